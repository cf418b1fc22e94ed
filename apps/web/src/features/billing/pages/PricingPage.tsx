import { PLAN_IDS, PLANS, type BillingPeriod } from '@pasarlens/contracts';
import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { PeriodToggle } from '../components/PeriodToggle.tsx';
import { PlanCard } from '../components/PlanCard.tsx';
import { PlanComparison } from '../components/PlanComparison.tsx';
import { PricingFaq } from '../components/PricingFaq.tsx';
import { periodParam, POPULAR_PLAN } from '../params.ts';
import { activePaidPlan } from '../../../lib/plan.ts';
import { useVisitor } from '../../../lib/session.tsx';

/** /harga: plan cards for the chosen period (kept in ?period=), the full comparison and the FAQ. */
export default function PricingPage() {
  const { t } = useTranslation();
  const visitor = useVisitor();
  // The plan a signed-in user has now (Free once a paid plan has ended).
  const currentPlan = visitor ? (activePaidPlan(visitor) ?? 'free') : null;
  usePageMeta(t('billing.pricing.title'), t('billing.pricing.lead'));
  const [params, setParams] = useSearchParams();
  const period = periodParam(params);
  const setPeriod = (next: BillingPeriod) =>
    setParams(
      (current) => {
        current.set('period', next);
        return current;
      },
      { replace: true },
    );

  return (
    <div className="pl-pricing">
      <header className="pl-pricing__head">
        <Typography.Title level={1} className="pl-content__title">
          {t('billing.pricing.title')}
        </Typography.Title>
        <Typography.Paragraph className="pl-content__lead">{t('billing.pricing.lead')}</Typography.Paragraph>
        <PeriodToggle value={period} onChange={setPeriod} />
      </header>
      <div className="pl-pricing__grid">
        <Row gutter={[16, 16]}>
          {PLAN_IDS.map((id) => (
            <Col key={id} xs={24} sm={12} lg={8} xl={{ flex: '20%' }}>
              <PlanCard plan={PLANS[id]} period={period} popular={id === POPULAR_PLAN} current={currentPlan === id} signedIn={Boolean(visitor)} />
            </Col>
          ))}
        </Row>
      </div>
      <section className="pl-pricing__section">
        <Typography.Title level={2} className="pl-section-block__title">
          {t('billing.pricing.comparisonTitle')}
        </Typography.Title>
        <PlanComparison period={period} />
      </section>
      <section className="pl-pricing__section pl-pricing__faq">
        <Typography.Title level={2} className="pl-section-block__title">
          {t('billing.pricing.faqTitle')}
        </Typography.Title>
        <PricingFaq />
      </section>
    </div>
  );
}
