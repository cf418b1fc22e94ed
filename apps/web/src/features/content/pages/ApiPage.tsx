import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { paths } from '../../../lib/paths.ts';
import { ContentPage } from '../components/ContentPage.tsx';

const PLANNED = ['apiPage.planned.products', 'apiPage.planned.categories', 'apiPage.planned.stores', 'apiPage.planned.keys'] as const;

/** Spec §2 /api: the public API is not open yet; the page says what is coming and how to ask. */
export default function ApiPage() {
  const { t } = useTranslation();
  return (
    <ContentPage title={t('info.api.title')} lead={t('info.api.body')}>
      <Card className="pl-card" title={t('apiPage.plannedTitle')} data-testid="api-planned">
        <ul style={{ paddingLeft: 20, margin: 0 }}>
          {PLANNED.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {t('apiPage.notYet')}
        </Typography.Paragraph>
        <LinkButton type="primary" to={paths.contact}>
          {t('apiPage.ask')}
        </LinkButton>
      </Card>
    </ContentPage>
  );
}
