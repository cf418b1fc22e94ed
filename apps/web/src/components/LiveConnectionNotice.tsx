import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { liveClient, useLiveStatus } from '../lib/live.ts';

/**
 * The live-data connection's state where live data is shown (spec §4: it reconnects by itself):
 * a small notice while it is reconnecting, and a way to try again once the server refused it.
 * Nothing while connected or before the first request.
 */
export function LiveConnectionNotice() {
  const { t } = useTranslation();
  const status = useLiveStatus();
  if (status === 'reconnecting') {
    return (
      <Alert
        type="warning"
        showIcon
        banner
        data-testid="live-reconnecting"
        title={t('live.reconnecting')}
        className="pl-live-notice"
      />
    );
  }
  if (status === 'failed') {
    return (
      <Alert
        type="error"
        showIcon
        banner
        data-testid="live-failed"
        title={t('live.failed')}
        className="pl-live-notice"
        action={
          <Button size="small" onClick={() => liveClient().reconnect()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return null;
}
