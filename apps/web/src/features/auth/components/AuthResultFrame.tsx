import type { ReactNode } from 'react';

/** Centred frame for a result state (verification sent, verified, link expired, …). */
export function AuthResultFrame({ children }: { children: ReactNode }) {
  return (
    <div className="pl-auth">
      <div className="pl-auth__card pl-auth__card--result">{children}</div>
    </div>
  );
}
