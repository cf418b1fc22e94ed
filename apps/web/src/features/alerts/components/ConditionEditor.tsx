import {
  ALERT_CONDITIONS,
  ALERT_NOTES_MAX,
  CONDITION_AMOUNTS,
  conditionHolds,
  type AlertChanges,
  type WatchableProduct,
} from '@pasarlens/contracts';
import { Alert, Input, InputNumber, Segmented, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatIdr } from '../../../lib/format.ts';
import { useLanguage } from '../../../i18n/language.ts';

export type RuleDraft = Required<Pick<AlertChanges, 'condition'>> & {
  minimum?: number | null;
  target?: number | null;
  maximum?: number | null;
  unit?: 'rupiah' | 'percent' | null;
  notes?: string | null;
};

export const EMPTY_RULE: RuleDraft = { condition: 'less_than', target: null };

/** Only the amounts the condition takes, so switching condition never sends a stale one. */
export function ruleOf(draft: RuleDraft): AlertChanges {
  const wanted = CONDITION_AMOUNTS[draft.condition];
  const pick = <K extends 'minimum' | 'target' | 'maximum' | 'unit'>(field: K) =>
    wanted.includes(field) ? (draft[field] ?? null) : null;
  return {
    condition: draft.condition,
    minimum: pick('minimum'),
    target: pick('target'),
    maximum: pick('maximum'),
    unit: pick('unit') ?? (wanted.includes('unit') ? 'rupiah' : null),
    notes: draft.notes || null,
  };
}

type Now = Pick<WatchableProduct, 'price' | 'stock' | 'lowest30'>;

/** Whether the product's current price would fire the rule now, or null while an amount is missing. */
function preview(draft: RuleDraft, now: Now): boolean | null {
  const rule = ruleOf(draft);
  const missing = CONDITION_AMOUNTS[rule.condition].some(
    (field) => field !== 'unit' && (rule[field] === null || rule[field] === undefined),
  );
  if (missing) return null;
  return conditionHolds(
    {
      condition: rule.condition,
      minimum: rule.minimum ?? null,
      target: rule.target ?? null,
      maximum: rule.maximum ?? null,
      unit: rule.unit ?? null,
      basePrice: now.price,
    },
    now,
  );
}

/** Spec §2 condition configuration: the condition, its amounts, notes, and a live preview against the current price. */
export function ConditionEditor({
  value,
  onChange,
  product,
}: {
  value: RuleDraft;
  onChange: (next: RuleDraft) => void;
  product: Now | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const wanted = CONDITION_AMOUNTS[value.condition];
  const set = (changes: Partial<RuleDraft>) => onChange({ ...value, ...changes });
  const money = (field: 'minimum' | 'target' | 'maximum', label: string) => (
    <label className="pl-alert-amount">
      <Typography.Text type="secondary">{label}</Typography.Text>
      <InputNumber<number>
        data-testid={`alert-${field}`}
        min={1}
        precision={0}
        style={{ width: '100%' }}
        value={value[field] ?? null}
        onChange={(next) => set({ [field]: next })}
        addonBefore={
          field === 'target' && value.unit === 'percent' ? '%' : value.condition === 'stock_below' ? undefined : 'Rp'
        }
      />
    </label>
  );
  const fires = product ? preview(value, product) : null;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="condition-editor">
      <label className="pl-alert-amount">
        <Typography.Text type="secondary">{t('alerts.form.condition')}</Typography.Text>
        <Select
          data-testid="alert-condition"
          value={value.condition}
          style={{ width: '100%' }}
          onChange={(condition) => set({ condition })}
          options={ALERT_CONDITIONS.map((condition) => ({
            value: condition,
            label: t(`alerts.conditions.${condition}`),
          }))}
        />
      </label>
      {wanted.includes('unit') && (
        <Segmented
          data-testid="alert-unit"
          value={value.unit ?? 'rupiah'}
          onChange={(unit) => set({ unit: unit as 'rupiah' | 'percent' })}
          options={[
            { value: 'rupiah', label: t('alerts.form.rupiah') },
            { value: 'percent', label: t('alerts.form.percent') },
          ]}
        />
      )}
      {wanted.includes('minimum') && money('minimum', t('alerts.form.minimum'))}
      {wanted.includes('maximum') && money('maximum', t('alerts.form.maximum'))}
      {wanted.includes('target') &&
        money('target', value.condition === 'stock_below' ? t('alerts.form.stock') : t('alerts.form.target'))}
      <label className="pl-alert-amount">
        <Typography.Text type="secondary">{t('alerts.form.notes')}</Typography.Text>
        <Input.TextArea
          data-testid="alert-notes"
          maxLength={ALERT_NOTES_MAX}
          rows={2}
          value={value.notes ?? ''}
          onChange={(e) => set({ notes: e.target.value })}
        />
      </label>
      {product && (
        <Alert
          data-testid="alert-preview"
          type={fires === null ? 'info' : fires ? 'warning' : 'success'}
          showIcon
          title={
            fires === null
              ? t('alerts.preview.incomplete', { price: formatIdr(product.price, language) })
              : fires
                ? t('alerts.preview.holds', { price: formatIdr(product.price, language) })
                : t('alerts.preview.waits', { price: formatIdr(product.price, language) })
          }
        />
      )}
    </Space>
  );
}
