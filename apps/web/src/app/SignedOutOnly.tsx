import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { DEFAULT_AFTER_LOGIN, REDIRECT_PARAM, safeRedirect } from '../lib/redirect.ts';
import { useVisitor } from '../lib/visitor.tsx';

/** Login and sign-up are for visitors: a signed-in user goes on to where they were headed, or the dashboard. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  if (useVisitor()) return <Navigate replace to={safeRedirect(params.get(REDIRECT_PARAM)) ?? DEFAULT_AFTER_LOGIN} />;
  return children;
}
