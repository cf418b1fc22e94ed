import { useQuery } from '@tanstack/react-query';
import { MAX_SELECTED_BRANDS, type ResearchMarketplace } from '@pasarlens/contracts';
import { Alert, Checkbox, DatePicker, Form, Modal, Radio, Select, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rangePresets } from '../../../components/rangePresets.ts';
import { jakartaToday } from '../../../lib/days.ts';
import { useLastMarketDay } from '../../../lib/marketplaces.ts';
import { filterCostQuery } from '../queries.ts';
import { applyCost, lastRangeDay, toggleBrand, toggleMarketplace, type DashboardFilter } from '../filter.ts';

interface Props {
  open: boolean;
  initial: DashboardFilter;
  applied: DashboardFilter | null;
  marketMarketplaces: readonly ResearchMarketplace[];
  brands: readonly { id: number; name: string; marketplaces: readonly ResearchMarketplace[] }[];
  maxDays: number;
  onApply: (filter: DashboardFilter) => void;
  onCancel: () => void;
}

/** The filter modal (spec §2, §4): marketplaces, brands, category level, dates and top-store limit, with what applying costs. */
export function FilterModal({ open, initial, applied, marketMarketplaces, brands, maxDays, onApply, onCancel }: Props) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState(initial);
  const [full, setFull] = useState(false);
  const brandMarketplaces = new Map(brands.map((b) => [b.id, b.marketplaces]));
  // The server's answer once it comes (a filter paid for today, in this browser or another, is
  // free again); until then what this page knows of the filter applied last.
  const quote = useQuery(filterCostQuery(filter, open));
  const cost = quote.data?.tokens ?? applyCost(applied, filter);
  const lastDay = lastRangeDay(useLastMarketDay() ?? null);
  const yesterday = dayjs(jakartaToday()).subtract(1, 'day').endOf('day');
  const range: [Dayjs, Dayjs] = [dayjs(filter.start_date), dayjs(filter.end_date)];

  return (
    <Modal
      open={open}
      title={t('enterprise.filter.title')}
      okText={cost > 0 ? t('enterprise.filter.applyFor', { count: cost }) : t('enterprise.filter.apply')}
      onOk={() => onApply(filter)}
      onCancel={onCancel}
      okButtonProps={{ id: 'filter-apply' }}
      width={640}
    >
      <Form layout="vertical" data-testid="filter-modal">
        <Form.Item label={t('enterprise.form.marketplaces')} extra={t('enterprise.filter.lastMarketplace')}>
          {marketMarketplaces.map((m) => (
            <Checkbox
              key={m}
              checked={filter.marketplaces.includes(m)}
              onChange={() => setFilter(toggleMarketplace(filter, m, brandMarketplaces))}
              data-testid={`filter-marketplace-${m}`}
            >
              {t(`research.marketplaces.${m}`)}
            </Checkbox>
          ))}
        </Form.Item>
        <Form.Item label={t('enterprise.filter.brands', { max: MAX_SELECTED_BRANDS })}>
          <div data-testid="filter-brands">
            {brands
              .filter((b) => b.marketplaces.some((m) => filter.marketplaces.includes(m)))
              .map((b) => (
                <Tag.CheckableTag
                  key={b.id}
                  checked={filter.brand_ids.includes(b.id)}
                  onChange={() => {
                    const next = toggleBrand(filter, b.id);
                    setFull(next.full);
                    setFilter(next.filter);
                  }}
                >
                  {b.name}
                </Tag.CheckableTag>
              ))}
          </div>
          {full && (
            <Alert
              type="warning"
              showIcon
              title={t('enterprise.filter.brandLimit', { max: MAX_SELECTED_BRANDS })}
              data-testid="brand-limit"
            />
          )}
        </Form.Item>
        <Form.Item label={t('enterprise.filter.level')}>
          <Radio.Group
            value={filter.category_level}
            onChange={(e) => setFilter({ ...filter, category_level: e.target.value as 1 | 2 | 3 })}
          >
            {[1, 2, 3].map((level) => (
              <Radio key={level} value={level}>
                {t('enterprise.filter.levelN', { level })}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('enterprise.filter.range', { max: maxDays })}>
          <DatePicker.RangePicker
            value={range}
            allowClear={false}
            presets={rangePresets(t, lastDay, maxDays)}
            disabledDate={(day) => day.isAfter(yesterday)}
            onChange={(days) => {
              const [start, end] = days ?? [];
              if (!start || !end || end.diff(start, 'day') + 1 > maxDays) return;
              setFilter({ ...filter, start_date: start.format('YYYY-MM-DD'), end_date: end.format('YYYY-MM-DD') });
            }}
            data-testid="filter-range"
          />
        </Form.Item>
        <Form.Item label={t('enterprise.filter.storeLimit')}>
          <Select
            value={filter.store_limit}
            onChange={(value: number) => setFilter({ ...filter, store_limit: value })}
            options={[5, 10, 20, 50].map((n) => ({ value: n, label: String(n) }))}
            style={{ width: 120 }}
          />
        </Form.Item>
        <Typography.Text type="secondary" data-testid="filter-cost">
          {cost > 0
            ? t(cost === 1 ? 'enterprise.filter.costDates' : 'enterprise.filter.costFilter', { count: cost })
            : t('enterprise.filter.costNone')}
        </Typography.Text>
      </Form>
    </Modal>
  );
}
