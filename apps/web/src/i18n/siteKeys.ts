/**
 * The parts of the catalogues the public site's pages use (keys or whole branches): the site
 * loads only these, in the visitor's language (decisions/022). A test keeps every key the site's
 * code names inside them.
 */
export const SITE_CATALOGUE_KEYS = [
  'common',
  'language',
  'publicNav',
  'footer',
  'notFound',
  'routeError',
  'starting',
  'landing',
  'info',
  'legal',
  'planNames',
  'billing.period',
  'billing.price',
  'billing.allowances',
  'billing.taglines',
  'billing.pricing',
  'billing.faq',
  'calc',
  'bestSellers',
  'apiPage',
  'tutorials',
  'contact.title',
  'research.marketplaces',
] as const;

type Tree = { [key: string]: string | Tree };

/** The branches of a catalogue that `keys` name, in the catalogue's own shape. */
export function pickCatalogue(catalogue: Tree, keys: readonly string[]): Tree {
  const picked: Tree = {};
  for (const key of keys) {
    const parts = key.split('.');
    let from: string | Tree | undefined = catalogue;
    let into = picked;
    parts.forEach((part, index) => {
      from = typeof from === 'object' ? from[part] : undefined;
      if (from === undefined) throw new Error(`No text under ${key}`);
      if (index === parts.length - 1) into[part] = from;
      else into = (into[part] ??= {}) as Tree;
    });
  }
  return picked;
}
