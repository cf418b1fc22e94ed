import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

/** A link that looks like a button, in plain CSS (site.css): the public pages' calls to action. */
export function ButtonLink({
  to,
  variant = 'default',
  size,
  block = false,
  className,
  children,
  ...props
}: Omit<LinkProps, 'to' | 'className'> & {
  to: string;
  variant?: 'primary' | 'default';
  size?: 'large';
  block?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const classes = [
    'pl-btn',
    variant === 'primary' && 'pl-btn--primary',
    size === 'large' && 'pl-btn--large',
    block && 'pl-btn--block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={to} className={classes} {...props}>
      {children}
    </Link>
  );
}
