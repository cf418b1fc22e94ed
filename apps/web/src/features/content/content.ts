import type { Language } from '@pasarlens/contracts/plain';
import { use } from 'react';
import { readable } from '../../lib/readable.ts';
import courses from '../../../content/courses.json';
import tutorials from '../../../content/tutorials.json';

/** Text in each interface language, as the content files hold it. */
type Localised = Record<Language, string>;

export interface Course {
  slug: string;
  title: Localised;
  summary: Localised;
  lessons: Localised[];
}

export interface Tutorial {
  feature: string;
  path: string;
  steps: Localised[];
}

export const COURSES: Course[] = courses;
export const TUTORIALS: Tutorial[] = tutorials;

export interface Article {
  slug: string;
  language: Language;
  title: string;
  description: string;
  date: string;
}

const BLOG = '../../../content/blog/';
const META = import.meta.glob<Omit<Article, 'slug' | 'language'>>('../../../content/blog/*.md', {
  query: '?meta',
  import: 'default',
  eager: true,
});
/** Each article's HTML, made from its Markdown at build time (apps/web/articles.ts), a chunk of its own. */
const HTML = import.meta.glob<string>('../../../content/blog/*.md', { query: '?html', import: 'default' });

const ARTICLES: Article[] = Object.entries(META).map(([path, meta]) => {
  const [, slug, language] = /([^/]+)\.(id|en|zh)\.md$/.exec(path)!;
  return { ...meta, slug: slug!, language: language as Language };
});

const loading = new Map<string, Promise<string>>();

/** An article's HTML, fetched once. */
function loadArticleHtml({ slug, language }: Article): Promise<string> {
  const path = `${BLOG}${slug}.${language}.md`;
  if (!loading.has(path)) loading.set(path, readable(HTML[path]!()));
  return loading.get(path)!;
}

/** Starts fetching an article's HTML in a language, when there is such an article. */
export function preloadArticle(slug: string, language: Language): Promise<void> {
  const found = article(slug, language);
  return found ? loadArticleHtml(found).then(() => undefined) : Promise.resolve();
}

/** The HTML of the article a page shows: the page waits (Suspense) until it is in. */
export const useArticleHtml = (article: Article): string => use(loadArticleHtml(article));

/** The articles in a language (Indonesian where one has no translation), newest first. */
export function articles(language: Language): Article[] {
  const slugs = [...new Set(ARTICLES.map((a) => a.slug))];
  return slugs.map((slug) => article(slug, language)!).sort((a, b) => b.date.localeCompare(a.date));
}

export function article(slug: string, language: Language): Article | undefined {
  return (
    ARTICLES.find((a) => a.slug === slug && a.language === language) ??
    ARTICLES.find((a) => a.slug === slug && a.language === 'id')
  );
}
