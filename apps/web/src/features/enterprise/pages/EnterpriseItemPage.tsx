import { useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { Button, Descriptions, Popconfirm, Skeleton, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api.ts';
import { formatDate, formatNumber } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { useSignedInUser } from '../../../lib/session.tsx';
import { PHONE_QUERY, useMediaQuery } from '../../../lib/useMediaQuery.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { ITEM_QUERY_KEYS, customBrandQuery, customMarketQuery, deleteItemMutation } from '../queries.ts';
import { EnterprisePaywall } from '../components/EnterprisePaywall.tsx';
import { MarketBuildStatus } from '../components/MarketBuildStatus.tsx';
import { idOfParam, kindOfSegment } from '../itemKind.ts';

/** /app/enterprise/(markets|brands)/:id: one custom item, public (provider) or private (own) view. */
export default function EnterpriseItemPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const params = useParams();
  const kind = kindOfSegment(params.kind) ?? 'market';
  const id = idOfParam(params.id);
  const user = useSignedInUser();
  const market = useQuery(customMarketQuery(kind === 'market' ? id : undefined));
  const brand = useQuery(customBrandQuery(kind === 'brand' ? id : undefined));
  const query = kind === 'market' ? market : brand;
  const item = query.data;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // On a phone each label sits above its value: beside it, a label column is a few characters wide.
  const phone = useMediaQuery(PHONE_QUERY);
  useDocumentTitle(item?.name ?? t('enterprise.lists.title'));
  const remove = useMutation({
    ...deleteItemMutation(kind),
    onSuccess: async () => {
      await Promise.all(ITEM_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      void navigate(paths.enterpriseList(kind));
    },
  });
  if (!user.premium.enterpriseSupport) return <EnterprisePaywall />;
  if (isApiError(query.error)) return <ApiErrorAlert failure={query.error.failure} />;
  if (!item) return <Skeleton active />;
  // A built market says what it holds on each of its marketplaces.
  const held = 'build' in item && item.build.state === 'ready' ? item.productsByMarketplace : undefined;
  const marketplaces = held
    ? held.map((m) =>
        t('enterprise.item.marketplaceProducts', {
          marketplace: t(`research.marketplaces.${m.marketplace}`),
          products: formatNumber(m.products, language),
        }),
      )
    : ('marketplaces' in item ? item.marketplaces : [item.marketplace]).map((m) => t(`research.marketplaces.${m}`));

  return (
    <div className="pl-page" data-testid="enterprise-item">
      <PageHeading title={item.name} titleTestId="item-title">
        <Space wrap>
          {'marketplaces' in item && (
            <LinkButton
              type="primary"
              to={paths.enterpriseMarket(item.id)}
              disabled={item.build.state !== 'ready'}
              data-testid="item-analyse"
            >
              {t('enterprise.item.analyse')}
            </LinkButton>
          )}
          {item.editable && (
            <>
              <LinkButton to={paths.editEnterpriseItem(kind, item.id)} data-testid="item-edit">
                {t('enterprise.item.edit')}
              </LinkButton>
              <Popconfirm title={t('enterprise.item.deleteConfirm')} onConfirm={() => remove.mutate({ id: id! })}>
                <Button danger data-testid="item-delete">
                  {t('enterprise.item.delete')}
                </Button>
              </Popconfirm>
            </>
          )}
        </Space>
      </PageHeading>
      {isApiError(remove.error) && <ApiErrorAlert failure={remove.error.failure} />}
      {'build' in item && <MarketBuildStatus build={item.build} marketId={item.id} editable={item.editable} />}
      <Descriptions
        bordered
        column={1}
        size="small"
        layout={phone ? 'vertical' : 'horizontal'}
        className="pl-item-details"
      >
        <Descriptions.Item label={t('enterprise.form.status')}>
          <Tag color={item.status === 'published' ? 'green' : 'default'} data-testid="item-status-tag">
            {t(`enterprise.status.${item.status}`)}
          </Tag>
          <Tag>{t(`enterprise.type.${item.type}`)}</Tag>
          <Tag>{t(`enterprise.visibility.${item.visibility}`)}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('enterprise.form.marketplaces')}>
          <span data-testid="item-marketplaces">{marketplaces.join(', ')}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('enterprise.form.stores')}>
          {item.stores.map((s) => {
            const words = item.storeKeywords.find((k) => k.storeId === s.id)?.keywords;
            return <Tag key={s.id}>{words ? `${s.name}: ${words.join(', ')}` : s.name}</Tag>;
          })}
        </Descriptions.Item>
        {'brands' in item && (
          <Descriptions.Item label={t('enterprise.form.brands')}>
            {item.brands.map((b) => (
              <Tag key={b.id}>{b.name}</Tag>
            ))}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('enterprise.form.categories')}>
          {item.categories.map((c) => (
            <Tag key={c.id}>{c.name}</Tag>
          ))}
        </Descriptions.Item>
        {'products' in item && item.build.state === 'ready' && (
          <Descriptions.Item label={t('enterprise.item.products')}>
            <span data-testid="item-products">{formatNumber(item.products, language)}</span>
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('enterprise.item.created')}>
          {formatDate(item.createdAt, language)}
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
