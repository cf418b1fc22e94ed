import { SearchOutlined } from '@ant-design/icons';
import type { WatchableProduct } from '@pasarlens/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Input, List, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { isApiError } from '../../../lib/api.ts';
import { formatIdr } from '../../../lib/format.ts';
import { foundProductsQuery, requestDataMutation } from '../queries.ts';
import { useLanguage } from '../../../i18n/language.ts';

/** Paste a product link or search by name; an unknown link of a marketplace offers the data request (spec §8). */
export function ProductFinder({
  onPick,
  picked,
}: {
  onPick: (product: WatchableProduct) => void;
  picked: (id: number) => boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const found = useQuery(foundProductsQuery(query));
  const request = useMutation(requestDataMutation());
  return (
    <div data-testid="product-finder">
      <Input.Search
        data-testid="product-query"
        placeholder={t('alerts.find.placeholder')}
        enterButton={<SearchOutlined />}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onSearch={(value) => setQuery(value.trim())}
      />
      {found.isFetching && <Skeleton active />}
      {found.error && isApiError(found.error) && <ApiErrorAlert failure={found.error.failure} />}
      {found.data && found.data.products.length === 0 && !found.data.dataRequest && (
        <Empty description={t('alerts.find.none')} />
      )}
      {found.data?.dataRequest && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          data-testid="product-unknown"
          title={t('alerts.find.unknown')}
          action={
            request.isSuccess ? (
              <Typography.Text type="success" data-testid="data-requested">
                {t('alerts.find.requested')}
              </Typography.Text>
            ) : (
              <Button
                size="small"
                loading={request.isPending}
                onClick={() => request.mutate(found.data!.dataRequest!)}
                data-testid="request-data"
              >
                {t('alerts.find.request')}
              </Button>
            )
          }
        />
      )}
      {found.data && found.data.products.length > 0 && (
        <List
          dataSource={found.data.products}
          rowKey="id"
          renderItem={(product) => (
            <List.Item
              data-testid="found-product"
              actions={[
                <Button
                  key="pick"
                  size="small"
                  type={picked(product.id) ? 'primary' : 'default'}
                  onClick={() => onPick(product)}
                  data-testid="pick-product"
                >
                  {picked(product.id) ? t('alerts.find.picked') : t('alerts.find.pick')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={product.name}
                description={`${product.store.name} · ${t(`alerts.platforms.${product.platform}`, product.platform)} · ${formatIdr(product.price, language)}`}
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
