import { Form, Input, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatIdr } from '../../../lib/format.ts';

const digitsOnly = (text: string | undefined): string => (text ?? '').replace(/\D/g, '');

/** A rupiah amount, grouped as Rp 150.000 while typing. */
export function MoneyField({ name, label, value, onChange }: { name: string; label: string; value: number; onChange: (value: number | null) => void }) {
  return (
    <Form.Item label={label} htmlFor={name} style={{ marginBottom: 12 }}>
      <InputNumber<number>
        id={name}
        data-testid={`input-${name}`}
        style={{ width: '100%' }}
        min={0}
        max={10_000_000_000}
        value={value}
        inputMode="numeric"
        formatter={(v) => (v === undefined || v === null || `${v}` === '' ? '' : formatIdr(Number(v)))}
        parser={(text) => Number(digitsOnly(text))}
        onChange={onChange}
      />
    </Form.Item>
  );
}

/** A percentage, decimals allowed. */
export function PercentField({ name, label, value, onChange, max = 100 }: { name: string; label: string; value: number; onChange: (value: number | null) => void; max?: number }) {
  return (
    <Form.Item label={label} htmlFor={name} style={{ marginBottom: 12 }}>
      <InputNumber<number> id={name} data-testid={`input-${name}`} style={{ width: '100%' }} min={0} max={max} step={0.5} value={value} inputMode="decimal" suffix="%" onChange={onChange} />
    </Form.Item>
  );
}

export function ChoiceField<T extends string>({ name, label, value, options, onChange }: { name: string; label: string; value: T; options: { value: T; label: string }[]; onChange: (value: T) => void }) {
  return (
    <Form.Item label={label} htmlFor={name} style={{ marginBottom: 12 }}>
      <Select<T> id={name} data-testid={`input-${name}`} value={value} options={options} onChange={onChange} />
    </Form.Item>
  );
}

export function SwitchField({ name, label, value, onChange }: { name: string; label: string; value: boolean; onChange: (value: boolean) => void }) {
  return (
    <Form.Item label={label} htmlFor={name} style={{ marginBottom: 12 }}>
      <Switch id={name} data-testid={`input-${name}`} checked={value} onChange={onChange} />
    </Form.Item>
  );
}

/** The day whose fee table applies. */
export function DayField({ value, min, onChange }: { value: string; min: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('calc.day')} htmlFor="day" style={{ marginBottom: 12 }}>
      <Input id="day" data-testid="input-day" type="date" min={min} value={value} onChange={(event) => event.target.value && onChange(event.target.value)} />
    </Form.Item>
  );
}
