import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import type { CurrentUser } from '@pasarlens/contracts';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Logo } from '../components/Logo.tsx';
import { SiteFooter } from '../components/SiteFooter.tsx';
import { ButtonLink } from '../components/site/ButtonLink.tsx';
import { Icon } from '../components/site/Icon.tsx';
import { LanguageSelect } from '../components/site/LanguageSelect.tsx';
import { paths } from '../lib/paths.ts';
import { PHONE_QUERY, useMediaQuery } from '../lib/useMediaQuery.ts';
import { VisitorProvider } from '../lib/visitor.tsx';
import '../site.css';

/**
 * The frame of the public pages, in plain CSS: top bar (logo, calculators, pricing, login and
 * register — or the dashboard when signed in —, language; a menu on a phone) and footer. The
 * public site and the app both put their public pages in it, each telling it who is looking.
 */
export function PublicShell({ visitor, children }: { visitor: CurrentUser | null | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <VisitorProvider visitor={visitor}>
      <div className="pl-site">
        <header className="pl-topbar">
          <Logo />
          <LanguageSelect compact={isPhone} />
          <button
            type="button"
            className="pl-topbar__menu-button"
            aria-label={t('common.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="pl-site-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon icon={menuOpen ? CloseOutlined : MenuOutlined} />
          </button>
          <nav
            id="pl-site-menu"
            className={menuOpen ? 'pl-topbar__nav pl-topbar__nav--open' : 'pl-topbar__nav'}
            aria-label={t('publicNav.label')}
          >
            <NavLink to={paths.calculators} className="pl-topbar__link">
              {t('calc.index.title')}
            </NavLink>
            <NavLink to={paths.pricing} className="pl-topbar__link">
              {t('publicNav.pricing')}
            </NavLink>
            {visitor ? (
              <ButtonLink variant="primary" to={paths.home} data-testid="topbar-dashboard">
                {t('publicNav.dashboard')}
              </ButtonLink>
            ) : (
              <>
                <NavLink to={paths.login} className="pl-topbar__link">
                  {t('publicNav.login')}
                </NavLink>
                <ButtonLink variant="primary" to={paths.register} data-testid="topbar-register">
                  {t('publicNav.register')}
                </ButtonLink>
              </>
            )}
          </nav>
        </header>
        <main className="pl-site__main">{children}</main>
        <footer className="pl-site__footer">
          <SiteFooter />
        </footer>
      </div>
    </VisitorProvider>
  );
}
