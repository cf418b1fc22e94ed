import { ChromeOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { whatsappLink } from '../../../lib/contact.ts';
import { PromotionPage } from '../../../components/PromotionPage.tsx';

const POINTS = [
  'promo.extension.points.sales',
  'promo.extension.points.history',
  'promo.extension.points.fees',
  'promo.extension.points.export',
] as const;

/** The Chrome extension (spec §1): what it shows on marketplace pages, and how to get early access. */
export default function ExtensionPage() {
  const { t } = useTranslation();
  return (
    <PromotionPage
      testId="extension-page"
      icon={<ChromeOutlined />}
      titleKey="promo.extension.title"
      leadKey="promo.extension.lead"
      pointKeys={POINTS}
      actions={
        <Button
          type="primary"
          icon={<WhatsAppOutlined />}
          href={whatsappLink(t('promo.extension.whatsapp'))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('promo.extension.cta')}
        </Button>
      }
    />
  );
}
