import {
  RESEARCH_MARKETPLACES,
  type ResearchMarketplace,
  type CustomBrand,
  type CustomMarket,
  type StoreKeywords,
} from '@pasarlens/contracts';
import { useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Form, Input, Radio, Select, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import type { ApiResult } from '../../../lib/api.ts';
import { paths, type EnterpriseItemKind } from '../../../lib/paths.ts';
import { useSignedInUser } from '../../../lib/session.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { ITEM_QUERY_KEYS, customBrandQuery, customMarketQuery, saveBrand, saveMarket } from '../queries.ts';
import { EnterprisePaywall } from '../components/EnterprisePaywall.tsx';
import { BrandPicker, CategoryPicker, StorePicker, type Picked } from '../components/Pickers.tsx';
import { idOfParam, kindOfSegment } from '../itemKind.ts';

interface Draft {
  name: string;
  status: 'draft' | 'published';
  visibility: 'private' | 'public';
  marketplaces: string[];
  pickerMarketplace: string;
  stores: Picked[];
  /** Keywords per store, as typed (comma-separated). */
  keywords: Record<number, string>;
  brands: Picked[];
  categories: Picked[];
}

const emptyDraft = (): Draft => ({
  name: '',
  status: 'draft',
  visibility: 'private',
  marketplaces: ['shopee', 'tiktok', 'tokopedia'],
  pickerMarketplace: 'shopee',
  stores: [],
  keywords: {},
  brands: [],
  categories: [],
});

function draftOf(item: CustomMarket | CustomBrand): Draft {
  const marketplaces = 'marketplaces' in item ? item.marketplaces : [item.marketplace];
  return {
    name: item.name,
    status: item.status,
    visibility: item.visibility,
    marketplaces,
    pickerMarketplace: marketplaces[0] ?? 'shopee',
    stores: item.stores,
    keywords: Object.fromEntries(item.storeKeywords.map((k) => [k.storeId, k.keywords.join(', ')])),
    brands: 'brands' in item ? item.brands : [],
    categories: item.categories.map((c) => ({ id: c.id, name: c.name })),
  };
}

/** Stores with keywords are followed by keyword; the others whole. */
function storesOf(draft: Draft): { storeIds: number[]; storeKeywords: StoreKeywords[] } {
  const storeKeywords: StoreKeywords[] = [];
  const storeIds: number[] = [];
  for (const store of draft.stores) {
    const keywords = (draft.keywords[store.id] ?? '')
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
    if (keywords.length > 0) storeKeywords.push({ storeId: store.id, keywords });
    else storeIds.push(store.id);
  }
  return { storeIds, storeKeywords };
}

async function save(
  kind: EnterpriseItemKind,
  id: number | undefined,
  draft: Draft,
): Promise<ApiResult<{ id: number }>> {
  const common = {
    name: draft.name,
    status: draft.status,
    visibility: draft.visibility,
    ...storesOf(draft),
    categoryIds: draft.categories.map((c) => c.id),
  };
  if (kind === 'market') {
    const fields = {
      ...common,
      marketplaces: draft.marketplaces as ResearchMarketplace[],
      brandIds: draft.brands.map((b) => b.id),
    };
    return saveMarket(id, fields);
  }
  const fields = { ...common, marketplace: draft.pickerMarketplace as ResearchMarketplace };
  return saveBrand(id, fields);
}

/** /app/enterprise/(markets|brands)/new and …/:id/edit: a custom market or brand, with pickers that search as you type. */
export default function EnterpriseItemFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const kind = kindOfSegment(params.kind) ?? 'market';
  const id = idOfParam(params.id);
  const user = useSignedInUser();
  const market = useQuery(customMarketQuery(kind === 'market' ? id : undefined));
  const brand = useQuery(customBrandQuery(kind === 'brand' ? id : undefined));
  const existing = kind === 'market' ? market.data : brand.data;
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useDocumentTitle(t(`enterprise.form.${id === undefined ? 'create' : 'edit'}.${kind}`));
  useEffect(() => {
    if (existing) setDraft(draftOf(existing));
  }, [existing]);

  const saving = useMutation({
    mutationFn: () => save(kind, id, draft),
    onSuccess: async (result) => {
      if (!result.ok) return;
      await Promise.all(ITEM_QUERY_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      void navigate(paths.enterpriseItem(kind, result.data.id));
    },
  });
  if (!user.premium.enterpriseSupport) return <EnterprisePaywall />;
  if (id !== undefined && !existing) return <Skeleton active />;
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const marketplaces = kind === 'market' ? draft.marketplaces : [draft.pickerMarketplace];

  return (
    <div className="pl-page" data-testid="enterprise-item-form">
      <Typography.Title level={3}>
        {t(`enterprise.form.${id === undefined ? 'create' : 'edit'}.${kind}`)}
      </Typography.Title>
      {saving.data && !saving.data.ok && <ApiErrorAlert failure={saving.data} />}
      <Card className="pl-card">
        <Form layout="vertical" onFinish={() => saving.mutate()}>
          <Form.Item label={t('enterprise.form.name')} required>
            <Input
              value={draft.name}
              maxLength={120}
              onChange={(e) => set({ name: e.target.value })}
              data-testid="item-name"
            />
          </Form.Item>
          <Form.Item label={t('enterprise.form.status')}>
            <Radio.Group
              value={draft.status}
              onChange={(e) => set({ status: e.target.value as Draft['status'] })}
              data-testid="item-status"
            >
              <Radio value="draft">{t('enterprise.status.draft')}</Radio>
              <Radio value="published">{t('enterprise.status.published')}</Radio>
            </Radio.Group>
          </Form.Item>
          {user.role === 'admin' && (
            <Form.Item label={t('enterprise.form.visibility')}>
              <Radio.Group
                value={draft.visibility}
                onChange={(e) => set({ visibility: e.target.value as Draft['visibility'] })}
              >
                <Radio value="private">{t('enterprise.visibility.private')}</Radio>
                <Radio value="public">{t('enterprise.visibility.public')}</Radio>
              </Radio.Group>
            </Form.Item>
          )}
          {kind === 'market' && (
            <Form.Item label={t('enterprise.form.marketplaces')}>
              <Checkbox.Group
                value={draft.marketplaces}
                onChange={(values) =>
                  values.length > 0 &&
                  set({
                    marketplaces: values,
                    pickerMarketplace: values.includes(draft.pickerMarketplace) ? draft.pickerMarketplace : values[0]!,
                  })
                }
                options={RESEARCH_MARKETPLACES.map((m) => ({ value: m, label: t(`research.marketplaces.${m}`) }))}
              />
            </Form.Item>
          )}
          <Form.Item label={t(kind === 'market' ? 'enterprise.form.pickerMarketplace' : 'enterprise.form.marketplace')}>
            <Select
              value={draft.pickerMarketplace}
              onChange={(value: string) => set({ pickerMarketplace: value })}
              options={marketplaces
                .concat(kind === 'brand' ? RESEARCH_MARKETPLACES.filter((m) => m !== draft.pickerMarketplace) : [])
                .map((m) => ({ value: m, label: t(`research.marketplaces.${m}`) }))}
              data-testid="picker-marketplace"
              style={{ maxWidth: 240 }}
            />
          </Form.Item>
          <Form.Item label={t('enterprise.form.stores')} extra={t('enterprise.form.storesHelp')}>
            <StorePicker
              marketplace={draft.pickerMarketplace}
              value={draft.stores}
              onChange={(stores) => set({ stores })}
              testId="store-picker"
            />
          </Form.Item>
          {draft.stores.length > 0 && (
            <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
              {draft.stores.map((store) => (
                <div key={store.id} className="pl-store-keywords">
                  <label htmlFor={`keywords-${store.id}`}>{store.name}</label>
                  <Input
                    id={`keywords-${store.id}`}
                    placeholder={t('enterprise.form.keywordsPlaceholder')}
                    value={draft.keywords[store.id] ?? ''}
                    onChange={(e) => set({ keywords: { ...draft.keywords, [store.id]: e.target.value } })}
                    data-testid={`keywords-${store.id}`}
                  />
                </div>
              ))}
            </Space>
          )}
          {kind === 'market' && (
            <Form.Item label={t('enterprise.form.brands')} extra={t('enterprise.form.brandsHelp')}>
              <BrandPicker value={draft.brands} onChange={(brands) => set({ brands })} testId="brand-picker" max={20} />
            </Form.Item>
          )}
          <Form.Item label={t('enterprise.form.categories')}>
            <CategoryPicker
              marketplace={draft.pickerMarketplace}
              value={draft.categories}
              onChange={(categories) => set({ categories })}
              testId="category-picker"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving.isPending} data-testid="item-save">
            {t('enterprise.form.save')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
