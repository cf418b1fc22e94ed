import { Typography } from 'antd';
import { marked } from 'marked';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDay } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { ContentPage } from '../components/ContentPage.tsx';
import { SignUpCard } from '../components/SignUpCard.tsx';
import { article as findArticle } from '../content.ts';
import NotFoundPage from './NotFoundPage.tsx';

/** One article: its title and description become the page's title and meta description. */
export default function BlogArticlePage() {
  const { slug = '' } = useParams();
  const language = useLanguage();
  const article = findArticle(slug, language);
  // The Markdown is the repository's own content, so its HTML is trusted.
  const html = useMemo(() => (article ? (marked.parse(article.body, { async: false }) as string) : ''), [article]);
  if (!article) return <NotFoundPage homePath={paths.blog} />;
  return (
    <ContentPage title={article.title} description={article.description}>
      <Typography.Text type="secondary">{formatDay(article.date, language)}</Typography.Text>
      <div className="pl-article" data-testid="blog-article" dangerouslySetInnerHTML={{ __html: html }} />
      <SignUpCard />
    </ContentPage>
  );
}
