import { GiftOutlined, WhatsAppOutlined } from '@ant-design/icons';
import type { AffiliateSetting, CurrentUser } from '@pasarlens/contracts';
import { Button, Card, Col, Descriptions, Result, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { whatsappLink } from '../../../lib/contact.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useSignedInUser } from '../../../lib/session.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { AffiliateApplication } from '../components/AffiliateApplication.tsx';
import { LeadsTable, SalesTable } from '../components/AffiliateLists.tsx';

/** The registration link that carries an affiliate code. */
const shareLink = (code: string, origin: string = window.location.origin) =>
  `${origin}/register?${new URLSearchParams({ affiliate_code: code }).toString()}`;

/** /app/referral: an active affiliate's code, link, rates, leads and sales; otherwise the programme. */
export default function ReferralPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('referral.title'));
  const user = useSignedInUser();
  const setting = user.affiliate_setting;
  return (
    <div className="pl-page pl-page--medium">
      <Typography.Title level={3}>{t('referral.title')}</Typography.Title>
      {setting?.isActive ? <AffiliateDashboard user={user} setting={setting} /> : <Programme user={user} />}
    </div>
  );
}

function AffiliateDashboard({ user, setting }: { user: CurrentUser; setting: AffiliateSetting }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const link = shareLink(setting.code);
  return (
    <>
      <Card className="pl-card" data-testid="affiliate">
        <Descriptions
          column={1}
          size="small"
          bordered
          className="pl-descriptions"
          items={[
            {
              key: 'code',
              label: t('referral.code'),
              children: (
                <Typography.Text strong copyable data-testid="affiliate-code">
                  {setting.code}
                </Typography.Text>
              ),
            },
            {
              key: 'link',
              label: t('referral.link'),
              children: (
                <Typography.Text copyable={{ text: link }} data-testid="share-link">
                  {link}
                </Typography.Text>
              ),
            },
          ]}
        />
        <Row gutter={[16, 16]} className="pl-stats">
          <Col xs={12} md={6}>
            <Statistic title={t('referral.discount')} value={setting.discountPercent} suffix="%" />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('referral.commission')} value={setting.commissionPercent} suffix="%" />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('referral.leadCount')} value={formatNumber(user.affiliateLeadCount, language)} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title={t('referral.salesCount')} value={formatNumber(user.sales, language)} />
          </Col>
        </Row>
      </Card>
      <Card className="pl-card pl-section" title={t('referral.leads.title')}>
        <LeadsTable />
      </Card>
      <Card className="pl-card pl-section" title={t('referral.sales.title')}>
        <SalesTable />
      </Card>
    </>
  );
}

function Programme({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  return (
    <Card className="pl-card" data-testid="referral-programme">
      <Result
        icon={<GiftOutlined style={{ color: 'var(--pl-primary)' }} />}
        title={t('referral.programme.title')}
        subTitle={t('referral.programme.body')}
        extra={
          <Button
            icon={<WhatsAppOutlined />}
            href={whatsappLink(t('referral.programme.message', { name: user.name, email: user.email }))}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="referral-contact"
          >
            {t('referral.programme.contact')}
          </Button>
        }
      />
      <AffiliateApplication />
      <ul className="pl-programme">
        <li>{t('referral.programme.stepCode')}</li>
        <li>{t('referral.programme.stepDiscount')}</li>
        <li>{t('referral.programme.stepCommission')}</li>
      </ul>
      {user.affiliate_setting && !user.affiliate_setting.isActive && (
        <Typography.Paragraph type="secondary" data-testid="affiliate-inactive">
          {t('referral.programme.inactive')}
        </Typography.Paragraph>
      )}
    </Card>
  );
}
