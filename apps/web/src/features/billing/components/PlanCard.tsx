import { isPaidPlan, type BillingPeriod, type Plan, type PlanId } from '@pasarlens/contracts/plain';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/site/ButtonLink.tsx';
import { paths } from '../../../lib/paths.ts';
import { ALLOWANCES, AllowanceValueText } from './allowances.tsx';
import { PlanPrice } from './PlanPrice.tsx';
import { planName } from '../../../lib/plan.ts';

const TAGLINES: Record<PlanId, { taglineKey: string }> = {
  free: { taglineKey: 'billing.taglines.free' },
  basic: { taglineKey: 'billing.taglines.basic' },
  smart: { taglineKey: 'billing.taglines.smart' },
  genius: { taglineKey: 'billing.taglines.genius' },
  enterprise: { taglineKey: 'billing.taglines.enterprise' },
};

/** One plan on the pricing page: price for the period, the main allowances, and the way in. */
export function PlanCard({
  plan,
  period,
  popular = false,
  current = false,
  signedIn = false,
}: {
  plan: Plan;
  period: BillingPeriod;
  popular?: boolean;
  current?: boolean;
  signedIn?: boolean;
}) {
  const { t } = useTranslation();
  const paid = isPaidPlan(plan.id);
  const freeWay = signedIn ? paths.home : paths.register;
  return (
    <section className={`pl-panel pl-plan${popular ? ' pl-plan--popular' : ''}`} data-testid={`plan-${plan.id}`}>
      <div className="pl-plan__head">
        <h2 className="pl-plan__name">{planName(t, plan.id)}</h2>
        {current ? (
          <span className="pl-badge pl-badge--blue" data-testid="current-plan">
            {t('billing.pricing.current')}
          </span>
        ) : (
          popular && <span className="pl-badge">{t('billing.pricing.popular')}</span>
        )}
      </div>
      <p className="pl-plan__tagline">{t(TAGLINES[plan.id].taglineKey)}</p>
      <PlanPrice plan={plan} period={period} />
      <ul className="pl-plan__allowances">
        {ALLOWANCES.filter((row) => row.onCard).map((row) => (
          <li key={row.key}>
            <span>{t(row.labelKey)}</span>
            <strong>
              <AllowanceValueText value={row.value(plan)} />
            </strong>
          </li>
        ))}
      </ul>
      <ButtonLink
        variant={popular ? 'primary' : 'default'}
        block
        to={paid ? paths.upgradeTo(plan.id, period) : freeWay}
        data-testid={`choose-${plan.id}`}
      >
        {paid
          ? current
            ? t('billing.pricing.renew')
            : t('billing.pricing.choose')
          : signedIn
            ? t('billing.pricing.toDashboard')
            : t('billing.pricing.startFree')}
      </ButtonLink>
    </section>
  );
}
