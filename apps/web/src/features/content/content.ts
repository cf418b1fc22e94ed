import type { Language } from '@pasarlens/contracts';
import courses from '../../../content/courses.json';
import tutorials from '../../../content/tutorials.json';

/** Text in each interface language, as the content files hold it. */
export type Localised = Record<Language, string>;

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
  body: string;
}

const FILES = import.meta.glob<string>('../../../content/blog/*.md', { query: '?raw', import: 'default', eager: true });

/** A Markdown file with a `---` header of `key: value` lines. */
function parse(path: string, raw: string): Article {
  const [, slug, language] = /([^/]+)\.(id|en|zh)\.md$/.exec(path)!;
  const [, header = '', body = raw] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(raw) ?? [];
  const meta = Object.fromEntries(header.split('\n').map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]));
  return { slug: slug!, language: language as Language, title: meta.title ?? slug!, description: meta.description ?? '', date: meta.date ?? '', body };
}

const ARTICLES = Object.entries(FILES).map(([path, raw]) => parse(path, raw));

/** The articles in a language (Indonesian where one has no translation), newest first. */
export function articles(language: Language): Article[] {
  const slugs = [...new Set(ARTICLES.map((a) => a.slug))];
  return slugs
    .map((slug) => article(slug, language)!)
    .sort((a, b) => b.date.localeCompare(a.date));
}

export function article(slug: string, language: Language): Article | undefined {
  return ARTICLES.find((a) => a.slug === slug && a.language === language) ?? ARTICLES.find((a) => a.slug === slug && a.language === 'id');
}
