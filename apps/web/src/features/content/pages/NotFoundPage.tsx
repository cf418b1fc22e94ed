import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';

/** Translated 404 for unknown paths (public ones and those under /app). */
export default function NotFoundPage({ homePath = paths.landing }: { homePath?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={<span data-testid="not-found">{t('notFound.body')}</span>}
      extra={
        <LinkButton type="primary" to={homePath}>
          {t('notFound.back')}
        </LinkButton>
      }
    />
  );
}
