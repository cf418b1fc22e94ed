/**
 * Blog articles (`content/blog/<slug>.<language>.md`: a `---` header of `key: value` lines, then
 * Markdown), read at build time: `<file>.md?meta` is an article's title, description and date (the
 * blog lists them all), `<file>.md?html` its body as HTML, loaded by its own page only. The browser
 * needs no Markdown parser, and the pre-rendered pages use the same reading.
 */
import { readFileSync } from 'node:fs';
import { marked } from 'marked';
import type { Plugin } from 'vite';

export interface ArticleFile {
  title: string;
  description: string;
  date: string;
  html: string;
}

export function readArticle(raw: string, fallbackTitle: string): ArticleFile {
  const [, header = '', body = raw] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(raw) ?? [];
  const meta = Object.fromEntries(
    header
      .split('\n')
      .map((line) => [line.slice(0, line.indexOf(':')).trim(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return {
    title: meta.title ?? fallbackTitle,
    description: meta.description ?? '',
    date: meta.date ?? '',
    html: marked.parse(body, { async: false }) as string,
  };
}

const QUERIES = ['?meta', '?html'] as const;

export function articles(): Plugin {
  return {
    name: 'pasarlens-articles',
    load(id) {
      const query = QUERIES.find((q) => id.endsWith(`.md${q}`));
      if (!query) return undefined;
      const file = id.slice(0, -query.length);
      this.addWatchFile(file);
      const slug = /([^/]+)\.\w+\.md$/.exec(file)?.[1] ?? '';
      const { html, ...meta } = readArticle(readFileSync(file, 'utf8'), slug);
      return `export default ${JSON.stringify(query === '?html' ? html : meta)};`;
    },
  };
}
