import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';

/** Readable column for the public text pages. */
export function ContentPage({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  useDocumentTitle(title);
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
