import type { ReactNode } from 'react';

/** A boxed message: information, a warning or a failure, with an optional line under it. */
export function Notice({
  type = 'info',
  title,
  text,
  testId,
}: {
  type?: 'info' | 'warning' | 'error';
  title: ReactNode;
  text?: ReactNode;
  testId?: string;
}) {
  return (
    <div className={`pl-notice pl-notice--${type}`} role={type === 'error' ? 'alert' : 'status'} data-testid={testId}>
      <p className="pl-notice__title">{title}</p>
      {text && <p className="pl-notice__text">{text}</p>}
    </div>
  );
}
