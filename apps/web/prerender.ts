/**
 * Pre-renders the public pages at build time: for each, a copy of the public site's site.html
 * (index.html, the app's, for the contact form) that already holds its title, meta description
 * and main text (Indonesian, the default language), which search engines and slow phones see
 * before the script runs; the script then renders over it. The server sends
 * `dist/prerendered/<name>.html` for those paths (`prerenderedName`), so which bundle a page
 * gets is decided here (decisions/022).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { readArticle } from './articles.ts';

const here = new URL('.', import.meta.url).pathname;
const read = (path: string) => readFileSync(join(here, path), 'utf8');

type Tree = { [key: string]: string | Tree };
const id = JSON.parse(read('src/i18n/locales/id.json')) as Tree;
const t = (key: string): string => {
  const value = key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), id);
  if (typeof value !== 'string') throw new Error(`prerender: no text for ${key}`);
  return value;
};

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const list = (items: string[]) => `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`;

interface Page {
  path: string;
  title: string;
  description: string;
  body: string;
  /** Served with the app's bundle (index.html) rather than the public site's (site.html). */
  app?: boolean;
}

const page = (path: string, title: string, description: string, more = ''): Page => ({
  path,
  title,
  description,
  body: `<h1>${escape(title)}</h1><p>${escape(description)}</p>${more}`,
});

function blogArticles(): { slug: string; title: string; description: string; html: string }[] {
  return readdirSync(join(here, 'content/blog'))
    .filter((file) => file.endsWith('.id.md'))
    .map((file) => {
      const slug = file.replace(/\.id\.md$/, '');
      return { slug, ...readArticle(read(`content/blog/${file}`), slug) };
    });
}

const LEGAL = [
  ['/privacy-policy', 'privacy'],
  ['/refund-policy', 'refund'],
  ['/terms-and-condition', 'terms'],
] as const;

/** A legal document's sections: every `{title, body}` pair under legal.<key>. */
function legalSections(key: string): string {
  const document = (id.legal as Tree)[key] as Tree;
  return Object.values(document)
    .filter(
      (section): section is Tree =>
        typeof section === 'object' && typeof section.title === 'string' && typeof section.body === 'string',
    )
    .map((section) => `<h2>${escape(section.title as string)}</h2><p>${escape(section.body as string)}</p>`)
    .join('');
}

const CALCULATORS = [
  ['acos-roas', 'acosRoas'],
  ['profit', 'profit'],
  ['target-roas', 'targetRoas'],
  ['biaya-shopee', 'shopee'],
  ['harga-tiktok', 'tiktok'],
] as const;

function pages(): Page[] {
  const courses = JSON.parse(read('content/courses.json')) as {
    title: { id: string };
    summary: { id: string };
    lessons: { id: string }[];
  }[];
  const tutorials = JSON.parse(read('content/tutorials.json')) as { feature: string; steps: { id: string }[] }[];
  const blog = blogArticles();
  return [
    { ...page('/', t('landing.title'), t('landing.lead')), title: t('landing.documentTitle') },
    page('/harga', t('billing.pricing.title'), t('billing.pricing.lead')),
    page(
      '/kelas',
      t('info.kelas.title'),
      t('info.kelas.body'),
      courses
        .map((c) => `<h2>${escape(c.title.id)}</h2><p>${escape(c.summary.id)}</p>${list(c.lessons.map((l) => l.id))}`)
        .join(''),
    ),
    page(
      '/tutorial',
      t('info.tutorial.title'),
      t('info.tutorial.body'),
      tutorials
        .map((tu) => `<h2>${escape(t(`tutorials.${tu.feature}`))}</h2>${list(tu.steps.map((s) => s.id))}`)
        .join(''),
    ),
    page(
      '/blog',
      t('info.blog.title'),
      t('info.blog.body'),
      blog
        .map((a) => `<h2><a href="/blog/${a.slug}">${escape(a.title)}</a></h2><p>${escape(a.description)}</p>`)
        .join(''),
    ),
    ...blog.map((a) => ({
      path: `/blog/${a.slug}`,
      title: a.title,
      description: a.description,
      body: `<h1>${escape(a.title)}</h1>${a.html}`,
    })),
    page('/produk-terlaris-shopee', t('bestSellers.title'), t('bestSellers.lead')),
    page(
      '/api',
      t('info.api.title'),
      t('info.api.body'),
      `<h2>${escape(t('apiPage.keyTitle'))}</h2>${list(['plan', 'create', 'send'].map((k) => t(`apiPage.keySteps.${k}`)))}`,
    ),
    page(
      '/kalkulator',
      t('calc.index.title'),
      t('calc.index.lead'),
      CALCULATORS.map(
        ([slug, key]) =>
          `<h2><a href="/kalkulator/${slug}">${escape(t(`calc.${key}.title`))}</a></h2><p>${escape(t(`calc.${key}.description`))}</p>`,
      ).join(''),
    ),
    ...CALCULATORS.map(([slug, key]) =>
      page(`/kalkulator/${slug}`, t(`calc.${key}.title`), t(`calc.${key}.description`)),
    ),
    { ...page('/kontak', t('contact.title'), t('contact.lead')), app: true },
    ...LEGAL.map(([path, key]) => page(path, t(`legal.${key}.title`), t(`legal.${key}.intro`), legalSections(key))),
  ];
}

/** The file name a pre-rendered path is kept under. */
const prerenderedName = (path: string): string => (path === '/' ? 'index' : path.slice(1).replace(/\//g, '__'));

function render(template: string, p: Page): string {
  const title = `${p.title} · Pasarlens`;
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${escape(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escape(p.description)}" />`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root"><div class="pl-site"><header class="pl-topbar"><a class="pl-logo" href="/">Pasarlens</a></header><main class="pl-site__main"><div class="pl-content">${p.body}</div></main></div></div>`,
    );
}

export function prerenderPublicPages(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pasarlens-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/') ? config.build.outDir : join(config.root, config.build.outDir);
    },
    closeBundle() {
      const app = readFileSync(join(outDir, 'index.html'), 'utf8');
      const site = readFileSync(join(outDir, 'site.html'), 'utf8');
      mkdirSync(join(outDir, 'prerendered'), { recursive: true });
      for (const p of pages())
        writeFileSync(join(outDir, 'prerendered', `${prerenderedName(p.path)}.html`), render(p.app ? app : site, p));
    },
  };
}
