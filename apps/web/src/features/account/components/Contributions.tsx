import { useQuery } from '@tanstack/react-query';
import { Descriptions, Divider, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { endpointQuery } from '../../../lib/client.ts';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';

/** What the user's own extension and uploads contributed to the market data: answers and products. */
export function Contributions() {
  const { t } = useTranslation();
  const language = useLanguage();
  const mine = useQuery(endpointQuery('contributions', {}));
  if (!mine.data) return null;
  const { answers, accepted, lastReceivedAt } = mine.data;
  return (
    <section data-testid="contributions">
      <Divider />
      <Typography.Title level={5}>{t('account.contributions.title')}</Typography.Title>
      {answers === 0 ? (
        <Typography.Text type="secondary">{t('account.contributions.none')}</Typography.Text>
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('account.contributions.lead')}</Typography.Paragraph>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('account.contributions.answers')}>
              <span data-testid="contributed-answers">{formatNumber(answers, language)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('account.contributions.products')}>
              <span data-testid="contributed-products">{formatNumber(accepted, language)}</span>
            </Descriptions.Item>
            {lastReceivedAt && (
              <Descriptions.Item label={t('account.contributions.last')}>
                {formatDateTime(lastReceivedAt, language)}
              </Descriptions.Item>
            )}
          </Descriptions>
        </>
      )}
    </section>
  );
}
