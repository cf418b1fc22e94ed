import { TOKEN_COSTS, type TokenAction } from '@pasarlens/contracts/plain';
import { useTranslation } from 'react-i18next';

/** Spec §9's actions in the order a new user meets them; the free ones say so too. */
const ACTIONS: readonly TokenAction[] = [
  'search',
  'historicalOpen',
  'historicalProductDetail',
  'historicalCategoryOrStoreDetail',
  'historicalPage',
  'enterpriseFilter',
  'enterpriseDateChange',
  'enterprisePage',
  'enterpriseDataPage',
  'calculator',
];

/** What a token buys: every action that takes tokens, with its cost, and the rules that keep a charge fair. */
export function TokenCosts() {
  const { t } = useTranslation();
  return (
    <>
      <p className="pl-content__lead" data-testid="token-costs-lead">
        {t('billing.pricing.tokenCosts.lead')}
      </p>
      <div className="pl-table-scroll">
        <table className="pl-table" data-testid="token-costs">
          <thead>
            <tr>
              <th scope="col">{t('billing.pricing.tokenCosts.action')}</th>
              <th scope="col" className="pl-table__number">
                {t('billing.pricing.tokenCosts.tokens')}
              </th>
            </tr>
          </thead>
          <tbody>
            {ACTIONS.map((action) => (
              <tr key={action} data-testid={`token-cost-${action}`}>
                <td>{t(`billing.pricing.tokenCosts.actions.${action}`)}</td>
                <td className="pl-table__number">
                  {TOKEN_COSTS[action] === 0 ? t('billing.pricing.tokenCosts.free') : TOKEN_COSTS[action]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
