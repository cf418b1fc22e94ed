import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/site/ButtonLink.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';

/** Translated 404 for unknown paths (public ones and those under /app). */
export default function NotFoundPage({ homePath = paths.landing }: { homePath?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="pl-result">
      <p className="pl-result__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p className="pl-muted" data-testid="not-found">
        {t('notFound.body')}
      </p>
      <div className="pl-actions">
        <ButtonLink variant="primary" to={homePath}>
          {t('notFound.back')}
        </ButtonLink>
      </div>
    </div>
  );
}
