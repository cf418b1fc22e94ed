import { Col, Row } from 'antd';
import type { ReactNode } from 'react';

/** Photo cards two across on a phone, up to four on a wide screen. */
export function ListingGrid({ children }: { children: ReactNode[] }) {
  return (
    <Row gutter={[12, 12]}>
      {children.map((child, index) => (
        <Col key={index} xs={12} sm={8} lg={6}>
          {child}
        </Col>
      ))}
    </Row>
  );
}
