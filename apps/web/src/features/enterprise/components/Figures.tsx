import type { Figure } from '@pasarlens/contracts';
import type { ReactNode } from 'react';
import { Card, Col, Row, Statistic, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { RupiahRange } from '../../../components/RupiahRange.tsx';
import { formatIdrCompact, formatNumber, formatPercent } from '../../../lib/format.ts';

/** Whether a figure was measured or estimated, and on how many days of the range. */
export function ProvenanceNote({
  figure,
  days,
}: {
  figure: Pick<Figure, 'provenance' | 'daysObserved'>;
  days?: number;
}) {
  const { t } = useTranslation();
  return (
    <Tooltip
      title={t('enterprise.provenance.days', { observed: figure.daysObserved, days: days ?? figure.daysObserved })}
    >
      <Tag color={figure.provenance === 'measured' ? 'green' : 'gold'} data-testid="provenance">
        {t(`enterprise.provenance.${figure.provenance}`)}
      </Tag>
    </Tooltip>
  );
}

/** A figure's revenue: its 80% range where it is estimated (the estimate on hover), and how it was known. */
export function RevenueFigure({
  figure,
}: {
  figure: Pick<Figure, 'revenue' | 'revenueRange' | 'provenance' | 'daysObserved'>;
}) {
  return (
    <>
      <RupiahRange amount={figure.revenue} range={figure.revenueRange} /> <ProvenanceNote figure={figure} />
    </>
  );
}

/** The change against the previous period: up green, down red, none without a previous figure. */
export function Change({ value }: { value: number | null }) {
  const language = useLanguage();
  if (value === null) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Typography.Text type={value >= 0 ? 'success' : 'danger'} data-testid="change">
      {value >= 0 ? '▲' : '▼'} {formatPercent(Math.abs(value), language)}
    </Typography.Text>
  );
}

/** The headline figures of a range: revenue, units, products sold and average price. */
export function TotalsCards({
  totals,
}: {
  totals: Figure & { productsSold: number; averagePrice: number; days: number };
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cards: { key: string; value: ReactNode; change: number | null }[] = [
    {
      key: 'revenue',
      value: <RupiahRange amount={totals.revenue} range={totals.revenueRange} />,
      change: totals.revenueChange,
    },
    { key: 'units', value: formatNumber(totals.units, language), change: totals.unitsChange },
    { key: 'productsSold', value: formatNumber(totals.productsSold, language), change: null },
    { key: 'averagePrice', value: formatIdrCompact(totals.averagePrice, language), change: null },
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map((card) => (
        <Col xs={12} md={6} key={card.key}>
          <Card size="small" className="pl-card" data-testid={`total-${card.key}`}>
            <Statistic title={t(`enterprise.totals.${card.key}`)} valueRender={() => card.value} />
            <Change value={card.change} /> <ProvenanceNote figure={totals} days={totals.days} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
