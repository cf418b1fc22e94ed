import { HistoryOutlined } from '@ant-design/icons';
import {
  SEARCH_HISTORY_SIZE,
  TOKEN_COSTS,
  type Language,
  type TokenUse,
  type TokenUseContext,
} from '@pasarlens/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Skeleton, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api.ts';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { reopenLink, shownPage } from '../../../lib/tokenUses.ts';
import { tokenHistoryQuery } from '../queries.ts';

const isTokenAction = (action: string): action is keyof typeof TOKEN_COSTS => Object.hasOwn(TOKEN_COSTS, action);

/** What a token use asked for, in words: “hijab” · Shopee · page 2, or the days of a history. */
function describeUse(context: TokenUseContext, t: TFunction, language: Language): string {
  const words: string[] = [];
  if (context.subject) words.push(`“${context.subject}”`);
  // An enterprise filter's use names every marketplace it covered, comma-separated.
  const marketplaces = context.marketplace?.split(',').filter(Boolean) ?? [];
  if (marketplaces.length > 0)
    words.push(marketplaces.map((m) => t(`research.marketplaces.${m}`, { defaultValue: m })).join(', '));
  if (context.from && context.to)
    words.push(
      t('home.history.range', { from: formatDay(context.from, language), to: formatDay(context.to, language) }),
    );
  else {
    const page = shownPage(context);
    if (page !== undefined) words.push(t('home.history.page', { page }));
  }
  return words.join(' · ');
}

function HistoryItem({ use }: { use: TokenUse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const description = describeUse(use.context, t, language);
  const link = reopenLink(use.context);
  const tool = use.context.feature
    ? t(`home.history.features.${use.context.feature}`)
    : isTokenAction(use.action)
      ? t(`home.history.actions.${use.action}`)
      : use.action;
  const main = (
    <div className="pl-history__main">
      <Typography.Text strong>{tool}</Typography.Text>
      <Typography.Text type="secondary" className="pl-history__meta">
        {description && `${description} · `}
        {formatDateTime(use.createdAt, language)}
      </Typography.Text>
    </div>
  );
  return (
    <li className="pl-history__item" data-testid="history-item">
      {link ? (
        <Link to={link} className="pl-history__link" title={t('home.history.reopen')} data-testid="history-reopen">
          {main}
        </Link>
      ) : (
        main
      )}
      <Tag color="green">{t('home.history.tokens', { count: use.tokens })}</Tag>
    </li>
  );
}

/** The last 10 token uses (spec §2), newest first. */
export function SearchHistoryCard() {
  const { t } = useTranslation();
  const history = useQuery(tokenHistoryQuery());
  const items = history.data?.items.slice(0, SEARCH_HISTORY_SIZE) ?? [];
  return (
    <Card
      className="pl-card"
      title={
        <span>
          <HistoryOutlined /> {t('home.history.title')}
        </span>
      }
      data-testid="search-history"
    >
      {history.isPending && <Skeleton active paragraph={{ rows: 3 }} title={false} />}
      <ApiErrorAlert
        failure={isApiError(history.error) ? history.error.failure : null}
        error={history.error}
        testId="history-error"
      />
      {history.isSuccess &&
        (items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.history.empty')} />
        ) : (
          <ul className="pl-history">
            {items.map((use) => (
              <HistoryItem key={use.id} use={use} />
            ))}
          </ul>
        ))}
    </Card>
  );
}
