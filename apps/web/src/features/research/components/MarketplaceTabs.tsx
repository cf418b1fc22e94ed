import type { ResearchMarketplace } from '@pasarlens/contracts';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMarketplacesWithData } from '../../../lib/marketplaces.ts';
import { DataAsOf } from '../../../components/DataAsOf.tsx';

export const marketplaceLabelKey = (marketplace: ResearchMarketplace) => `research.marketplaces.${marketplace}`;

/**
 * Shopee, Tokopedia, TikTok Shop, then the extra sources Lazada and Blibli (spec §1) — those with
 * data (and the one asked for) —, and what the chosen one's data is as of.
 */
export function MarketplaceTabs({
  value,
  onChange,
}: {
  value: ResearchMarketplace;
  onChange: (marketplace: ResearchMarketplace) => void;
}) {
  const { t } = useTranslation();
  const available = useMarketplacesWithData();
  const shown = available.includes(value) ? available : [...available, value];
  return (
    <>
      <Tabs
        className="pl-marketplace-tabs"
        data-testid="marketplace-tabs"
        activeKey={value}
        onChange={(key) => onChange(key as ResearchMarketplace)}
        items={shown.map((marketplace) => ({ key: marketplace, label: t(marketplaceLabelKey(marketplace)) }))}
      />
      <DataAsOf marketplaces={[value]} />
    </>
  );
}
