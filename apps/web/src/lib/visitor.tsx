import type { CurrentUser } from '@pasarlens/contracts';
import { createContext, useContext, type ReactNode } from 'react';

const VisitorContext = createContext<CurrentUser | null | undefined>(undefined);

/**
 * Who is looking at a public page, as the layout around it found out: the app from its
 * authentication check, the public site from one light call (decisions/022).
 */
export function VisitorProvider({
  visitor,
  children,
}: {
  visitor: CurrentUser | null | undefined;
  children: ReactNode;
}) {
  return <VisitorContext.Provider value={visitor}>{children}</VisitorContext.Provider>;
}

/**
 * The signed-in user, null for a visitor, undefined while the check runs. Public pages use it to
 * offer the dashboard instead of sign-up to a signed-in user.
 */
export function useVisitor(): CurrentUser | null | undefined {
  return useContext(VisitorContext);
}
