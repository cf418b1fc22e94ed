import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A page's title with its actions beside it, wrapping under it on a narrow screen. */
export function PageHeading({
  title,
  titleTestId,
  children,
}: {
  title: ReactNode;
  titleTestId?: string;
  children?: ReactNode;
}) {
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
      <Typography.Title level={3} style={{ margin: 0 }} data-testid={titleTestId}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}
