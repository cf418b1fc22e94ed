import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePageMeta } from '../../../lib/usePageMeta.ts';

/** Readable column for the public text pages. */
export function ContentPage({ title, description, lead, children }: { title: string; description?: string; lead?: ReactNode; children?: ReactNode }) {
  usePageMeta(title, description ?? (typeof lead === 'string' ? lead : undefined));
  return (
    <article className="pl-content">
      <Typography.Title level={1} className="pl-content__title">
        {title}
      </Typography.Title>
      {lead && <Typography.Paragraph className="pl-content__lead">{lead}</Typography.Paragraph>}
      {children}
    </article>
  );
}
