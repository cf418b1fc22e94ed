import { ChromeOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { askExtension, type ExtensionHello } from '../extensionBridge.ts';
import { connectExtensionMutation } from '../queries.ts';

const MAY = ['extensionConnect.may.figures', 'extensionConnect.may.contribute'] as const;

/**
 * Where the extension is connected (decisions/038): the signed-in user sees what it may do, and
 * connecting makes a token for the extension's calls alone and hands it straight to the extension
 * of this browser. A token the extension did not take is revoked at once.
 */
export default function ExtensionConnectPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('extensionConnect.title'));
  const hello = useQuery({
    queryKey: ['extension-hello'],
    queryFn: () => askExtension<ExtensionHello>({ type: 'hello' }),
    retry: false,
  });
  const connect = useMutation(connectExtensionMutation());

  let body;
  if (hello.isLoading) body = <Spin tip={t('extensionConnect.checking')}>{null}</Spin>;
  else if (!hello.data)
    body = (
      <Alert
        type="warning"
        showIcon
        data-testid="extension-not-installed"
        message={t('extensionConnect.notInstalled')}
        action={<Link to={paths.extension}>{t('extensionConnect.install')}</Link>}
      />
    );
  else if (connect.data?.taken)
    body = <Result status="success" data-testid="extension-connected" title={t('extensionConnect.connected')} />;
  else
    body = (
      <>
        <Typography.Paragraph>{t('extensionConnect.lead')}</Typography.Paragraph>
        <ul>
          {MAY.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <Typography.Paragraph type="secondary">{t('extensionConnect.mayNot')}</Typography.Paragraph>
        <ApiErrorAlert failure={connect.data?.failure ?? null} error={connect.error} testId="extension-connect-error" />
        {connect.data && !connect.data.failure && !connect.data.taken && (
          <Alert type="error" showIcon message={t('extensionConnect.failed')} style={{ marginBottom: 12 }} />
        )}
        <Button
          type="primary"
          icon={<ChromeOutlined />}
          loading={connect.isPending}
          onClick={() => connect.mutate()}
          data-testid="extension-connect"
        >
          {t('extensionConnect.connect')}
        </Button>
      </>
    );

  return (
    <div className="pl-page pl-page--narrow">
      <Typography.Title level={3}>{t('extensionConnect.title')}</Typography.Title>
      <Card className="pl-card">{body}</Card>
    </div>
  );
}
