import { PLAN_IDS, PLANS, type BillingPeriod } from '@pasarlens/contracts/plain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/usePageMeta.ts';
import { PeriodToggle } from '../components/PeriodToggle.tsx';
import { PlanCard } from '../components/PlanCard.tsx';
import { PlanComparison } from '../components/PlanComparison.tsx';
import { PricingFaq } from '../components/PricingFaq.tsx';
import { TokenCosts } from '../components/TokenCosts.tsx';
import { periodParam, POPULAR_PLAN } from '../params.ts';
import { activePaidPlan } from '../../../lib/plan.ts';
import { useVisitor } from '../../../lib/visitor.tsx';

/** /harga: plan cards for the chosen period (kept in ?period=), the full comparison, what a token buys and the FAQ. */
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
        <h1 className="pl-content__title">{t('billing.pricing.title')}</h1>
        <p className="pl-content__lead">{t('billing.pricing.lead')}</p>
        <PeriodToggle value={period} onChange={setPeriod} />
      </header>
      <div className="pl-pricing__plans">
        {PLAN_IDS.map((id) => (
          <PlanCard
            key={id}
            plan={PLANS[id]}
            period={period}
            popular={id === POPULAR_PLAN}
            current={currentPlan === id}
            signedIn={Boolean(visitor)}
          />
        ))}
      </div>
      <section className="pl-pricing__section">
        <h2 className="pl-section-block__title">{t('billing.pricing.comparisonTitle')}</h2>
        <p className="pl-comparison__hint" data-testid="comparison-hint">
          {t('billing.pricing.comparisonHint')}
        </p>
        <PlanComparison period={period} />
      </section>
      <section className="pl-pricing__section pl-pricing__faq" data-testid="token-costs-section">
        <h2 className="pl-section-block__title">{t('billing.pricing.tokenCosts.title')}</h2>
        <TokenCosts />
      </section>
      <section className="pl-pricing__section pl-pricing__faq">
        <h2 className="pl-section-block__title">{t('billing.pricing.faqTitle')}</h2>
        <PricingFaq />
      </section>
    </div>
  );
}
