import {
  AimOutlined,
  ApartmentOutlined,
  BellOutlined,
  CalculatorOutlined,
  DashboardOutlined,
  FileExcelOutlined,
  FundOutlined,
  KeyOutlined,
  ShopOutlined,
  ShoppingOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { paths } from '../../../lib/paths.ts';
import { useMarketplacesWithData } from '../../../lib/marketplaces.ts';
import { useVisitor } from '../../../lib/session.tsx';
import { usePageMeta } from '../../../lib/usePageMeta.ts';

const FEATURES: { icon: ReactNode; titleKey: string; bodyKey: string }[] = [
  { icon: <ShoppingOutlined />, titleKey: 'landing.features.product.title', bodyKey: 'landing.features.product.body' },
  { icon: <ShopOutlined />, titleKey: 'landing.features.store.title', bodyKey: 'landing.features.store.body' },
  { icon: <ApartmentOutlined />, titleKey: 'landing.features.category.title', bodyKey: 'landing.features.category.body' },
  { icon: <KeyOutlined />, titleKey: 'landing.features.keyword.title', bodyKey: 'landing.features.keyword.body' },
  { icon: <AimOutlined />, titleKey: 'landing.features.adsSpy.title', bodyKey: 'landing.features.adsSpy.body' },
  { icon: <FundOutlined />, titleKey: 'landing.features.history.title', bodyKey: 'landing.features.history.body' },
  { icon: <DashboardOutlined />, titleKey: 'landing.features.enterprise.title', bodyKey: 'landing.features.enterprise.body' },
  { icon: <BellOutlined />, titleKey: 'landing.features.alerts.title', bodyKey: 'landing.features.alerts.body' },
  { icon: <TeamOutlined />, titleKey: 'landing.features.suppliers.title', bodyKey: 'landing.features.suppliers.body' },
  { icon: <FileExcelOutlined />, titleKey: 'landing.features.exports.title', bodyKey: 'landing.features.exports.body' },
  { icon: <CalculatorOutlined />, titleKey: 'landing.features.calculators.title', bodyKey: 'landing.features.calculators.body' },
];

const STEPS = [
  { titleKey: 'landing.steps.one.title', bodyKey: 'landing.steps.one.body' },
  { titleKey: 'landing.steps.two.title', bodyKey: 'landing.steps.two.body' },
  { titleKey: 'landing.steps.three.title', bodyKey: 'landing.steps.three.body' },
];


export default function LandingPage() {
  const { t } = useTranslation();
  const visitor = useVisitor();
  const marketplaces = useMarketplacesWithData();
  usePageMeta(t('landing.documentTitle'), t('landing.lead'));

  return (
    <div className="pl-landing">
      <section className="pl-hero">
        <div className="pl-hero__inner">
          <Tag color="green" className="pl-hero__badge">
            {t('landing.badge')}
          </Tag>
          <Typography.Title level={1} className="pl-hero__title" data-testid="landing-title">
            {t('landing.title')}
          </Typography.Title>
          <Typography.Paragraph className="pl-hero__lead">{t('landing.lead')}</Typography.Paragraph>
          <Space wrap size="middle">
            <LinkButton type="primary" size="large" to={visitor ? paths.home : paths.register} data-testid="landing-cta">
              {visitor ? t('landing.ctaDashboard') : t('landing.ctaRegister')}
            </LinkButton>
            <LinkButton size="large" to={paths.pricing}>
              {t('landing.ctaPricing')}
            </LinkButton>
          </Space>
          <div className="pl-hero__markets">
            <Typography.Text type="secondary">{t('landing.marketplaces')}</Typography.Text>
            <Space wrap size={[8, 8]}>
              {marketplaces.map((marketplace) => (
                <Tag key={marketplace} className="pl-hero__market" data-testid="landing-marketplace">
                  {t(`research.marketplaces.${marketplace}`)}
                </Tag>
              ))}
            </Space>
          </div>
        </div>
      </section>

      <section className="pl-section-block">
        <Typography.Title level={2} className="pl-section-block__title">
          {t('landing.featuresTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className="pl-section-block__lead">
          {t('landing.featuresLead')}
        </Typography.Paragraph>
        <Row gutter={[16, 16]}>
          {FEATURES.map((feature) => (
            <Col key={feature.titleKey} xs={24} sm={12} lg={8}>
              <Card className="pl-card pl-feature">
                <div className="pl-feature__icon">{feature.icon}</div>
                <Typography.Title level={5}>{t(feature.titleKey)}</Typography.Title>
                <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                  {t(feature.bodyKey)}
                </Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      </section>

      <section className="pl-section-block pl-section-block--tinted">
        <Typography.Title level={2} className="pl-section-block__title">
          {t('landing.stepsTitle')}
        </Typography.Title>
        <Row gutter={[24, 24]}>
          {STEPS.map((step, index) => (
            <Col key={step.titleKey} xs={24} md={8}>
              <div className="pl-step">
                <span className="pl-step__number">{index + 1}</span>
                <Typography.Title level={5}>{t(step.titleKey)}</Typography.Title>
                <Typography.Paragraph type="secondary">{t(step.bodyKey)}</Typography.Paragraph>
              </div>
            </Col>
          ))}
        </Row>
      </section>

      <section className="pl-cta">
        <Typography.Title level={2} className="pl-cta__title">
          {t('landing.ctaTitle')}
        </Typography.Title>
        <Typography.Paragraph className="pl-cta__text">{t('landing.ctaText')}</Typography.Paragraph>
        <LinkButton size="large" to={visitor ? paths.home : paths.register} className="pl-cta__button">
          {visitor ? t('landing.ctaDashboard') : t('landing.ctaRegister')}
        </LinkButton>
      </section>
    </div>
  );
}
