import { RESEARCH_MARKETPLACES, type ResearchMarketplace } from '@pasarlens/contracts';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

export const marketplaceLabelKey = (marketplace: ResearchMarketplace) => `research.marketplaces.${marketplace}`;

/** Shopee, Tokopedia, TikTok Shop, then the extra sources Lazada and Blibli (spec §1). */
export function MarketplaceTabs({ value, onChange }: { value: ResearchMarketplace; onChange: (marketplace: ResearchMarketplace) => void }) {
  const { t } = useTranslation();
  return (
    <Tabs
      className="pl-marketplace-tabs"
      data-testid="marketplace-tabs"
      activeKey={value}
      onChange={(key) => onChange(key as ResearchMarketplace)}
      items={RESEARCH_MARKETPLACES.map((marketplace) => ({ key: marketplace, label: t(marketplaceLabelKey(marketplace)) }))}
    />
  );
}
