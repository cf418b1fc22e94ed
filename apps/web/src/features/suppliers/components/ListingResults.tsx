import { LISTINGS_PER_PAGE } from '@pasarlens/contracts';
import { Col, Pagination, Row } from 'antd';
import type { ReactNode } from 'react';

/** A page of listings as photo cards, two across on a phone and up to four on a wide screen, with the pager under them. */
export function ListingResults({
  page,
  total,
  onPage,
  children,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
  children: ReactNode[];
}) {
  return (
    <>
      <Row gutter={[12, 12]}>
        {children.map((child, index) => (
          <Col key={index} xs={12} sm={8} lg={6}>
            {child}
          </Col>
        ))}
      </Row>
      <Pagination
        style={{ marginTop: 16 }}
        align="center"
        current={page}
        total={total}
        pageSize={LISTINGS_PER_PAGE}
        showSizeChanger={false}
        onChange={onPage}
      />
    </>
  );
}
