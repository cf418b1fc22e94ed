import { useQuery } from '@tanstack/react-query';
import { PRICE_CHANGE_DAYS } from '@pasarlens/contracts';
import { Card, Empty, List, Segmented, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatIdr } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { priceChangesQuery } from '../queries.ts';
import { useLanguage } from '../../../i18n/language.ts';

/** Spec §9: the watched products with the biggest price moves over 7 or 30 days (measured prices). */
export function PriceChanges() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [days, setDays] = useState<7 | 30>(7);
  const changes = useQuery(priceChangesQuery(days));
  return (
    <Card
      className="pl-card"
      data-testid="price-changes"
      title={t('alerts.changes.title')}
      extra={
        <Segmented
          value={days}
          onChange={(value) => setDays(value as 7 | 30)}
          options={PRICE_CHANGE_DAYS.map((d) => ({ value: d, label: t('alerts.changes.days', { count: d }) }))}
        />
      }
    >
      <Typography.Paragraph type="secondary">{t('alerts.changes.measured')}</Typography.Paragraph>
      {changes.isPending && <Skeleton active />}
      {changes.data && changes.data.items.length === 0 && <Empty description={t('alerts.changes.empty')} />}
      {changes.data && changes.data.items.length > 0 && (
        <List
          dataSource={changes.data.items.slice(0, 10)}
          renderItem={(item) => (
            <List.Item data-testid="price-change">
              <List.Item.Meta
                title={<Link to={paths.priceAlert(item.alertId)}>{item.name}</Link>}
                description={`${formatIdr(item.firstPrice, language)} → ${formatIdr(item.lastPrice, language)}`}
              />
              <Tag color={item.change < 0 ? 'green' : item.change > 0 ? 'red' : 'default'}>
                {item.change > 0 ? '+' : ''}
                {item.changePercent}%
              </Tag>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
