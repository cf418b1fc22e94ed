import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner.tsx';
import { LanguageSwitcher } from '../components/LanguageSwitcher.tsx';
import { Logo } from '../components/Logo.tsx';
import { SiteFooter } from '../components/SiteFooter.tsx';
import { paths } from '../lib/paths.ts';
import { PHONE_QUERY, useMediaQuery } from '../lib/useMediaQuery.ts';
import { useSignedInUser } from '../lib/session.tsx';
import { SideNav } from './SideNav.tsx';
import { TokenBalance, TokensUsedUpBanner } from './TokenBalance.tsx';
import { UserMenu } from './UserMenu.tsx';
import { ViewAsBanner } from './ViewAsBanner.tsx';

const SIDER_WIDTH = 256;

// Only some plans have alerts, and only phones the drawer: neither is loaded before the first page.
const AlertBell = lazy(() =>
  import('../features/alerts/components/AlertBell.tsx').then(({ AlertBell }) => ({ default: AlertBell })),
);
// A notice only shows once a crawl has answered a request: its badge waits until after the first page.
const DataRequestNotice = lazy(() =>
  import('../features/data-requests/components/DataRequestNotice.tsx').then(({ DataRequestNotice }) => ({
    default: DataRequestNotice,
  })),
);
const NavDrawer = lazy(() => import('./NavDrawer.tsx'));

/** The signed-in app: sidebar (a drawer on phones), header with language and user menu, footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const user = useSignedInUser();

  return (
    <Layout className="pl-app" hasSider={!isPhone}>
      {!isPhone && (
        <Layout.Sider
          width={SIDER_WIDTH}
          collapsible
          breakpoint="lg"
          collapsed={collapsed}
          onCollapse={setCollapsed}
          trigger={null}
          theme="light"
          className="pl-sider"
        >
          <div className="pl-sider__brand">
            <Logo to={paths.home} compact={collapsed} />
          </div>
          <SideNav collapsed={collapsed} />
        </Layout.Sider>
      )}
      {isPhone && (
        <Suspense>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} width={SIDER_WIDTH + 24} />
        </Suspense>
      )}
      <Layout className="pl-app__main">
        {user.viewedBy && <ViewAsBanner user={user} admin={user.viewedBy} />}
        <Layout.Header className="pl-header">
          <div className="pl-header__left">
            {isPhone ? (
              <>
                <Button
                  type="text"
                  icon={<MenuOutlined />}
                  aria-label={t('common.openMenu')}
                  data-testid="nav-toggle"
                  onClick={() => setDrawerOpen(true)}
                />
                <Logo to={paths.home} compact />
              </>
            ) : (
              <Button
                type="text"
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
                onClick={() => setCollapsed((value) => !value)}
              />
            )}
          </div>
          <div className="pl-header__right">
            <TokenBalance compact={isPhone} />
            <Suspense>
              <DataRequestNotice />
            </Suspense>
            {user.premium.alertSupport && (
              <Suspense>
                <AlertBell />
              </Suspense>
            )}
            <LanguageSwitcher compact={isPhone} />
            <UserMenu compact={isPhone} />
          </div>
        </Layout.Header>
        <TokensUsedUpBanner />
        <Layout.Content className="pl-app__content">
          <Suspense fallback={<FullPageSpinner inline />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
        <Layout.Footer className="pl-app__footer">
          <SiteFooter />
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
