import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** What an action costs in tokens, said where the user can read it before taking the action. */
export function CostNote({ children, testId = 'cost-note' }: { children: ReactNode; testId?: string }) {
  return (
    <Typography.Paragraph type="secondary" className="pl-research-cost" data-testid={testId}>
      {children}
    </Typography.Paragraph>
  );
}
