import { CrownOutlined, SafetyCertificateOutlined, StarOutlined } from '@ant-design/icons';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec §3's store flags: official shop, golden merchant, LazMall. */
export function StoreFlags({
  official,
  goldenMerchant = false,
  lazMall = false,
}: {
  official: boolean;
  goldenMerchant?: boolean;
  lazMall?: boolean;
}) {
  const { t } = useTranslation();
  if (!official && !goldenMerchant && !lazMall) return null;
  return (
    <Space size={4} wrap data-testid="store-flags">
      {official && (
        <Tag color="blue" icon={<SafetyCertificateOutlined />} data-testid="flag-official">
          {t('research.store.flags.official')}
        </Tag>
      )}
      {goldenMerchant && (
        <Tag color="gold" icon={<StarOutlined />} data-testid="flag-golden">
          {t('research.store.flags.goldenMerchant')}
        </Tag>
      )}
      {lazMall && (
        <Tag color="purple" icon={<CrownOutlined />} data-testid="flag-lazmall">
          {t('research.store.flags.lazMall')}
        </Tag>
      )}
    </Space>
  );
}
