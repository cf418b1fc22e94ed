import { useQuery } from '@tanstack/react-query';
import { PlusOutlined } from '@ant-design/icons';
import { LISTING_CATEGORIES, SUPPLIER_TYPES, type ListingCategory, type SupplierType } from '@pasarlens/contracts';
import { Empty, Flex, Input, Select, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { isApiError } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { listingSearchQuery } from '../queries.ts';
import { ListingCard } from '../components/ListingCard.tsx';
import { ListingResults } from '../components/ListingResults.tsx';
import { categoryOptions, supplierTypeOptions } from '../components/labels.ts';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** /app/suppliers: listings by product words, category and supplier type, all kept in the URL (?product=&category=&type=&page=). */
export default function SupplierSearchPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('suppliers.search.title'));
  const [params, setParams] = useSearchParams();
  const product = params.get('product') ?? '';
  const category = oneOf<ListingCategory>(LISTING_CATEGORIES, params.get('category'));
  const type = oneOf<SupplierType>(SUPPLIER_TYPES, params.get('type'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = useQuery(
    listingSearchQuery({
      page,
      ...(product ? { product } : {}),
      ...(category ? { category } : {}),
      ...(type ? { type } : {}),
    }),
  );

  /** Sets or clears URL parameters; a new filter starts again at page 1. */
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });

  const data = search.data;
  return (
    <div className="pl-page" data-testid="supplier-search">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('suppliers.search.title')}
        </Typography.Title>
        <LinkButton type="primary" icon={<PlusOutlined />} to={paths.newListing} data-testid="supplier-register">
          {t('suppliers.mine.register')}
        </LinkButton>
      </Flex>
      <Typography.Paragraph type="secondary">{t('suppliers.search.lead')}</Typography.Paragraph>
      <Flex wrap gap={8} style={{ marginBottom: 16 }}>
        <Input.Search
          key={product}
          defaultValue={product}
          allowClear
          maxLength={100}
          placeholder={t('suppliers.search.product')}
          onSearch={(value) => update({ product: value.trim() || undefined })}
          style={{ flex: '1 1 240px' }}
          data-testid="supplier-product"
        />
        <Select
          allowClear
          value={category}
          placeholder={t('suppliers.fields.category')}
          options={categoryOptions(t)}
          onChange={(value?: string) => update({ category: value })}
          style={{ flex: '1 1 160px' }}
          data-testid="supplier-category"
        />
        <Select
          allowClear
          value={type}
          placeholder={t('suppliers.fields.supplierType')}
          options={supplierTypeOptions(t)}
          onChange={(value?: string) => update({ type: value })}
          style={{ flex: '1 1 160px' }}
          data-testid="supplier-type"
        />
      </Flex>
      {isApiError(search.error) && <ApiErrorAlert failure={search.error.failure} />}
      {search.isPending && <Skeleton active />}
      {data && data.items.length === 0 && (
        <Empty description={t('suppliers.search.empty')} data-testid="supplier-empty" />
      )}
      {data && data.items.length > 0 && (
        <>
          <Typography.Text type="secondary" data-testid="supplier-total">
            {t('suppliers.search.total', { count: data.total })}
          </Typography.Text>
          <div style={{ marginTop: 8 }}>
            <ListingResults page={data.page} total={data.total} onPage={(next) => update({ page: String(next) })}>
              {data.items.map((listing) => (
                <Link key={listing.id} to={paths.listing(listing.slug)} aria-label={listing.productName}>
                  <ListingCard listing={{ ...listing, photo: listing.photo.thumb }} />
                </Link>
              ))}
            </ListingResults>
          </div>
        </>
      )}
    </div>
  );
}
