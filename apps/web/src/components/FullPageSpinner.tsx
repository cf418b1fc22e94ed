import { Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Centred spinner for route chunks and the session check. */
export function FullPageSpinner({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={inline ? 'pl-spinner pl-spinner--inline' : 'pl-spinner'} role="status" aria-live="polite">
      <Spin size="large" />
      <Typography.Text type="secondary">{t('common.loading')}</Typography.Text>
    </div>
  );
}
