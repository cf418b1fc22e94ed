import type { CategoryRef, Marketplace } from '../observation.ts';
import { CONCEPT_GROUPS, type ConceptGroup } from './taxonomy-data.ts';
import { isVariantKind, type VariantKind } from './variant-options.ts';

/** One level-3 category of the shared concept tree, with what products in it look like. */
export interface LeafConcept {
  /** Position in LEAF_CONCEPTS; the same leaf on every marketplace. */
  index: number;
  group: ConceptGroup;
  level2: string;
  name: string;
  nouns: readonly string[];
  /** Attribute groups; a product name takes one option of some of them. */
  attributes: readonly (readonly string[])[];
  /** Rupiah. */
  medianPrice: number;
  variantKind: VariantKind | null;
  keywords: readonly string[];
}

export interface CategoryNode {
  marketplace: Marketplace;
  externalId: string;
  name: string;
  level: 1 | 2 | 3;
  parentExternalId: string | null;
}

export interface MarketplaceTaxonomy {
  marketplace: Marketplace;
  /** Every category, parents before children. */
  nodes: readonly CategoryNode[];
  /** The path of each leaf concept on this marketplace, indexed like LEAF_CONCEPTS. */
  leafPaths: readonly (readonly [CategoryRef, CategoryRef, CategoryRef])[];
}

/** '85rb' → 85_000, '4,5jt' → 4_500_000, '750' → 750. */
function parsePriceText(text: string): number {
  const match = /^(\d+)(?:,(\d+))?(rb|jt)?$/.exec(text.trim());
  if (!match) throw new Error(`Bad price '${text}' in the taxonomy`);
  const value = Number(`${match[1]}.${match[2] ?? '0'}`);
  return Math.round(value * (match[3] === 'jt' ? 1_000_000 : match[3] === 'rb' ? 1_000 : 1));
}

const alternatives = (text: string): string[] =>
  text
    .split('|')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

function parseLeafLine(line: string, group: ConceptGroup, level2: string, index: number): LeafConcept {
  const fields = line.split(';').map((f) => f.trim());
  if (fields.length !== 6) throw new Error(`Taxonomy line needs 6 fields: ${line}`);
  const [name = '', nouns = '', attributes = '', price = '', variant = '', keywords = ''] = fields;
  if (variant !== '-' && !isVariantKind(variant)) throw new Error(`Unknown variant kind '${variant}' in: ${line}`);
  return {
    index,
    group,
    level2,
    name,
    nouns: nouns ? alternatives(nouns) : [name],
    attributes: attributes ? attributes.split('/').map(alternatives) : [],
    medianPrice: parsePriceText(price),
    variantKind: variant === '-' ? null : variant,
    keywords: alternatives(keywords),
  };
}

function parseLeafConcepts(): LeafConcept[] {
  const leaves: LeafConcept[] = [];
  for (const group of CONCEPT_GROUPS) {
    let level2: string | undefined;
    for (const raw of group.leaves.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith('## ')) level2 = line.slice(3).trim();
      else if (level2 === undefined) throw new Error(`Leaf before any level-2 header in group ${group.key}`);
      else leaves.push(parseLeafLine(line, group, level2, leaves.length));
    }
  }
  return leaves;
}

export const LEAF_CONCEPTS: readonly LeafConcept[] = parseLeafConcepts();

/** How each marketplace numbers its categories. */
const CATEGORY_ID: Record<Marketplace, (serial: number, topLevelName: string) => string> = {
  shopee: (serial) => String(100_001 + serial),
  tokopedia: (serial) => String(1_001 + serial),
  tiktok: (serial) => String(600_001 + serial * 7),
  lazada: (serial) => String(10_000_001 + serial),
  blibli: (serial, top) =>
    `${top
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 2)
      .toUpperCase()}-${1_000_001 + serial}`,
};

function buildTaxonomy(marketplace: Marketplace): MarketplaceTaxonomy {
  const nodes: CategoryNode[] = [];
  const byKey = new Map<string, CategoryNode>();
  const nodeFor = (
    key: string,
    name: string,
    level: 1 | 2 | 3,
    parent: CategoryNode | null,
    topName: string,
  ): CategoryNode => {
    let node = byKey.get(key);
    if (!node) {
      const externalId = CATEGORY_ID[marketplace](nodes.length, topName);
      node = Object.freeze({ marketplace, externalId, name, level, parentExternalId: parent?.externalId ?? null });
      nodes.push(node);
      byKey.set(key, node);
    }
    return node;
  };
  const ref = (node: CategoryNode): CategoryRef => ({ externalId: node.externalId, name: node.name });
  const leafPaths = LEAF_CONCEPTS.map((leaf) => {
    const topName = leaf.group.topLevel[marketplace];
    const l1 = nodeFor(topName, topName, 1, null, topName);
    const l2 = nodeFor(`${topName}/${leaf.level2}`, leaf.level2, 2, l1, topName);
    const l3 = nodeFor(`${topName}/${leaf.level2}/${leaf.name}`, leaf.name, 3, l2, topName);
    return Object.freeze([ref(l1), ref(l2), ref(l3)] as const);
  });
  // Shared by every market: nobody may change them.
  return { marketplace, nodes: Object.freeze(nodes), leafPaths };
}

const taxonomies = new Map<Marketplace, MarketplaceTaxonomy>();

/** A marketplace's category tree: fixed data, the same for every seed. */
export function taxonomyOf(marketplace: Marketplace): MarketplaceTaxonomy {
  let taxonomy = taxonomies.get(marketplace);
  if (!taxonomy) {
    taxonomy = buildTaxonomy(marketplace);
    taxonomies.set(marketplace, taxonomy);
  }
  return taxonomy;
}
