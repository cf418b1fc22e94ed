import type { BestSellers } from '@pasarlens/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDay, formatIdr, formatIdrCompact, formatNumber } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { shopeeBestSellers } from '../api.ts';
import { ContentPage } from '../components/ContentPage.tsx';

type Product = BestSellers['categories'][number]['products'][number];

/** Spec §2 /produk-terlaris-shopee: the best sellers of the last 30 days by category, from our own figures. */
export default function BestSellersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery({ queryKey: ['best-sellers', 'shopee'], queryFn: shopeeBestSellers, staleTime: 3_600_000 });
  const data = query.data;
  return (
    <ContentPage title={t('bestSellers.title')} lead={t('bestSellers.lead')}>
      {query.isPending && <Skeleton active />}
      {query.isError && <Alert type="error" showIcon message={t('bestSellers.failed')} />}
      {data && (
        <div data-testid="best-sellers">
          <Typography.Paragraph type="secondary">
            {data.asOf ? t('bestSellers.asOf', { day: formatDay(data.asOf, language) }) : t('bestSellers.empty')}
          </Typography.Paragraph>
          {data.categories.map((category) => (
            <Card key={category.id} className="pl-card" title={category.name} size="small" style={{ marginBottom: 16 }} data-testid="best-sellers-category">
              <Table<Product>
                rowKey="id"
                size="small"
                pagination={false}
                dataSource={category.products}
                columns={[
                  { key: 'rank', title: '#', width: 40, render: (_v, _p, index) => index + 1 },
                  { key: 'name', title: t('bestSellers.product'), dataIndex: 'name' },
                  { key: 'price', title: t('bestSellers.price'), align: 'right', responsive: ['sm'], render: (_v, p) => formatIdr(p.price) },
                  { key: 'units', title: t('bestSellers.units30'), align: 'right', render: (_v, p) => formatNumber(p.units30, language) },
                  { key: 'revenue', title: t('bestSellers.revenue30'), align: 'right', responsive: ['sm'], render: (_v, p) => formatIdrCompact(p.revenue30, language) },
                ]}
              />
            </Card>
          ))}
        </div>
      )}
      <Card className="pl-card pl-info-cta">
        <Typography.Paragraph style={{ marginBottom: 12 }}>{t('bestSellers.cta')}</Typography.Paragraph>
        <LinkButton type="primary" to={paths.register} data-testid="best-sellers-register">
          {t('info.ctaButton')}
        </LinkButton>
      </Card>
    </ContentPage>
  );
}
