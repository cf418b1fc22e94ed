import { Component, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { Loading } from '../components/site/Loading.tsx';
import { Notice } from '../components/site/Notice.tsx';
import { loadInPlace } from '../lib/browser.ts';
import { publicClient } from '../lib/publicClient.ts';
import { useLoaded } from '../lib/useLoaded.ts';
import { NOT_FOUND, SITE_PAGE_ROUTES } from './publicRoutes.tsx';
import { PublicShell } from './PublicShell.tsx';
import { StartingGate } from './StartingGate.tsx';
import { usePageViews } from './usePageViews.ts';

/** Who is looking, from one authentication check: a failed check counts as a visitor. */
function useSiteVisitor() {
  const check = useLoaded(publicClient.authCheck);
  if (check.state === 'pending') return undefined;
  return check.state === 'done' ? check.data.user : null;
}

/** A page of the site that failed to render (its code did not load after a deploy, say): a reload mends it. */
class PageError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <PageErrorNotice /> : this.props.children;
  }
}

function PageErrorNotice() {
  const { t } = useTranslation();
  return (
    <div className="pl-content">
      <Notice type="error" title={t('routeError.title')} text={t('routeError.body')} />
      <p style={{ marginTop: 16 }}>
        <button type="button" className="pl-btn pl-btn--primary" onClick={() => window.location.reload()}>
          {t('routeError.reload')}
        </button>
      </p>
    </div>
  );
}

function SiteLayout() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <PublicShell visitor={useSiteVisitor()}>
      <PageError key={pathname}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </PageError>
    </PublicShell>
  );
}

/** The site's pages count their views; a path that leaves for the app is counted there. */
function TrackedPages() {
  usePageViews();
  return <Outlet />;
}

/**
 * A path the site does not hold (login, sign-up, the app, contact…): the app's page, loaded in
 * place. Where the server sent the site for a path it does not know, the not-found page instead,
 * so that the two can never send a browser back and forth.
 */
function ToTheApp() {
  const location = useLocation();
  const arrived = location.key === 'default';
  const target = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (!arrived) loadInPlace(target);
  }, [arrived, target]);
  return arrived ? <NOT_FOUND.Page /> : <Loading />;
}

const SITE_ROUTES: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { element: <TrackedPages />, children: SITE_PAGE_ROUTES },
      { path: '*', element: <ToTheApp /> },
    ],
  },
];

/**
 * The public site (site.tsx): the public pages in the light frame, without antd or the app; on a
 * first start, its progress instead, the pre-rendered page staying until the server has said.
 */
export function SiteApp() {
  const routes = useRoutes(SITE_ROUTES);
  return <StartingGate asking={routes}>{routes}</StartingGate>;
}
