import { Suspense } from 'react';
import { useParams } from 'react-router';
import { Loading } from '../../../components/site/Loading.tsx';
import { useLanguage } from '../../../i18n/language.ts';
import { formatDay } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { ContentPage } from '../components/ContentPage.tsx';
import { SignUpCard } from '../components/SignUpCard.tsx';
import { article as findArticle, useArticleHtml, type Article } from '../content.ts';
import NotFoundPage from './NotFoundPage.tsx';

function ArticleBody({ article }: { article: Article }) {
  // The HTML was made at build time from the repository's own Markdown, so it is trusted.
  return (
    <div
      className="pl-article"
      data-testid="blog-article"
      dangerouslySetInnerHTML={{ __html: useArticleHtml(article) }}
    />
  );
}

/** One article: its title and description become the page's title and meta description. */
export default function BlogArticlePage() {
  const { slug = '' } = useParams();
  const language = useLanguage();
  const article = findArticle(slug, language);
  if (!article) return <NotFoundPage homePath={paths.blog} />;
  return (
    <ContentPage title={article.title} description={article.description}>
      <time className="pl-muted" dateTime={article.date}>
        {formatDay(article.date, language)}
      </time>
      <Suspense fallback={<Loading />}>
        <ArticleBody article={article} />
      </Suspense>
      <SignUpCard />
    </ContentPage>
  );
}
