import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner.tsx';
import { useAuthCheck } from '../lib/session.tsx';
import { PublicShell } from './PublicShell.tsx';

/** The app's public pages (login, sign-up, the payment results, and the site's pages opened from inside the app) in the public frame; they ask who is looking without waiting. */
export function PublicLayout() {
  return (
    <PublicShell visitor={useAuthCheck().data}>
      <Suspense fallback={<FullPageSpinner inline />}>
        <Outlet />
      </Suspense>
    </PublicShell>
  );
}
