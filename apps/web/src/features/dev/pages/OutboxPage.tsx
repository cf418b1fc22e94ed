import { MailOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api.ts';
import { failureMessage } from '../../../lib/errors.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { outboxQuery } from '../queries.ts';
import { LinkifiedText } from '../components/LinkifiedText.tsx';

/** Development outbox: the mails the API would have sent, newest first, with clickable links. */
export default function OutboxPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dev.outbox.title'));
  const outbox = useQuery(outboxQuery());

  return (
    <div className="pl-content pl-content--wide">
      <Space align="center" className="pl-outbox__head" wrap>
        <Typography.Title level={1} className="pl-content__title" style={{ margin: 0 }}>
          <MailOutlined /> {t('dev.outbox.title')}
        </Typography.Title>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void outbox.refetch()}
          loading={outbox.isFetching}
          data-testid="outbox-refresh"
        >
          {t('dev.outbox.refresh')}
        </Button>
      </Space>
      <Typography.Paragraph type="secondary">{t('dev.outbox.lead')}</Typography.Paragraph>

      {outbox.isError && (
        <Alert
          type="warning"
          showIcon
          title={t('dev.outbox.unavailable')}
          description={isApiError(outbox.error) ? failureMessage(t, outbox.error.failure) : t('errors.serverError')}
        />
      )}
      {outbox.data?.length === 0 && <Empty description={t('dev.outbox.empty')} />}
      <div className="pl-outbox" data-testid="outbox">
        {outbox.data?.map((mail, index) => (
          <Card key={`${mail.createdAt}-${index}`} className="pl-card pl-outbox__mail" data-testid="outbox-mail">
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {mail.subject}
            </Typography.Title>
            <Space wrap size={[8, 4]} className="pl-outbox__meta">
              <Tag>
                {t('dev.outbox.to')}: {mail.to}
              </Tag>
              <Typography.Text type="secondary">{dayjs(mail.createdAt).format('LLL')}</Typography.Text>
            </Space>
            <pre className="pl-outbox__text">
              <LinkifiedText text={mail.text} />
            </pre>
          </Card>
        ))}
      </div>
    </div>
  );
}
