import {
  DEFAULT_COST_SHARE,
  MAX_COST_SHARE,
  OPPORTUNITY_KINDS,
  OPPORTUNITY_SORT_KEYS,
  TOKEN_COSTS,
  type OpportunitySearchInput,
} from '@pasarlens/contracts';
import { Card, Empty, InputNumber, Pagination, Segmented, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDay, formatIdr } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { researchQueries } from '../queries.ts';
import { useChosenCategory } from '../categoryTree.ts';
import { CategoryPicker } from '../components/CategoryPicker.tsx';
import { CostNote } from '../components/CostNote.tsx';
import { MarketplaceTabs } from '../components/MarketplaceTabs.tsx';
import { OpportunityCard } from '../components/OpportunityCard.tsx';
import { OpportunityReplayNote } from '../components/OpportunityReplayNote.tsx';
import { Paywall } from '../components/Paywall.tsx';
import { ResearchError } from '../components/ResearchError.tsx';
import { useChargedQuery, useResearchSupport } from '../hooks.ts';
import { costBasisParam, opportunityKindParam, opportunitySortParam } from '../opportunityParams.ts';
import { categoryPathValue, pageParam } from '../params.ts';
import { useParamsUpdater } from '../useParamsUpdater.ts';

type CostMode = 'share' | 'amount';

