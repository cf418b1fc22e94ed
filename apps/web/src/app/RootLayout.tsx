import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner.tsx';
import { StartingGate } from './StartingGate.tsx';
import { usePageViews } from './usePageViews.ts';

/** Top of the route tree: the first start's progress, page-view tracking and scroll restoration for every route. */
export function RootLayout() {
  return (
    <StartingGate asking={<FullPageSpinner />}>
      <TrackedRoutes />
    </StartingGate>
  );
}

function TrackedRoutes() {
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
