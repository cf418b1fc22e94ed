import { useTranslation } from 'react-i18next';

/** A spinner in plain CSS while a public page's code or data is on its way. */
export function Loading() {
  const { t } = useTranslation();
  return <div className="pl-loading" role="status" aria-label={t('common.loading')} />;
}
