import type { ExtensionToken } from '@pasarlens/contracts';
import { Button, List, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { formatDateTime } from '../../../lib/format.ts';

/** The words of one kind of key: `account.apiKeys` or `account.extension` (revoke, its confirmation, revoked). */
type KeyTexts = 'account.apiKeys' | 'account.extension';

/**
 * One API key or extension token of the account's lists: its name and prefix, when it was made
 * and last used, and revoking it (a confirmation first).
 */
export function KeyListItem({
  item,
  texts,
  testId,
  onRevoke,
  revoking,
  children,
}: {
  item: ExtensionToken;
  texts: KeyTexts;
  testId: string;
  onRevoke: () => void;
  revoking: boolean;
  /** More lines under the dates. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <List.Item
      data-testid={`${testId}-item`}
      actions={
        item.revokedAt
          ? []
          : [
              <Popconfirm
                key="revoke"
                title={t(`${texts}.revokeConfirm`)}
                okText={t(`${texts}.revoke`)}
                cancelText={t('common.cancel')}
                onConfirm={onRevoke}
              >
                <Button danger size="small" loading={revoking} data-testid={`${testId}-revoke`}>
                  {t(`${texts}.revoke`)}
                </Button>
              </Popconfirm>,
            ]
      }
    >
      <List.Item.Meta
        title={
          <Space wrap>
            <span>{item.name}</span>
            <Typography.Text code>{item.prefix}…</Typography.Text>
            {item.revokedAt && <Tag color="red">{t(`${texts}.revoked`)}</Tag>}
          </Space>
        }
        description={
          <Space direction="vertical" size={0}>
            <span>{t('account.apiKeys.createdAt', { at: formatDateTime(item.createdAt, language) })}</span>
            <span data-testid={`${testId}-last-used`}>
              {item.lastUsedAt
                ? t('account.apiKeys.lastUsed', { at: formatDateTime(item.lastUsedAt, language) })
                : t('account.apiKeys.neverUsed')}
            </span>
            {children}
          </Space>
        }
      />
    </List.Item>
  );
}
