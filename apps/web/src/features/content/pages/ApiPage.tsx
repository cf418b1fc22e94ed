import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/site/ButtonLink.tsx';
import { Panel } from '../../../components/site/Panel.tsx';
import { paths } from '../../../lib/paths.ts';
import { ContentPage } from '../components/ContentPage.tsx';

const PLANNED = [
  'apiPage.planned.products',
  'apiPage.planned.categories',
  'apiPage.planned.stores',
  'apiPage.planned.keys',
] as const;

/** Spec §2 /api: the public API is not open yet; the page says what is coming and how to ask. */
export default function ApiPage() {
  const { t } = useTranslation();
  return (
    <ContentPage title={t('info.api.title')} lead={t('info.api.body')}>
      <Panel title={t('apiPage.plannedTitle')} data-testid="api-planned">
        <ul className="pl-list">
          {PLANNED.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p className="pl-muted" style={{ marginTop: 12 }}>
          {t('apiPage.notYet')}
        </p>
        <ButtonLink variant="primary" to={paths.contact}>
          {t('apiPage.ask')}
        </ButtonLink>
      </Panel>
    </ContentPage>
  );
}
