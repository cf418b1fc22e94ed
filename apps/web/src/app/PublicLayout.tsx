import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Layout } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner.tsx';
import { LanguageSwitcher } from '../components/LanguageSwitcher.tsx';
import { LinkButton } from '../components/LinkButton.tsx';
import { Logo } from '../components/Logo.tsx';
import { SiteFooter } from '../components/SiteFooter.tsx';
import { paths } from '../lib/paths.ts';
import { useVisitor } from '../lib/session.tsx';
import { PHONE_QUERY, useMediaQuery } from '../lib/useMediaQuery.ts';

/** Layout of the public pages: top bar (logo, pricing, login and register — or the dashboard when signed in —, language) and footer. */
export function PublicLayout() {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);

  const visitor = useVisitor();
  const close = () => setMenuOpen(false);

  const links = (
    <>
      <NavLink to={paths.calculators} className="pl-topbar__link" onClick={close}>
        {t('calc.index.title')}
      </NavLink>
      <NavLink to={paths.pricing} className="pl-topbar__link" onClick={close}>
        {t('publicNav.pricing')}
      </NavLink>
      {visitor ? (
        <LinkButton type="primary" to={paths.home} onClick={close} data-testid="topbar-dashboard">
          {t('publicNav.dashboard')}
        </LinkButton>
      ) : (
        <>
          <NavLink to={paths.login} className="pl-topbar__link" onClick={close}>
            {t('publicNav.login')}
          </NavLink>
          <LinkButton type="primary" to={paths.register} onClick={close} data-testid="topbar-register">
            {t('publicNav.register')}
          </LinkButton>
        </>
      )}
    </>
  );

  return (
    <Layout className="pl-public">
      <Layout.Header className="pl-topbar">
        <Logo />
        {isPhone ? (
          <div className="pl-topbar__actions">
            <LanguageSwitcher compact />
            <Button type="text" icon={<MenuOutlined />} aria-label={t('common.openMenu')} onClick={() => setMenuOpen(true)} />
          </div>
        ) : (
          <nav className="pl-topbar__actions" aria-label={t('publicNav.label')}>
            {links}
            <LanguageSwitcher />
          </nav>
        )}
      </Layout.Header>
      {isPhone && (
        <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} placement="right" size={260} title={<Logo />}>
          <nav className="pl-drawer-links" aria-label={t('publicNav.label')}>
            {links}
          </nav>
        </Drawer>
      )}
      <Layout.Content className="pl-public__content">
        <Suspense fallback={<FullPageSpinner inline />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
      <Layout.Footer className="pl-public__footer">
        <SiteFooter />
      </Layout.Footer>
    </Layout>
  );
}
