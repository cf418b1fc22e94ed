import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Centred spinner for route chunks and the session check. */
export function FullPageSpinner({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={inline ? 'pl-spinner pl-spinner--inline' : 'pl-spinner'} role="status" aria-live="polite">
      <Spin size="large" description={t('common.loading')}>
        <div style={{ width: 120, height: 80 }} />
      </Spin>
    </div>
  );
}
