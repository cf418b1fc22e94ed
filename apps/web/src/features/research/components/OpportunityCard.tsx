import type { OpportunityPartValue, OpportunityRow } from '@pasarlens/contracts';
import { Card, Collapse, Progress, Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Language } from '@pasarlens/contracts/plain';
import { useLanguage } from '../../../i18n/index.ts';
import { formatCountCompact, formatIdrCompact, formatPercent, formatSigned } from '../../../lib/format.ts';
import { RupiahRange } from '../../../components/RupiahRange.tsx';
import { ConfidenceBadge } from './ConfidenceBadge.tsx';

/** Parts shown on the card before "all parts": the ones that added most. */
const SHOWN_PARTS = 3;

const growthText = (figure: number | null, language: Language) =>
  figure === null ? null : `${figure >= 0 ? '+' : ''}${formatPercent(figure, language, 0)}`;

/** A part in words with its figure: "Revenue +40% over the last 2 weeks". */
function partText(part: OpportunityPartValue, t: TFunction, language: Language): string {
  const { key, figure } = part;
  if (figure === null) return t(`research.opportunities.parts.${key}.unknown`);
  const values: Record<string, string> = {
    demand: formatIdrCompact(figure, language),
    trend2: growthText(figure, language)!,
    trend4: growthText(figure, language)!,
    competition: formatCountCompact(figure, language),
    concentration: formatPercent(figure, language, 0),
    newEntrants: formatPercent(figure, language, 0),
    priceBand: formatSigned(Math.round(figure * 1000) / 10, language),
    stockOuts: formatPercent(figure, language, 0),
    margin: formatPercent(figure / 100, language, 0),
  };
  return t(`research.opportunities.parts.${key}.text`, { value: values[key], count: figure });
}

function PartLine({ part }: { part: OpportunityPartValue }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li className="pl-opportunity-part" data-testid="opportunity-part" data-part={part.key}>
      <span>{partText(part, t, language)}</span>
      <Typography.Text type="secondary" className="pl-opportunity-part__points">
        {t('research.opportunities.points', { points: Math.round(part.points) })}
      </Typography.Text>
    </li>
  );
}

/** One opportunity: what it is, its score and why, its profit per unit and per month, and how far its figures hold. */
export function OpportunityCard({ row }: { row: OpportunityRow }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { priceMin, priceMax } = row.niche;
  const band =
    priceMax === null
      ? t('research.opportunities.bandFrom', { min: formatIdrCompact(priceMin, language) })
      : priceMin === 0
        ? t('research.opportunities.bandUnder', { max: formatIdrCompact(priceMax, language) })
        : t('research.opportunities.band', {
            min: formatIdrCompact(priceMin, language),
            max: formatIdrCompact(priceMax, language),
          });
  // The reasons first: known figures by what they added; an unknown one sits at the middle and explains nothing.
  const parts = [...row.parts].sort(
    (a, b) => Number(a.figure === null) - Number(b.figure === null) || b.points - a.points,
  );
  const money = (amount: number | null) => (amount === null ? '–' : formatIdrCompact(amount, language));
  return (
    <Card className="pl-card pl-opportunity" data-testid="opportunity" size="small">
      <div className="pl-opportunity__head">
        <Progress
          type="circle"
          size={56}
          percent={Math.round(row.score)}
          format={(score) => score}
          aria-label={t('research.opportunities.score')}
          data-testid="opportunity-score"
        />
        <div className="pl-opportunity__title">
          <Typography.Text strong data-testid="opportunity-name">
            {row.product ? row.product.name : `${row.niche.categoryName} · ${band}`}
          </Typography.Text>
          <Typography.Text type="secondary">
            {row.product
              ? `${row.product.storeName} · ${row.niche.categoryName} · ${band}`
              : t('research.opportunities.niche')}
          </Typography.Text>
          <ConfidenceBadge mix={row.confidence} />
        </div>
      </div>
      <ul className="pl-opportunity__parts">
        {parts.slice(0, SHOWN_PARTS).map((part) => (
          <PartLine key={part.key} part={part} />
        ))}
      </ul>
      <Collapse
        ghost
        size="small"
        items={[
          {
            key: 'all',
            label: t('research.opportunities.allParts'),
            children: (
              <ul className="pl-opportunity__parts">
                {parts.slice(SHOWN_PARTS).map((part) => (
                  <PartLine key={part.key} part={part} />
                ))}
              </ul>
            ),
          },
        ]}
      />
      <Space wrap size={[16, 4]} className="pl-opportunity__figures" data-testid="opportunity-profit">
        <span>
          {t('research.opportunities.price')}: <strong>{money(row.price)}</strong>
        </span>
        <span>
          {t('research.opportunities.revenue4w')}:{' '}
          <strong>
            <RupiahRange amount={row.revenue4w} range={row.revenue4wRange} />
          </strong>
        </span>
        <span>
          {t('research.opportunities.profitPerUnit')}: <strong>{money(row.profitPerUnit)}</strong>
          {row.marginPercent !== null && ` (${formatPercent(row.marginPercent / 100, language, 0)})`}
        </span>
        <span>
          {t('research.opportunities.profitPerMonth')}: <strong>{money(row.profitPerMonth)}</strong>
        </span>
      </Space>
    </Card>
  );
}
