import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';

/** Centred card framing the login, registration and password screens. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="pl-auth">
      <Card className="pl-auth__card">
        <Typography.Title level={2} className="pl-auth__title">
          {title}
        </Typography.Title>
        {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
        {children}
      </Card>
      {footer && <div className="pl-auth__footer">{footer}</div>}
    </div>
  );
}
