import { CloudDownloadOutlined } from '@ant-design/icons';
import type { DownloadRequest, DownloadSource } from '@pasarlens/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../i18n/index.ts';
import { client } from '../lib/client.ts';
import { failureMessage } from '../lib/errors.ts';
import { formatNumber } from '../lib/format.ts';
import { paths } from '../lib/paths.ts';
import { useSignedInUser } from '../lib/session.tsx';
import { refreshCurrentUser } from '../lib/refreshCurrentUser.ts';
import { planName } from '../lib/plan.ts';

/** Each source's call (spec §7 downloads). */
const START = {
  'product_research/products': client.downloadProductResearchProducts,
  'category_research/categories': client.downloadCategoryResearchCategories,
  'category_research/category_products': client.downloadCategoryResearchCategoryProducts,
  'store_research/stores': client.downloadStoreResearchStores,
  'store_research/store_products': client.downloadStoreResearchStoreProducts,
  'enterprise_dashboard/top_brands': client.downloadEnterpriseTopBrands,
  'enterprise_dashboard/top_products': client.downloadEnterpriseTopProducts,
  'enterprise_dashboard/top_categories': client.downloadEnterpriseTopCategories,
} as const;

/** A screen's input: its filters and sort; its page is left out (the export starts at the first row). */
type ScreenInput = Record<string, unknown> & { page?: unknown; page_size?: unknown };

/**
 * Exports the table on screen as an XLSX file: the button says how many download rows it will
 * use (the table's rows, at most what is left); a table larger than what is left is cut only when
 * the user agrees. The file is prepared in the background and lands in the download archive.
 */
export function DownloadButton({
  source,
  input: { page: _page, page_size: _size, ...screen },
  total,
}: {
  source: DownloadSource;
  input: ScreenInput;
  total: number | undefined;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  const [open, setOpen] = useState(false);
  const [acceptFewer, setAcceptFewer] = useState(false);
  const left = Math.max(0, user.total.limit - user.total.count);
  const rows = total ?? 0;
  const uses = Math.min(rows, left);
  const count = (n: number) => formatNumber(n, language);

  const start = useMutation({
    mutationFn: async () => {
      const call = START[source] as (
        body: DownloadRequest,
      ) => ReturnType<(typeof START)['category_research/categories']>;
      const result = await call({ ...screen, rows, language, accept_fewer: acceptFewer } as DownloadRequest);
      if (!result.ok) throw new Error(failureMessage(t, result));
      return result.data;
    },
    onSuccess: async () => {
      setOpen(false);
      void message.success(t('downloads.button.started'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['downloadGetAll'] }),
        refreshCurrentUser(queryClient),
      ]);
    },
    onError: (error) => void message.error(error.message),
  });

  if (!user.premium.downloadSupport) {
    return (
      <Link to={paths.pricing} data-testid="download-upgrade">
        <Button icon={<CloudDownloadOutlined />}>
          {t('downloads.button.upgrade', { plan: planName(t, 'basic') })}
        </Button>
      </Link>
    );
  }
  return (
    <>
      <Button
        icon={<CloudDownloadOutlined />}
        disabled={rows === 0}
        onClick={() => setOpen(true)}
        data-testid="download-button"
      >
        {t('downloads.button.label', { rows: count(uses) })}
      </Button>
      <Modal
        open={open}
        title={t('downloads.button.title')}
        okText={t('downloads.button.confirm')}
        okButtonProps={{
          disabled: uses === 0 || (uses < rows && !acceptFewer),
          loading: start.isPending,
          ...({ 'data-testid': 'download-confirm' } as Record<string, string>),
        }}
        onOk={() => start.mutate()}
        onCancel={() => setOpen(false)}
      >
        <Space orientation="vertical">
          <Typography.Text data-testid="download-uses">
            {t('downloads.button.uses', { rows: count(uses), left: count(left) })}
          </Typography.Text>
          {uses < rows && uses > 0 && (
            <Checkbox
              checked={acceptFewer}
              onChange={(event) => setAcceptFewer(event.target.checked)}
              data-testid="download-accept-fewer"
            >
              {t('downloads.button.fewer', { rows: count(rows), left: count(left) })}
            </Checkbox>
          )}
          {uses < rows && <Link to={paths.downloadQuota}>{t('downloads.button.buyRows')}</Link>}
          <Typography.Text type="secondary">
            {t(
              source.startsWith('enterprise_dashboard/')
                ? 'downloads.button.estimatesTopList'
                : 'downloads.button.estimates',
            )}
          </Typography.Text>
        </Space>
      </Modal>
    </>
  );
}
