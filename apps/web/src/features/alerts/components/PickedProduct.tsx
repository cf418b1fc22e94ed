import type { WatchableProduct } from '@pasarlens/contracts';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatIdr } from '../../../lib/format.ts';
import { useLanguage } from '../../../i18n/language.ts';

export function PickedProduct({ product }: { product: WatchableProduct }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Card size="small" className="pl-card" data-testid="picked-product">
      <Typography.Text strong>{product.name}</Typography.Text>
      <br />
      <Typography.Text type="secondary">
        {product.store.name} · {t(`alerts.platforms.${product.platform}`, product.platform)} ·{' '}
        {t('alerts.find.now', { price: formatIdr(product.price, language) })}
      </Typography.Text>
    </Card>
  );
}
