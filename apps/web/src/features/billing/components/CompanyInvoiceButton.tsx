import { WhatsAppOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';

/** Opens the WhatsApp chat in which the team issues a company invoice for a paid invoice. */
export function CompanyInvoiceButton({ url, ...props }: { url: string } & Omit<ButtonProps, 'href'>) {
  const { t } = useTranslation();
  return (
    <Button
      icon={<WhatsAppOutlined />}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="company-invoice"
      {...props}
    >
      {t('billing.companyInvoice')}
    </Button>
  );
}
