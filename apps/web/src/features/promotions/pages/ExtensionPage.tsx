import { ChromeOutlined, DownloadOutlined, LinkOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PromotionPage } from '../../../components/PromotionPage.tsx';
import { paths } from '../../../lib/paths.ts';

const POINTS = [
  'promo.extension.points.sales',
  'promo.extension.points.history',
  'promo.extension.points.confidence',
  'promo.extension.points.tokens',
] as const;

const STEPS = [
  'promo.extension.install.unzip',
  'promo.extension.install.open',
  'promo.extension.install.developer',
  'promo.extension.install.load',
  'promo.extension.install.connect',
] as const;

/** The Chrome extension (spec §1, decisions/038): what it shows on marketplace pages, the download and how to install it. */
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
        <>
          <Button
            type="primary"
            icon={<DownloadOutlined />}
            href={paths.extensionDownload}
            download="pasarlens-extension.zip"
            data-testid="extension-download"
          >
            {t('promo.extension.download')}
          </Button>
          <Link to={paths.extensionConnect}>
            <Button icon={<LinkOutlined />}>{t('promo.extension.connect')}</Button>
          </Link>
        </>
      }
    >
      <Card className="pl-card" style={{ marginTop: 16 }}>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {t('promo.extension.installTitle')}
        </Typography.Title>
        <ol data-testid="extension-install-steps" style={{ paddingInlineStart: 20 }}>
          {STEPS.map((key) => (
            <li key={key}>
              <Typography.Text>{t(key)}</Typography.Text>
            </li>
          ))}
        </ol>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('promo.extension.privacy')}
        </Typography.Paragraph>
      </Card>
    </PromotionPage>
  );
}
