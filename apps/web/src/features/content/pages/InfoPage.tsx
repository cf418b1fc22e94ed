import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { paths } from '../../../lib/paths.ts';
import { ContentPage } from '../components/ContentPage.tsx';

const PAGES = {
  kelas: { titleKey: 'info.kelas.title', bodyKey: 'info.kelas.body' },
  api: { titleKey: 'info.api.title', bodyKey: 'info.api.body' },
  tutorial: { titleKey: 'info.tutorial.title', bodyKey: 'info.tutorial.body' },
  blog: { titleKey: 'info.blog.title', bodyKey: 'info.blog.body' },
} satisfies Record<string, { titleKey: string; bodyKey: string }>;

export type InfoPageName = keyof typeof PAGES;

/** Short public pages: classes, API, tutorials, blog. */
export default function InfoPage({ page }: { page: InfoPageName }) {
  const { t } = useTranslation();
  const content = PAGES[page];
  return (
    <ContentPage title={t(content.titleKey)} lead={t(content.bodyKey)}>
      <Card className="pl-card pl-info-cta">
        <Typography.Paragraph style={{ marginBottom: 12 }}>{t('info.ctaText')}</Typography.Paragraph>
        <LinkButton type="primary" to={paths.register}>
          {t('info.ctaButton')}
        </LinkButton>
      </Card>
    </ContentPage>
  );
}
