import { CheckOutlined } from '@ant-design/icons';
import { Card, Col, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { formatIdr, formatNumber } from '../../../lib/format.ts';
import { ContentPage } from '../components/ContentPage.tsx';

/** DESIGN §5 plan catalog (monthly price and tokens); the full comparison comes with the pricing feature. */
const PLANS = [
  { key: 'free', nameKey: 'pricing.plans.free.name', taglineKey: 'pricing.plans.free.tagline', price: 0, tokens: 50 },
  { key: 'basic', nameKey: 'pricing.plans.basic.name', taglineKey: 'pricing.plans.basic.tagline', price: 299_000, tokens: 900 },
  { key: 'smart', nameKey: 'pricing.plans.smart.name', taglineKey: 'pricing.plans.smart.tagline', price: 499_000, tokens: 3_600, popular: true },
  { key: 'genius', nameKey: 'pricing.plans.genius.name', taglineKey: 'pricing.plans.genius.tagline', price: 2_999_000, tokens: 26_500 },
  { key: 'enterprise', nameKey: 'pricing.plans.enterprise.name', taglineKey: 'pricing.plans.enterprise.tagline', price: 19_000_000, tokens: 200_000 },
];

export default function PricingPage() {
  const { t } = useTranslation();
  const language = useLanguage();

  return (
    <div className="pl-pricing">
      <ContentPage title={t('pricing.title')} lead={t('pricing.lead')} />
      <div className="pl-pricing__grid">
        <Row gutter={[16, 16]}>
          {PLANS.map((plan) => (
            <Col key={plan.key} xs={24} sm={12} lg={8} xl={{ flex: '20%' }}>
              <Card className={`pl-card pl-plan${plan.popular ? ' pl-plan--popular' : ''}`} data-testid={`plan-${plan.key}`}>
                <div className="pl-plan__head">
                  <Typography.Title level={4} className="pl-plan__name">
                    {t(plan.nameKey)}
                  </Typography.Title>
                  {plan.popular && <Tag color="green">{t('pricing.popular')}</Tag>}
                </div>
                <Typography.Paragraph type="secondary" className="pl-plan__tagline">
                  {t(plan.taglineKey)}
                </Typography.Paragraph>
                <div className="pl-plan__price">
                  <span className="pl-plan__amount">{formatIdr(plan.price)}</span>
                  <span className="pl-plan__period">{t('pricing.perMonth')}</span>
                </div>
                <div className="pl-plan__tokens">
                  <CheckOutlined /> {t('pricing.tokens', { tokens: formatNumber(plan.tokens, language) })}
                </div>
                <LinkButton type={plan.popular ? 'primary' : 'default'} block to="/register">
                  {plan.price === 0 ? t('pricing.startFree') : t('pricing.choose')}
                </LinkButton>
              </Card>
            </Col>
          ))}
        </Row>
      </div>
      <Typography.Paragraph type="secondary" className="pl-pricing__note">
        {t('pricing.note')}
      </Typography.Paragraph>
    </div>
  );
}
