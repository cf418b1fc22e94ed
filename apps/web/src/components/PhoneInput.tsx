import { PhoneOutlined } from '@ant-design/icons';
import { normalisePhone, PHONE_EXAMPLE } from '@pasarlens/contracts';
import { Input, type InputProps } from 'antd';

type PhoneInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
};

/**
 * Phone field for antd forms: on blur the contracts' normalisePhone turns what was typed
 * (0812…, 62812…, with spaces or dashes) into +62…; input it cannot read is left as typed.
 */
export function PhoneInput({ value, onChange, onBlur, ...props }: PhoneInputProps) {
  return (
    <Input
      prefix={<PhoneOutlined />}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={PHONE_EXAMPLE}
      {...props}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      onBlur={(event) => {
        const normalised = normalisePhone(event.target.value);
        if (normalised && normalised !== event.target.value) onChange?.(normalised);
        onBlur?.(event);
      }}
    />
  );
}
