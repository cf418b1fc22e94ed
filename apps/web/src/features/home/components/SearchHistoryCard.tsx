import { HistoryOutlined } from '@ant-design/icons';
import { SEARCH_HISTORY_SIZE, TOKEN_COSTS, type TokenUse } from '@pasarlens/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { isApiError, unwrap } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { getTokenHistory } from '../api.ts';

export const TOKEN_HISTORY_QUERY_KEY = ['home', 'token-history'] as const;

const isTokenAction = (action: string): action is keyof typeof TOKEN_COSTS => Object.hasOwn(TOKEN_COSTS, action);

/** A short line from a token use's context: its text and number values ("sepatu · shopee"). */
export function contextSummary(context: Record<string, unknown>): string {
  return Object.values(context)
    .filter((value): value is string | number => (typeof value === 'string' && value.trim() !== '') || typeof value === 'number')
    .slice(0, 3)
    .join(' · ');
}

function HistoryItem({ use }: { use: TokenUse }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const summary = contextSummary(use.context);
  return (
    <li className="pl-history__item" data-testid="history-item">
      <div className="pl-history__main">
        <Typography.Text strong>{isTokenAction(use.action) ? t(`home.history.actions.${use.action}`) : use.action}</Typography.Text>
        <Typography.Text type="secondary" className="pl-history__meta">
          {summary && `${summary} · `}
          {formatDateTime(use.createdAt, language)}
        </Typography.Text>
      </div>
      <Tag color="green">{t('home.history.tokens', { count: use.tokens })}</Tag>
    </li>
  );
}

/** The last 10 token uses (spec §2), newest first. */
export function SearchHistoryCard() {
  const { t } = useTranslation();
  const history = useQuery({ queryKey: TOKEN_HISTORY_QUERY_KEY, queryFn: async () => unwrap(await getTokenHistory()) });
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
      <ApiErrorAlert failure={isApiError(history.error) ? history.error.failure : null} error={history.error} testId="history-error" />
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
