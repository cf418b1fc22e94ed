import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { CALCULATORS, type CalculatorSlug } from '../features/calculators/registry.ts';
import { languageFromCookie } from '../i18n/language.ts';
import { lazyPage, type LazyPage } from '../lib/lazyPage.tsx';
import { paths, routePatterns } from '../lib/paths.ts';

/*
 * The public pages built from light components (no antd, no query cache, no zod): the public
 * site's own bundle (site.tsx) serves them, and the app routes the same pages when one is opened
 * from inside it (decisions/022).
 */

const LANDING = lazyPage(() => import('../features/content/pages/LandingPage.tsx'));
const PRICING = lazyPage(() => import('../features/billing/pages/PricingPage.tsx'));
const CLASSES = lazyPage(() => import('../features/content/pages/ClassesPage.tsx'));
const TUTORIAL = lazyPage(() => import('../features/content/pages/TutorialPage.tsx'));
const BLOG = lazyPage(() => import('../features/content/pages/BlogPage.tsx'));
const BLOG_ARTICLE = lazyPage(() => import('../features/content/pages/BlogArticlePage.tsx'));
const BEST_SELLERS = lazyPage(() => import('../features/content/pages/BestSellersPage.tsx'));
const API = lazyPage(() => import('../features/content/pages/ApiPage.tsx'));
const LEGAL = lazyPage(() => import('../features/content/pages/LegalPage.tsx'));
export const NOT_FOUND = lazyPage(() => import('../features/content/pages/NotFoundPage.tsx'));
const CALCULATOR_INDEX = lazyPage(() => import('../features/calculators/pages/CalculatorsPage.tsx'));
const CALCULATOR_PAGES: Record<CalculatorSlug, LazyPage> = {
  'acos-roas': lazyPage(() => import('../features/calculators/pages/AcosRoasPage.tsx')),
  profit: lazyPage(() => import('../features/calculators/pages/ProfitPage.tsx')),
  'target-roas': lazyPage(() => import('../features/calculators/pages/TargetRoasPage.tsx')),
  'biaya-shopee': lazyPage(() => import('../features/calculators/pages/ShopeeFeesPage.tsx')),
  'harga-tiktok': lazyPage(() => import('../features/calculators/pages/TiktokPricePage.tsx')),
};

/** What a route's handle offers: loading what its page needs before the page first renders. */
interface Preloadable {
  preload: (params: Params) => Promise<unknown>;
}

/** A route showing a lazily loaded page; the page rides along as the route's handle so that it can be preloaded. */
const route = <P extends object>(
  path: string,
  page: LazyPage<P>,
  props: NoInfer<P>,
  handle: Preloadable = page,
): RouteObject => ({
  path,
  element: <page.Page {...props} />,
  handle,
});

/** An article's page wants its code, then the article's HTML (a chunk of its own) in the visitor's language. */
const ARTICLE_WITH_HTML: Preloadable = {
  preload: async ({ slug = '' }) => {
    await BLOG_ARTICLE.preload();
    const { preloadArticle } = await import('../features/content/content.ts');
    await preloadArticle(slug, languageFromCookie());
  },
};

/** The calculators' index and pages under a base path: public, and again inside the app. */
export function calculatorRoutes(base: string, page: (slug: CalculatorSlug) => string): RouteObject[] {
  return [
    route(base, CALCULATOR_INDEX, {}),
    ...CALCULATORS.map(({ slug }) => route(page(slug), CALCULATOR_PAGES[slug], {})),
  ];
}

export const SITE_PAGE_ROUTES: RouteObject[] = [
  route(paths.landing, LANDING, {}),
  route(paths.pricing, PRICING, {}),
  route(paths.classes, CLASSES, {}),
  route(paths.tutorial, TUTORIAL, {}),
  route(paths.blog, BLOG, {}),
  route(routePatterns.blogArticle, BLOG_ARTICLE, {}, ARTICLE_WITH_HTML),
  route(paths.shopeeBestSellers, BEST_SELLERS, {}),
  route(paths.apiDocs, API, {}),
  route(paths.privacyPolicy, LEGAL, { document: 'privacy' }),
  route(paths.refundPolicy, LEGAL, { document: 'refund' }),
  route(paths.terms, LEGAL, { document: 'terms' }),
  ...calculatorRoutes(paths.calculators, paths.calculator),
];

/** Loads what the site page at a path needs before it renders, if it is one of them. */
export async function preloadSitePage(pathname: string): Promise<void> {
  const match = matchRoutes(SITE_PAGE_ROUTES, pathname)?.at(-1);
  await (match?.route.handle as Preloadable | undefined)?.preload(match!.params);
}
