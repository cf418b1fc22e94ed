import { useQuery } from '@tanstack/react-query';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { dataRequestsQuery } from '../queries.ts';

/** The header's notice of data requests a crawl has answered since the user last looked; nothing otherwise. */
export function DataRequestNotice() {
  const { t } = useTranslation();
  const unseen = useQuery(dataRequestsQuery()).data?.unseen ?? 0;
  if (unseen === 0) return null;
  return (
    <Badge count={unseen} size="small" data-testid="data-request-notice">
      <Link to={paths.dataRequests}>
        <Button type="text" icon={<CloudDownloadOutlined />} aria-label={t('dataRequests.notice', { count: unseen })} />
      </Link>
    </Badge>
  );
}
