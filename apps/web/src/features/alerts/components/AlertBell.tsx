import { BellOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import { Badge, Button, Empty, List, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDateTime, formatIdr } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { markNotificationsRead, notificationsQuery } from '../queries.ts';

/** The header's notification list of alert firings, with the unread count; opening it marks them read. */
export function AlertBell() {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const notices = useQuery(notificationsQuery());
  const read = useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (result) => result.ok && queryClient.setQueryData(['alertNotifications', {}], result.data),
  });
  const unread = notices.data?.unread ?? 0;
  const content = (
    <div style={{ width: 300, maxWidth: '80vw' }} data-testid="notifications">
      {notices.data && notices.data.items.length === 0 && <Empty description={t('alerts.notifications.empty')} />}
      <List
        size="small"
        dataSource={notices.data?.items ?? []}
        rowKey="id"
        renderItem={(n) => (
          <List.Item data-testid="notification">
            <Typography.Text strong={!n.read}>
              {n.alertId ? <Link to={paths.priceAlert(n.alertId)}>{n.productName}</Link> : n.productName}
              {' — '}
              {t('alerts.notifications.met', {
                condition: t(`alerts.conditions.${n.condition}`),
                price: formatIdr(n.price, language),
              })}
            </Typography.Text>
            <br />
            <Typography.Text type="secondary">{formatDateTime(n.createdAt, language)}</Typography.Text>
          </List.Item>
        )}
      />
    </div>
  );
  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottomRight"
      onOpenChange={(open) => !open && unread > 0 && read.mutate()}
    >
      <Badge count={unread} size="small" data-testid="notification-count">
        <Button
          type="text"
          icon={<BellOutlined />}
          aria-label={t('alerts.notifications.title')}
          data-testid="notification-bell"
        />
      </Badge>
    </Popover>
  );
}
