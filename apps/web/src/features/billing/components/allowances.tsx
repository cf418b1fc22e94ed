import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import type { Plan } from '@pasarlens/contracts/plain';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/site/Icon.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { formatNumber } from '../../../lib/format.ts';

/** What a plan gives for one allowance: a count, yes/no, unlimited, or days of history. */
export type AllowanceValue = number | boolean | 'unlimited' | { days: number };

export interface AllowanceRow {
  key: string;
  labelKey: string;
  value: (plan: Plan) => AllowanceValue;
  /** Shown on the plan cards too; the comparison table shows every row. */
  onCard: boolean;
}

/** Every allowance of the plan catalog (DESIGN §5), in the order the cards and the table show them. */
export const ALLOWANCES: AllowanceRow[] = [
  { key: 'tokens', labelKey: 'billing.allowances.tokens', value: (plan) => plan.tokensPerMonth, onCard: true },
  { key: 'alerts', labelKey: 'billing.allowances.alerts', value: (plan) => plan.alerts, onCard: true },
  { key: 'adsSpy', labelKey: 'billing.allowances.adsSpy', value: (plan) => plan.adsSpy ?? 'unlimited', onCard: true },
  {
    key: 'downloadRows',
    labelKey: 'billing.allowances.downloadRows',
    value: (plan) => plan.downloadRowsPerMonth,
    onCard: true,
  },
  {
    key: 'history',
    labelKey: 'billing.allowances.history',
    value: (plan) => ({ days: plan.historyDays }),
    onCard: true,
  },
  { key: 'enterprise', labelKey: 'billing.allowances.enterprise', value: (plan) => plan.enterprise, onCard: true },
  {
    key: 'enterpriseStores',
    labelKey: 'billing.allowances.enterpriseStores',
    value: (plan) => plan.enterpriseStores,
    onCard: false,
  },
  {
    key: 'enterpriseMarkets',
    labelKey: 'billing.allowances.enterpriseMarkets',
    value: (plan) => plan.enterpriseMarkets,
    onCard: false,
  },
  {
    key: 'accountManager',
    labelKey: 'billing.allowances.accountManager',
    value: (plan) => plan.accountManager,
    onCard: true,
  },
];

/** One allowance value: a number (— for none), a tick or a cross, "unlimited", "30 days". */
export function AllowanceValueText({ value }: { value: AllowanceValue }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (typeof value === 'boolean') {
    return value ? (
      <Icon icon={CheckOutlined} className="pl-allowance__yes" label={t('billing.allowances.yes')} />
    ) : (
      <Icon icon={CloseOutlined} className="pl-allowance__no" label={t('billing.allowances.no')} />
    );
  }
  if (value === 'unlimited') return <>{t('billing.allowances.unlimited')}</>;
  const count = typeof value === 'number' ? value : value.days;
  if (count === 0) return <span className="pl-allowance__none">—</span>;
  return <>{typeof value === 'number' ? formatNumber(count, language) : t('billing.allowances.days', { count })}</>;
}
