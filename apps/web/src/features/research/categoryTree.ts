import type { CategoryNode, ResearchMarketplace } from '@pasarlens/contracts';
import { useQueries } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { categoryPathParam, marketplaceParam } from './params.ts';
import { researchQueries } from './queries.ts';

export interface CategoryOption {
  value: number;
  label: string;
  isLeaf: boolean;
  loading?: boolean;
  children?: CategoryOption[];
}

/**
 * The category tree of a marketplace, loaded level by level (GET feature/category?parent_id=):
 * the top level, the children of every category on `path` (so a chosen category from the URL
 * shows with its ancestors) and of every category the user opens.
 */
export function useCategoryTree(marketplace: ResearchMarketplace, path: readonly number[]) {
  const [opened, setOpened] = useState<number[]>([]);
  // The chosen category's own children load only when it is opened (the cascader asks).
  const parents = useMemo(() => [null, ...new Set([...path.slice(0, -1), ...opened])], [path, opened]);
  const levels = useQueries({
    queries: parents.map((parentId) => ({
      ...researchQueries.categoryTree(marketplace, parentId),
      select: (level: { items: CategoryNode[] }) => level.items,
    })),
  });

  const childrenOf = new Map<number | null, CategoryNode[]>();
  const loading = new Set<number | null>();
  parents.forEach((parentId, index) => {
    const level = levels[index];
    if (level?.data) childrenOf.set(parentId, level.data);
    else if (level?.isFetching) loading.add(parentId);
  });

  const nodes = new Map<number, CategoryNode>();
  for (const list of childrenOf.values()) for (const node of list) nodes.set(node.id, node);

  // A category never shows under itself, so a malformed answer cannot make the tree endless.
  const toOption = (node: CategoryNode, ancestors: ReadonlySet<number>): CategoryOption => {
    const inside = new Set(ancestors).add(node.id);
    const children = childrenOf.get(node.id)?.filter((child) => !inside.has(child.id));
    return {
      value: node.id,
      label: node.name,
      isLeaf: !node.hasChildren,
      ...(loading.has(node.id) ? { loading: true } : {}),
      ...(children ? { children: children.map((child) => toOption(child, inside)) } : {}),
    };
  };

  const root = levels[0];
  return {
    options: (childrenOf.get(null) ?? []).map((node) => toOption(node, new Set())),
    /** Every loaded category by id. */
    nodes,
    rootLoading: root?.isPending ?? true,
    rootError: root?.error ?? null,
    /** Loads the children of a category (the cascader's loadData). */
    open: (categoryId: number) =>
      setOpened((current) => (current.includes(categoryId) ? current : [...current, categoryId])),
  };
}

export type CategoryTree = ReturnType<typeof useCategoryTree>;

/**
 * The marketplace and category a research page's URL names (?marketplace=, ?category=12.34), with
 * the tree along that path: what every page that researches within a category starts from.
 */
export function useChosenCategory() {
  const [params] = useSearchParams();
  const marketplace = marketplaceParam(params);
  const path = categoryPathParam(params);
  const tree = useCategoryTree(marketplace, path);
  return { params, marketplace, path, categoryId: path.at(-1), tree };
}
