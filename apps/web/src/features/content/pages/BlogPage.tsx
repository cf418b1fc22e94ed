import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Panel } from '../../../components/site/Panel.tsx';
import { useLanguage } from '../../../i18n/language.ts';
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
        <Panel key={article.slug} data-testid="blog-entry">
          <time className="pl-muted" dateTime={article.date}>
            {formatDay(article.date, language)}
          </time>
          <h2 style={{ fontSize: 20, margin: '4px 0 8px' }}>
            <Link to={paths.blogArticle(article.slug)}>{article.title}</Link>
          </h2>
          <p style={{ marginBottom: 0 }}>{article.description}</p>
        </Panel>
      ))}
    </ContentPage>
  );
}
