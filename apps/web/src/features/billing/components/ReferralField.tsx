import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** A referral code with an Apply button; applying asks for a new quote, whose answer shows here. */
export function ReferralField({
  value,
  onChange,
  onApply,
  applying,
  error,
  appliedCode,
}: {
  value: string;
  onChange: (value: string) => void;
  onApply: () => void;
  applying: boolean;
  error: string | null;
  /** The code the shown price includes. */
  appliedCode: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      label={t('billing.referral.label')}
      validateStatus={error ? 'error' : appliedCode ? 'success' : undefined}
      help={error ?? (appliedCode ? t('billing.referral.applied', { code: appliedCode }) : t('billing.referral.hint'))}
      className="pl-referral-field"
    >
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onPressEnter={onApply}
          placeholder={t('billing.referral.placeholder')}
          maxLength={64}
          data-testid="referral-code"
          aria-label={t('billing.referral.label')}
        />
        <Button onClick={onApply} loading={applying} data-testid="referral-apply">
          {t('billing.referral.apply')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
