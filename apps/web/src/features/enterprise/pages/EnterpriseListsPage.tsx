import { useQuery } from '@tanstack/react-query';
import { PlusOutlined } from '@ant-design/icons';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { Empty, Flex, Input, List, Segmented, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { paths, type EnterpriseItemKind } from '../../../lib/paths.ts';
import { useSignedInUser } from '../../../lib/session.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import type { MarketBuildView } from '@pasarlens/contracts';
import { customItemsQuery } from '../queries.ts';
import { MarketBuildTag } from '../components/MarketBuildStatus.tsx';
import { EnterprisePaywall } from '../components/EnterprisePaywall.tsx';

/** /app/enterprise/lists: the user's markets and brands and the provider's public ones. */
export default function EnterpriseListsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const user = useSignedInUser();
  const [params, setParams] = useSearchParams();
  const kind: EnterpriseItemKind = params.get('kind') === 'brand' ? 'brand' : 'market';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [q, setQ] = useState('');
  const items = useQuery(customItemsQuery(kind, page, q));
  useDocumentTitle(t('enterprise.lists.title'));
  if (!user.premium.enterpriseSupport) return <EnterprisePaywall />;
  // Markets are capped per plan: the cap is said where they are made.
  const saved = kind === 'market' && items.data && 'saved' in items.data ? items.data.saved : undefined;
  const atCap = saved !== undefined && saved.count >= saved.limit;

  return (
    <div className="pl-page" data-testid="enterprise-lists">
      <PageHeading title={t('enterprise.lists.title')}>
        <LinkButton
          type="primary"
          icon={<PlusOutlined />}
          to={paths.newEnterpriseItem(kind)}
          disabled={atCap}
          data-testid="item-create"
        >
          {t(`enterprise.form.create.${kind}`)}
        </LinkButton>
      </PageHeading>
      {saved && (
        <Typography.Paragraph type={atCap ? 'warning' : 'secondary'} data-testid="markets-saved">
          {t(atCap ? 'enterprise.lists.savedFull' : 'enterprise.lists.saved', {
            count: saved.count,
            limit: formatNumber(saved.limit, language),
          })}
        </Typography.Paragraph>
      )}
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Segmented
          value={kind}
          onChange={(value) => setParams({ kind: String(value) })}
          options={[
            { value: 'market', label: t('enterprise.lists.markets') },
            { value: 'brand', label: t('enterprise.lists.brands') },
          ]}
          data-testid="lists-kind"
        />
        <Input.Search allowClear placeholder={t('enterprise.lists.search')} onSearch={setQ} style={{ maxWidth: 280 }} />
      </Flex>
      {isApiError(items.error) && <ApiErrorAlert failure={items.error.failure} />}
      {items.isPending && <Skeleton active />}
      {items.data && items.data.items.length === 0 && <Empty description={t('enterprise.lists.empty')} />}
      {items.data && items.data.items.length > 0 && (
        <List
          dataSource={
            items.data.items as {
              id: number;
              name: string;
              status: 'draft' | 'published';
              type: 'personal' | 'provider';
              createdAt: string;
              build?: MarketBuildView;
            }[]
          }
          pagination={{
            current: items.data.page,
            total: items.data.total,
            pageSize: 20,
            onChange: (next) => setParams({ kind, page: String(next) }),
          }}
          renderItem={(item) => (
            <List.Item
              data-testid="item-row"
              actions={[
                <Link key="open" to={paths.enterpriseItem(kind, item.id)}>
                  {t('enterprise.lists.open')}
                </Link>,
              ]}
            >
              <List.Item.Meta
                title={<Link to={paths.enterpriseItem(kind, item.id)}>{item.name}</Link>}
                description={
                  <Flex wrap gap={4}>
                    <Tag color={item.status === 'published' ? 'green' : 'default'}>
                      {t(`enterprise.status.${item.status}`)}
                    </Tag>
                    <Tag>{t(`enterprise.type.${item.type}`)}</Tag>
                    <MarketBuildTag build={item.build} />
                    <Typography.Text type="secondary">{formatDate(item.createdAt, language)}</Typography.Text>
                  </Flex>
                }
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
