import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/FullPageSpinner.tsx';
import { isApiError } from '../lib/api.ts';
import { failureMessage } from '../lib/errors.ts';
import { loginPathFor } from '../lib/redirect.ts';
import { SignedInUserProvider, useAuthCheck } from '../lib/session.tsx';
import { Problem } from './Problem.tsx';

/**
 * Lets its children render only for a signed-in user (GET /internal/auth/check through TanStack
 * Query); a 401 sends the visitor to /login?redirected_from=<path + search>.
 */
export function AuthGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const check = useAuthCheck();

  if (check.isPending) return <FullPageSpinner />;
  if (check.isError) {
    const error = check.error;
    return (
      <Problem
        title={t('auth.guard.checkFailed')}
        detail={isApiError(error) ? failureMessage(t, error.failure) : t('errors.unexpected')}
        action={t('common.retry')}
        onAction={() => void check.refetch()}
      />
    );
  }
  if (!check.data) return <Navigate replace to={loginPathFor(`${location.pathname}${location.search}`)} />;
  return <SignedInUserProvider user={check.data}>{children}</SignedInUserProvider>;
}
