import type { ReactNode } from 'react';
import { usePageMeta } from '../../../lib/usePageMeta.ts';

/** Readable column for the public text pages. */
export function ContentPage({
  title,
  description,
  lead,
  children,
}: {
  title: string;
  description?: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  usePageMeta(title, description ?? (typeof lead === 'string' ? lead : undefined));
  return (
    <article className="pl-content">
      <h1 className="pl-content__title">{title}</h1>
      {lead && <p className="pl-content__lead">{lead}</p>}
      {children}
    </article>
  );
}
