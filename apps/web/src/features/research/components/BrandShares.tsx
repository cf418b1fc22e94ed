import type { Analytics, BrandShare } from '@pasarlens/contracts';
import { Col, Row, Skeleton, Table, Typography, type TableColumnsType } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CompactRupiah } from '../../../components/CompactRupiah.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { brandSlices } from '../charts/chartOptions.ts';

const BrandShareChart = lazy(() => import('../charts/BrandShareChart.tsx'));

/** The brands' share of the category's revenue in the range: a donut and the figures. */
export function BrandShares({ analytics }: { analytics: Analytics<BrandShare> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const total = analytics.summary?.revenue ?? null;
  const slices = brandSlices(analytics.items, total, t('research.analytics.brands.other'));
  const shareOf = (brand: BrandShare) => slices.find((slice) => !slice.other && slice.name === brand.name)?.share ?? 0;
  const columns: TableColumnsType<BrandShare> = [
    { key: 'name', title: t('research.analytics.brands.brand'), dataIndex: 'name' },
    {
      key: 'revenue',
      title: t('research.analytics.brands.revenue'),
      align: 'end',
      render: (_, brand) => <CompactRupiah amount={brand.revenue} />,
    },
    {
      key: 'units',
      title: t('research.analytics.brands.units'),
      align: 'end',
      render: (_, brand) => formatNumber(brand.units, language),
    },
    {
      key: 'share',
      title: t('research.analytics.brands.share'),
      align: 'end',
      render: (_, brand) => <span data-testid="brand-share">{formatPercent(shareOf(brand), language)}</span>,
    },
  ];
  return (
    <section className="pl-section" data-testid="brand-shares">
      <Typography.Title level={5}>{t('research.analytics.brands.title')}</Typography.Title>
      {analytics.items.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('research.analytics.brands.empty')}</Typography.Paragraph>
      ) : (
        <Row gutter={[24, 16]}>
          <Col xs={24} lg={10}>
            <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
              <BrandShareChart slices={slices} />
            </Suspense>
          </Col>
          <Col xs={24} lg={14}>
            <Table<BrandShare>
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={analytics.items}
              pagination={false}
              scroll={{ x: 480 }}
            />
          </Col>
        </Row>
      )}
    </section>
  );
}
