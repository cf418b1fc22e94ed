import type { AffiliateTerms, ProductDetail } from '@pasarlens/contracts';
import { Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { formatPercent } from '../../../lib/format.ts';
import { marketplaceLabelKey } from './MarketplaceTabs.tsx';
import { Paywall } from './Paywall.tsx';

const RATES: { key: keyof AffiliateTerms; labelKey: string }[] = [
  { key: 'sellerCommissionRate', labelKey: 'research.affiliate.seller' },
  { key: 'marketplaceCommissionRate', labelKey: 'research.affiliate.marketplace' },
  { key: 'videoCommissionRate', labelKey: 'research.affiliate.video' },
  { key: 'liveCommissionRate', labelKey: 'research.affiliate.live' },
];

/** The product's affiliate commission rates (fractions of the price): seller, marketplace, video, live. */
export function AffiliateModal({
  product,
  premium,
  open,
  onClose,
}: {
  product: ProductDetail;
  premium: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const terms = product.affiliate;
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('research.affiliate.title', { name: product.name })}
      destroyOnHidden
    >
      <div data-testid="affiliate-modal">
        {!premium ? (
          <Paywall kind="details" />
        ) : terms ? (
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              {
                key: 'platform',
                label: t('research.affiliate.platform'),
                children: t(marketplaceLabelKey(product.marketplace)),
              },
              ...RATES.map(({ key, labelKey }) => ({
                key,
                label: t(labelKey),
                children: (
                  <span data-testid={`affiliate-${key}`}>
                    {terms[key] === null ? '—' : formatPercent(terms[key], language, 2)}
                  </span>
                ),
              })),
            ]}
          />
        ) : (
          <Typography.Paragraph type="secondary" data-testid="affiliate-empty">
            {t('research.affiliate.empty')}
          </Typography.Paragraph>
        )}
      </div>
    </Modal>
  );
}
