import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner.tsx';
import { usePageViews } from './usePageViews.ts';

/** Top of the route tree: page-view tracking and scroll restoration for every route. */
export function RootLayout() {
  usePageViews();
  return (
    <>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
