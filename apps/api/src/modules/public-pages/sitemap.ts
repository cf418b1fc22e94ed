import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SITEMAP_PATHS, sitemapXml } from '@pasarlens/contracts';

/** The blog's Markdown files, one per article and language (<slug>.<language>.md). */
const defaultBlogDir = fileURLToPath(new URL('../../../../web/content/blog', import.meta.url));

function blogSlugs(dir: string): string[] {
  try {
    return [...new Set(readdirSync(dir).flatMap((file) => /^(.+)\.(id|en|zh)\.md$/.exec(file)?.[1] ?? []))].sort();
  } catch {
    return [];
  }
}

/** The sitemap, built once: the pages only change with a new release. */
export function sitemap(origin: string, blogDir = defaultBlogDir): string {
  return sitemapXml(origin, [...SITEMAP_PATHS, ...blogSlugs(blogDir).map((slug) => `/blog/${slug}`)]);
}
