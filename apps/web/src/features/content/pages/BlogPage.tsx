import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDay } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { ContentPage } from '../components/ContentPage.tsx';
import { articles } from '../content.ts';

/** Spec §2 /blog: the articles of content/blog, newest first. */
export default function BlogPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ContentPage title={t('info.blog.title')} lead={t('info.blog.body')}>
      {articles(language).map((article) => (
        <Card key={article.slug} className="pl-card" style={{ marginBottom: 16 }} data-testid="blog-entry">
          <Typography.Text type="secondary">{formatDay(article.date, language)}</Typography.Text>
          <Typography.Title level={2} style={{ fontSize: 20, marginTop: 4 }}>
            <Link to={paths.blogArticle(article.slug)}>{article.title}</Link>
          </Typography.Title>
          <Typography.Paragraph style={{ marginBottom: 0 }}>{article.description}</Typography.Paragraph>
        </Card>
      ))}
    </ContentPage>
  );
}
