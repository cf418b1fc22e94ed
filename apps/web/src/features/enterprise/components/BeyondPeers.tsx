import { useQuery } from '@tanstack/react-query';
import type { PriceBands, ShareMovers } from '@pasarlens/contracts';
import { Card, Flex, Select, Skeleton, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { PhoneFigures, WIDE_ONLY } from '../../../components/PhoneFigures.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api.ts';
import { formatIdrCompact, formatNumber, formatPercent, formatSigned } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { priceBandsQuery, shareMoversQuery } from '../queries.ts';
import type { DashboardFilter } from '../filter.ts';
import { ContributionBars, PeriodBars } from './EnterpriseCharts.tsx';
import { Change, ProvenanceNote, RevenueFigure } from './Figures.tsx';

type Band = PriceBands['bands'][number];

/** A band by its rupiah bounds: under Rp 50 rb, Rp 50 rb – Rp 100 rb, Rp 2,5 jt and up. */
function useBandName() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (band: Pick<Band, 'min' | 'max'>) => {
    const [min, max] = [
      formatIdrCompact(band.min, language),
      band.max === null ? '' : formatIdrCompact(band.max, language),
    ];
    if (band.max === null) return t('enterprise.bands.from', { min });
    return band.min === 0 ? t('enterprise.bands.under', { max }) : t('enterprise.bands.between', { min, max });
  };
}

/** Points of a share change in the interface language: +1,25 pp. */
function usePoints() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (points: number) => t('enterprise.movers.points', { value: formatSigned(points, language) });
}

/** How the market's revenue and units spread over fixed price bands, against the previous period (platform tab). */
export function PriceBandsPanel({ filter }: { filter: DashboardFilter }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const nameOf = useBandName();
  const answer = useQuery(priceBandsQuery(filter, true));
  if (isApiError(answer.error)) return <ApiErrorAlert failure={answer.error.failure} />;
  if (!answer.data) return <Skeleton active />;
  const bands = answer.data.bands.map((b) => ({ ...b, name: nameOf(b) }));
  return (
    <Card size="small" className="pl-card" title={t('enterprise.bands.title')} data-testid="price-bands">
      <Typography.Paragraph type="secondary">{t('enterprise.bands.help')}</Typography.Paragraph>
      <PeriodBars bars={bands} across label={t('enterprise.bands.title')} testId="price-band-bars" />
      <Table
        rowKey="band"
        size="small"
        pagination={false}
        dataSource={bands}
        data-testid="price-band-table"
        columns={[
          {
            key: 'band',
            title: t('enterprise.bands.band'),
            render: (_, b) => (
              <>
                {b.name}
                <PhoneFigures
                  figures={[
                    <span key="revenue" className="pl-figure">
                      <RevenueFigure figure={b} />
                    </span>,
                    formatPercent(b.share, language),
                    <Change key="change" value={b.revenueChange} />,
                  ]}
                />
              </>
            ),
          },
          {
            key: 'revenue',
            title: t('enterprise.totals.revenue'),
            responsive: [...WIDE_ONLY],
            render: (_, b) => (
              <span className="pl-figure">
                <RevenueFigure figure={b} />
              </span>
            ),
          },
          {
            key: 'share',
            title: t('enterprise.top.share'),
            responsive: [...WIDE_ONLY],
            render: (_, b) => <span data-testid="band-share">{formatPercent(b.share, language)}</span>,
          },
          {
            key: 'units',
            title: t('enterprise.totals.units'),
            responsive: [...WIDE_ONLY],
            render: (_, b) => `${formatNumber(b.units, language)} (${formatPercent(b.unitsShare, language)})`,
          },
          {
            key: 'change',
            title: t('enterprise.top.growth'),
            responsive: [...WIDE_ONLY],
            render: (_, b) => <Change value={b.revenueChange} />,
          },
        ]}
      />
    </Card>
  );
}

type Mover = ShareMovers['products'][number];

/** Which products moved a brand's share of the market, in points that add up to the brand's change (brand tab). */
export function ShareMoversPanel({
  filter,
  brands,
}: {
  filter: DashboardFilter;
  brands: readonly { id: number; name: string }[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const points = usePoints();
  const choices = brands.filter((b) => b.id > 0);
  const [picked, setPicked] = useState<number | undefined>();
  // A brand picked under an earlier filter may no longer be among the shares.
  const brandId = choices.some((b) => b.id === picked) ? picked : choices[0]?.id;
  const answer = useQuery(shareMoversQuery(filter, brandId));
  if (choices.length === 0) return null;
  const data = answer.data;
  const signed = (value: number) => (
    <Typography.Text type={value >= 0 ? 'success' : 'danger'} data-testid="contribution">
      {points(value)}
    </Typography.Text>
  );
  return (
    <Card size="small" className="pl-card" title={t('enterprise.movers.title')} data-testid="share-movers">
      <Flex wrap gap={8} align="center" style={{ marginBottom: 12 }}>
        <Select
          value={brandId}
          onChange={setPicked}
          options={choices.map((b) => ({ value: b.id, label: b.name }))}
          style={{ minWidth: 200 }}
          data-testid="movers-brand"
        />
        {data && (
          <Typography.Text data-testid="movers-summary">
            {t('enterprise.movers.summary', {
              before: formatPercent(data.brand.previousShare, language, 2),
              after: formatPercent(data.brand.share, language, 2),
            })}{' '}
            {signed(data.brand.shareChangePoints)}
          </Typography.Text>
        )}
      </Flex>
      {isApiError(answer.error) ? (
        <ApiErrorAlert failure={answer.error.failure} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('enterprise.movers.help')}</Typography.Paragraph>
          <ContributionBars
            bars={data.products.slice(0, 10).map((p) => ({ name: p.name, points: p.contributionPoints }))}
            formatPoints={points}
            label={t('enterprise.movers.title')}
            testId="movers-bars"
          />
          <Table<Mover>
            rowKey="id"
            size="small"
            pagination={false}
            scroll={{ x: 560 }}
            dataSource={data.products}
            data-testid="movers-table"
            columns={[
              {
                key: 'name',
                title: t('enterprise.top.name'),
                render: (_, p) => (
                  <>
                    <Link to={paths.productHistory(p.id)}>{p.name}</Link>
                    <br />
                    <Typography.Text type="secondary">{p.storeName}</Typography.Text>
                  </>
                ),
              },
              {
                key: 'previous',
                title: t('enterprise.period.previous'),
                render: (_, p) => formatIdrCompact(p.previousRevenue, language),
              },
              {
                key: 'revenue',
                title: t('enterprise.period.current'),
                render: (_, p) => (
                  <>
                    {formatIdrCompact(p.revenue, language)} <ProvenanceNote figure={p} />
                  </>
                ),
              },
              {
                key: 'points',
                title: t('enterprise.movers.contribution'),
                render: (_, p) => signed(p.contributionPoints),
              },
            ]}
          />
          {data.others.count > 0 && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="movers-others">
              {t('enterprise.movers.others', { count: data.others.count })} {signed(data.others.contributionPoints)}
            </Typography.Paragraph>
          )}
        </>
      )}
    </Card>
  );
}
