import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/language.ts';
import { formatIdr } from '../../../lib/format.ts';

const MAX_RUPIAH = 10_000_000_000;

function Field({
  name,
  label,
  children,
  className = 'pl-field',
}: {
  name: string;
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={name} className="pl-field__label">
        {label}
      </label>
      {children}
    </div>
  );
}

/** Where the caret stands after `digits` digits of `text`: editing inside a grouped amount keeps its place. */
function caretAfterDigits(text: string, digits: number): number {
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (seen === digits && /\d/.test(text[index]!)) return index;
    if (/\d/.test(text[index]!)) seen += 1;
  }
  return text.length;
}

/** A rupiah amount, grouped as the interface language writes it (Rp 150.000) while typing; emptied, the calculator falls back to its default until the next digit. */
export function MoneyField({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: number;
  onChange: (value: number | null) => void;
}) {
  const language = useLanguage();
  const [draft, setDraft] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const caretDigits = useRef<number | null>(null);
  const shown = draft ?? formatIdr(value, language);
  useLayoutEffect(() => {
    if (caretDigits.current === null || document.activeElement !== input.current) return;
    const caret = caretAfterDigits(shown, caretDigits.current);
    input.current!.setSelectionRange(caret, caret);
    caretDigits.current = null;
  }, [shown]);
  return (
    <Field name={name} label={label}>
      <input
        ref={input}
        id={name}
        data-testid={`input-${name}`}
        className="pl-input"
        inputMode="numeric"
        autoComplete="off"
        value={shown}
        onChange={(event) => {
          const { value: text, selectionStart } = event.target;
          caretDigits.current = text.slice(0, selectionStart ?? text.length).replace(/\D/g, '').length;
          const digits = text.replace(/\D/g, '');
          const amount = digits === '' ? null : Math.min(MAX_RUPIAH, Number(digits));
          setDraft(amount === null ? '' : formatIdr(amount, language));
          onChange(amount);
        }}
        onBlur={() => setDraft(null)}
      />
    </Field>
  );
}

/** A percentage, decimals allowed (with a point or a comma). */
export function PercentField({
  name,
  label,
  value,
  onChange,
  max = 100,
}: {
  name: string;
  label: string;
  value: number;
  onChange: (value: number | null) => void;
  max?: number;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <Field name={name} label={label}>
      <span className="pl-input-affix">
        <input
          id={name}
          data-testid={`input-${name}`}
          className="pl-input"
          inputMode="decimal"
          autoComplete="off"
          value={draft ?? String(value)}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            if (text.trim() === '') return onChange(null);
            const percent = Number(text.replace(',', '.'));
            if (Number.isFinite(percent) && percent >= 0) onChange(Math.min(max, percent));
          }}
          onBlur={() => setDraft(null)}
        />
        <span className="pl-input-affix__suffix">%</span>
      </span>
    </Field>
  );
}

export function ChoiceField<T extends string>({
  name,
  label,
  value,
  options,
  onChange,
}: {
  name: string;
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <Field name={name} label={label}>
      <select
        id={name}
        data-testid={`input-${name}`}
        className="pl-input"
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function SwitchField({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <Field name={name} label={label} className="pl-field pl-field--switch">
      <input
        id={name}
        data-testid={`input-${name}`}
        type="checkbox"
        role="switch"
        className="pl-switch"
        checked={value}
        onChange={(event) => onChange(event.target.checked)}
      />
    </Field>
  );
}

/** The day whose fee table applies. */
export function DayField({ value, min, onChange }: { value: string; min: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Field name="day" label={t('calc.day')}>
      <input
        id="day"
        data-testid="input-day"
        className="pl-input"
        type="date"
        min={min}
        value={value}
        onChange={(event) => event.target.value && onChange(event.target.value)}
      />
    </Field>
  );
}