/** The cost the user sets: a share of each row's price, or rupiah per unit; applied when the field is left. */
function CostField({ onChange }: { onChange: (changes: Record<string, string | number | null>) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const basis = costBasisParam(params);
  const [mode, setMode] = useState<CostMode>('cost' in basis ? 'amount' : 'share');
  const apply = (value: number | null) =>
    onChange(
      mode === 'amount'
        ? { cost: value, cost_share: null, page: null }
        : { cost_share: value === null ? null : value / 100, cost: null, page: null },
    );
  return (
    <Space wrap size="small" className="pl-opportunity-cost">
      <Segmented<CostMode>
        value={mode}
        onChange={setMode}
        options={[
          { value: 'share', label: t('research.opportunities.costShare') },
          { value: 'amount', label: t('research.opportunities.costAmount') },
        ]}
      />
      {mode === 'share' ? (
        <InputNumber<number>
          key="share"
          data-testid="opportunity-cost-share"
          aria-label={t('research.opportunities.costShare')}
          min={0}
          max={MAX_COST_SHARE * 100}
          suffix="%"
          defaultValue={Math.round(('cost_share' in basis ? basis.cost_share : DEFAULT_COST_SHARE) * 100)}
          onBlur={(e) => apply(e.target.value === '' ? null : Number(e.target.value))}
          onPressEnter={(e) => apply(Number((e.target as HTMLInputElement).value))}
        />
      ) : (
        <InputNumber<number>
          key="amount"
          data-testid="opportunity-cost"
          aria-label={t('research.opportunities.costAmount')}
          min={0}
          style={{ width: 160 }}
          defaultValue={'cost' in basis ? basis.cost : undefined}
          formatter={(v) => (v === undefined || v === null || `${v}` === '' ? '' : formatIdr(Number(v), language))}
          parser={(text) => Number((text ?? '').replace(/\D/g, ''))}
          onBlur={(e) => apply(Number((e.target.value ?? '').replace(/\D/g, '')) || null)}
          onPressEnter={(e) => apply(Number((e.target as HTMLInputElement).value.replace(/\D/g, '')) || null)}
        />
      )}
    </Space>
  );
}

/**
 * /app/research/opportunities: a marketplace and a category (?category=12.34), then its niches
 * (leaf category × price band) or products ranked by the opportunity score, each with why it
 * scored, its profit at the user's cost and the confidence of its figures; the replay's sentence
 * says how the score did on this marketplace's history. Kind, cost, sort and page live in the URL.
 */
export default function OpportunitiesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('research.opportunities.title'));
  const update = useParamsUpdater();
  const { params, marketplace, path, categoryId, tree } = useChosenCategory();
  const kind = opportunityKindParam(params);
  const sort = opportunitySortParam(params);
  const page = pageParam(params);
  const refinable = useResearchSupport();
  const input: OpportunitySearchInput = {
    marketplace,
    category_id: categoryId ?? 0,
    kind,
    ...costBasisParam(params),
    ...(refinable ? { sort, page } : {}),
  };
  const { query, costPrompt } = useChargedQuery(TOKEN_COSTS.search, researchQueries.opportunities(input), {
    enabled: categoryId !== undefined,
    keepPrevious: true,
  });
  const answer = query.data;

  return (
    <div className="pl-page" data-testid="opportunities">
      <Typography.Title level={3}>{t('research.opportunities.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('research.opportunities.lead')}</Typography.Paragraph>
      <MarketplaceTabs
        value={marketplace}
        onChange={(next) => update({ marketplace: next, category: null, page: null })}
      />
      <Card className="pl-card pl-research-card">
        <Space orientation="vertical" size="middle" className="pl-full-width">
          <CategoryPicker
            key={marketplace}
            tree={tree}
            value={path}
            onChange={(next) => update({ category: categoryPathValue(next), page: null })}
          />
          <div className="pl-research-toolbar">
            <Segmented
              data-testid="opportunity-kind"
              value={kind}
              onChange={(next) => update({ kind: next === 'niche' ? null : next, page: null })}
              options={OPPORTUNITY_KINDS.map((value) => ({ value, label: t(`research.opportunities.kinds.${value}`) }))}
            />
            <CostField onChange={update} />
            <Select
              data-testid="opportunity-sort"
              aria-label={t('research.opportunities.sortLabel')}
              value={sort ?? 'score'}
              disabled={!refinable}
              style={{ minWidth: 160 }}
              onChange={(next) => update({ sort: next === 'score' ? null : next, page: null })}
              options={OPPORTUNITY_SORT_KEYS.map((value) => ({
                value,
                label: t(`research.opportunities.sort.${value}`),
              }))}
            />
          </div>
          <CostNote>{t('research.opportunities.cost', { count: TOKEN_COSTS.search })}</CostNote>
        </Space>
      </Card>

      {categoryId === undefined ? (
        <Empty description={t('research.opportunities.pickCategory')} data-testid="opportunities-pick" />
      ) : (
        (costPrompt ??
        (query.isError ? (
          <ResearchError error={query.error} tool="opportunities" emptyKind="category" />
        ) : (
          answer && (
            <Space orientation="vertical" size="middle" className="pl-full-width" data-testid="opportunity-results">
              <OpportunityReplayNote replay={answer.data.replay} />
              <Typography.Paragraph type="secondary" className="pl-opportunity-basis" data-testid="opportunity-basis">
                {t('research.opportunities.basis', {
                  from: formatDay(answer.data.weeks.from, language),
                  to: formatDay(answer.data.weeks.to, language),
                  count: answer.data.weeks.count,
                  cost:
                    answer.data.cost !== null
                      ? formatIdr(answer.data.cost, language)
                      : t('research.opportunities.ofPrice', { share: Math.round((answer.data.costShare ?? 0) * 100) }),
                  table: answer.data.feeTable ?? t('research.opportunities.noFeeTable'),
                })}
              </Typography.Paragraph>
              {answer.data.items.map((row) => (
                <OpportunityCard
                  key={row.product?.productId ?? `${row.niche.categoryId}:${row.niche.priceMin}`}
                  row={row}
                />
              ))}
              {answer.isPremium ? (
                <Pagination
                  current={page}
                  pageSize={answer.data.page_size}
                  total={answer.data.total_count}
                  showSizeChanger={false}
                  simple
                  onChange={(next) => update({ page: next === 1 ? null : next })}
                />
              ) : (
                <Paywall kind="results" />
              )}
            </Space>
          )
        )))
      )}
    </div>
  );
}
