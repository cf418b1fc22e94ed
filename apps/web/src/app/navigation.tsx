import {
  BellOutlined,
  ChromeOutlined,
  CloudDownloadOutlined,
  CrownOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  HistoryOutlined,
  HomeOutlined,
  RiseOutlined,
  SearchOutlined,
  ShopOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { paths } from '../lib/paths.ts';

interface NavLeaf {
  key: string;
  path: string;
  labelKey: string;
  icon?: ReactNode;
}

export interface NavGroup {
  key: string;
  labelKey: string;
  icon: ReactNode;
  children: NavLeaf[];
}

export type NavEntry = NavLeaf | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'children' in entry;

/** Sidebar entries of spec §2, in order. */
export const NAV_ENTRIES: NavEntry[] = [
  { key: 'home', path: paths.home, labelKey: 'nav.home', icon: <HomeOutlined /> },
  {
    key: 'research',
    labelKey: 'nav.research',
    icon: <SearchOutlined />,
    children: [
      { key: 'research-product', path: paths.productResearch, labelKey: 'nav.researchProduct' },
      { key: 'research-store', path: paths.storeResearch, labelKey: 'nav.researchStore' },
      { key: 'research-category', path: paths.categoryResearch, labelKey: 'nav.researchCategory' },
      { key: 'research-keyword', path: paths.keywordResearch, labelKey: 'nav.researchKeyword' },
      { key: 'research-opportunities', path: paths.opportunities, labelKey: 'nav.researchOpportunities' },
      { key: 'research-ads-spy', path: paths.adsSpy, labelKey: 'nav.adsSpy' },
    ],
  },
  {
    key: 'history',
    labelKey: 'nav.history',
    icon: <HistoryOutlined />,
    children: [
      { key: 'history-product', path: paths.productHistories, labelKey: 'nav.historyProduct' },
      { key: 'history-store', path: paths.storeHistories, labelKey: 'nav.historyStore' },
      { key: 'history-category', path: paths.categoryHistories, labelKey: 'nav.historyCategory' },
    ],
  },
  { key: 'enterprise', path: paths.enterprise, labelKey: 'nav.enterprise', icon: <DashboardOutlined /> },
  {
    key: 'sales-optimisation',
    path: paths.salesOptimisation,
    labelKey: 'nav.salesOptimisation',
    icon: <RiseOutlined />,
  },
  { key: 'tools', path: paths.tools, labelKey: 'nav.tools', icon: <ToolOutlined /> },
  { key: 'price-alerts', path: paths.priceAlerts, labelKey: 'nav.priceAlerts', icon: <BellOutlined /> },
  {
    key: 'suppliers',
    labelKey: 'nav.suppliers',
    icon: <ShopOutlined />,
    children: [
      { key: 'suppliers-search', path: paths.suppliers, labelKey: 'nav.suppliersSearch' },
      { key: 'suppliers-mine', path: paths.myListings, labelKey: 'nav.myListings' },
    ],
  },
  { key: 'downloads', path: paths.downloads, labelKey: 'nav.downloads', icon: <CloudDownloadOutlined /> },
  { key: 'download-quota', path: paths.downloadQuota, labelKey: 'nav.downloadQuota', icon: <DatabaseOutlined /> },
  { key: 'extension', path: paths.extension, labelKey: 'nav.extension', icon: <ChromeOutlined /> },
  { key: 'community', path: paths.community, labelKey: 'nav.community', icon: <TeamOutlined /> },
  { key: 'pricing', path: paths.pricing, labelKey: 'nav.pricing', icon: <CrownOutlined /> },
];

export interface NavTarget extends NavLeaf {
  /** Key and label key of the submenu the entry sits in, if any. */
  groupKey?: string;
  groupLabelKey?: string;
}

/** Every navigable entry, submenus flattened (used by the feature search and for matching the route). */
export const NAV_TARGETS: NavTarget[] = NAV_ENTRIES.flatMap((entry) =>
  isNavGroup(entry)
    ? entry.children.map((child) => ({ ...child, groupKey: entry.key, groupLabelKey: entry.labelKey }))
    : [entry],
);

/** The entry for a location: exact for /app, otherwise the longest matching path prefix. */
export function navTargetFor(pathname: string): NavTarget | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  let best: NavTarget | undefined;
  for (const target of NAV_TARGETS) {
    const matches =
      target.path === paths.home ? path === paths.home : path === target.path || path.startsWith(`${target.path}/`);
    if (matches && (!best || target.path.length > best.path.length)) best = target;
  }
  return best;
}

/** Sidebar sections under /app, each with a page of its own in the router. */
export const APP_SECTIONS: { path: string; labelKey: string }[] = NAV_TARGETS.filter((target) =>
  target.path.startsWith(`${paths.home}/`),
).map(({ path, labelKey }) => ({ path, labelKey }));
