import { CheckOutlined, CloudDownloadOutlined } from '@ant-design/icons';
import type { DataRequestInput } from '@pasarlens/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { requestDataMutation } from '../queries.ts';

/** Spec §8: where there is no data (or it is still being validated), the user can ask for it. */
export function RequestDataButton({ request }: { request: DataRequestInput }) {
  const { t } = useTranslation();
  const mutation = useMutation(requestDataMutation());
  if (mutation.isSuccess) {
    return (
      <Typography.Text type="success" data-testid="data-requested">
        <CheckOutlined /> {t('research.request.done')} <Link to={paths.dataRequests}>{t('research.request.see')}</Link>
      </Typography.Text>
    );
  }
  return (
    <Button
      icon={<CloudDownloadOutlined />}
      loading={mutation.isPending}
      onClick={() => mutation.mutate(request)}
      data-testid="request-data"
    >
      {mutation.isError ? t('research.request.retry') : t('research.request.button')}
    </Button>
  );
}
