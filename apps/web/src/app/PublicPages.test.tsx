import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from './router.tsx';
import { paths } from '../lib/paths.ts';
import { FakeApi, uninstallFakeApi } from '../testing/fakeApi.ts';
import { renderApp } from '../testing/render.tsx';

beforeEach(() => {
  new FakeApi().install().on('GET', '/public/v1/best-sellers/shopee', () => ({ asOf: '2026-10-31', categories: [] }));
});
afterEach(uninstallFakeApi);

const CONTENT_PAGES = [
  paths.landing,
  paths.pricing,
  paths.classes,
  paths.tutorial,
  paths.blog,
  paths.blogArticle('acos-roas-untuk-pemula'),
  paths.shopeeBestSellers,
  paths.apiDocs,
  paths.calculators,
  paths.contact,
];

describe('public content pages', () => {
  it('each has a title of its own and a meta description', async () => {
    const titles = new Map<string, string>();
    for (const path of CONTENT_PAGES) {
      expect(PUBLIC_PATHS as readonly string[]).toContain(path);
      renderApp(path);
      await waitFor(() => expect(document.querySelector('.pl-spinner')).toBeNull(), { timeout: 10_000 });
      await waitFor(() => expect(document.title).not.toBe('Pasarlens'));
      titles.set(path, document.title);
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')?.length, path).toBeGreaterThan(
        20,
      );
      cleanup();
    }
    expect(new Set(titles.values()).size, JSON.stringify([...titles])).toBe(CONTENT_PAGES.length);
  }, 30_000);

  it('lists the courses with their lessons, the tutorials and the blog articles from the content files', async () => {
    renderApp(paths.classes);
    const courses = await screen.findAllByTestId('course', {}, { timeout: 10_000 });
    expect(courses).toHaveLength(3);
    expect(courses.some((course) => course.textContent?.includes('Menghitung ROAS titik impas'))).toBe(true);
    cleanup();
    renderApp(paths.blog);
    const entries = await screen.findAllByTestId('blog-entry', {}, { timeout: 10_000 });
    expect(entries.map((entry) => entry.querySelector('h2')?.textContent)).toEqual([
      'Cara menghitung potongan biaya penjualan di Shopee',
      'ACOS dan ROAS untuk pemula',
    ]);
    cleanup();
    renderApp(paths.blogArticle('acos-roas-untuk-pemula'));
    expect((await screen.findByTestId('blog-article', {}, { timeout: 10_000 })).querySelector('h2')?.textContent).toBe(
      'Definisi',
    );
    await waitFor(() => expect(document.title).toBe('ACOS dan ROAS untuk pemula · Pasarlens'));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Apa arti ACOS dan ROAS, cara menghitungnya, dan ROAS titik impas dari margin produk Anda.',
    );
  });
});
