import type { HTMLAttributes, ReactNode } from 'react';

/** A white card with an optional heading, in plain CSS (site.css). */
export function Panel({
  title,
  className,
  children,
  ...props
}: Omit<HTMLAttributes<HTMLElement>, 'title'> & { title?: ReactNode; 'data-testid'?: string }) {
  return (
    <section className={className ? `pl-panel ${className}` : 'pl-panel'} {...props}>
      {title && <h2 className="pl-panel__title">{title}</h2>}
      {children}
    </section>
  );
}
