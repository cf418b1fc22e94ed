import { CalculatorOutlined } from '@ant-design/icons';
import {
  FEES_OF,
  listingSale,
  SHOPEE_CATEGORY_GROUPS,
  TIKTOK_CATEGORY_GROUPS,
  type ResearchMarketplace,
} from '@pasarlens/contracts';
import { Button, Form, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { saleLines } from '../../../components/results/lines.ts';
import { ResultLines } from '../../../components/results/ResultLines.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { jakartaToday } from '../../../lib/days.ts';
import { formatIdr } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';

/**
 * "Estimate my profit if I sold this at this price": the listing's price and marketplace filled
 * in, the same fee tables and code as the free calculators, and a link to open them in full.
 */
export function ProfitEstimate({ marketplace, price }: { marketplace: ResearchMarketplace; price: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fees = FEES_OF[marketplace];
  const groups: readonly string[] = fees === 'shopee' ? SHOPEE_CATEGORY_GROUPS : TIKTOK_CATEGORY_GROUPS;
  const [open, setOpen] = useState(false);
  const [myPrice, setMyPrice] = useState(price);
  const [cost, setCost] = useState(Math.round(price * 0.6));
  const [group, setGroup] = useState(groups[fees === 'shopee' ? 0 : 1]!);
  if (!fees) return null;
  const result = listingSale(fees, myPrice, jakartaToday(), group);
  const calculator =
    fees === 'shopee'
      ? `${paths.tool('biaya-shopee')}?${new URLSearchParams({ price: String(myPrice), group })}`
      : `${paths.tool('harga-tiktok')}?${new URLSearchParams({ cost: String(cost), group })}`;
  return (
    <>
      <Button size="small" icon={<CalculatorOutlined />} onClick={() => setOpen(true)} data-testid="profit-estimate">
        {t('profitEstimate.open')}
      </Button>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        footer={null}
        title={t('profitEstimate.title')}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('profitEstimate.price')}>
            <InputNumber<number>
              style={{ width: '100%' }}
              min={0}
              value={myPrice}
              data-testid="profit-estimate-price"
              formatter={(v) => formatIdr(Number(v ?? 0), language)}
              parser={(text) => Number((text ?? '').replace(/\D/g, ''))}
              onChange={(v) => setMyPrice(v ?? 0)}
            />
          </Form.Item>
          <Form.Item label={t('profitEstimate.cost')}>
            <InputNumber<number>
              style={{ width: '100%' }}
              min={0}
              value={cost}
              data-testid="profit-estimate-cost"
              formatter={(v) => formatIdr(Number(v ?? 0), language)}
              parser={(text) => Number((text ?? '').replace(/\D/g, ''))}
              onChange={(v) => setCost(v ?? 0)}
            />
          </Form.Item>
          <Form.Item label={t('profitEstimate.group')}>
            <Select
              value={group}
              onChange={setGroup}
              options={groups.map((value) => ({
                value,
                label: t(fees === 'shopee' ? `calc.shopee.groups.${value}` : `calc.tiktok.groups.${value}`),
              }))}
            />
          </Form.Item>
        </Form>
        {result && (
          <ResultLines
            lines={[
              ...saleLines(result, t, language),
              { key: 'cost', label: t('profitEstimate.cost'), value: formatIdr(cost, language), kind: 'deduction' },
              {
                key: 'profit',
                label: t('calc.profit.profit'),
                value: formatIdr(result.received - cost, language),
                kind: 'total',
              },
            ]}
          />
        )}
        <p style={{ marginTop: 12, fontSize: 12 }}>
          {t('profitEstimate.assumes')} <Link to={calculator}>{t('profitEstimate.full')}</Link>
        </p>
      </Modal>
    </>
  );
}
