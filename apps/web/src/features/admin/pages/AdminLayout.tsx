import { Result, Tabs } from 'antd';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { FullPageSpinner } from '../../../components/FullPageSpinner.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSignedInUser } from '../../../lib/session.tsx';

const SECTIONS = [
  { path: paths.admin, labelKey: 'admin.nav.users' },
  { path: paths.adminExpiring, labelKey: 'admin.nav.expiring' },
  { path: paths.adminAffiliates, labelKey: 'admin.nav.affiliates' },
  { path: paths.adminRecaps, labelKey: 'admin.nav.recaps' },
  { path: paths.adminDownloads, labelKey: 'admin.nav.downloads' },
  { path: paths.adminMessages, labelKey: 'admin.nav.messages' },
  { path: paths.adminDataHealth, labelKey: 'admin.nav.dataHealth' },
] as const;

/** The section a path belongs to: a user's page sits under the users. */
const sectionOf = (pathname: string) =>
  SECTIONS.find((section) => section.path !== paths.admin && pathname.startsWith(section.path))?.path ?? paths.admin;

/** /app/admin/*: the back office's tabs over its pages, for admins only; anyone else gets the access error. */
export default function AdminLayout() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (user.role !== 'admin') {
    return (
      <div data-testid="admin-forbidden">
        <Result
          status="403"
          title={t('forbidden.title')}
          subTitle={t('errors.FORBIDDEN')}
          extra={<LinkButton to={paths.home}>{t('notFound.back')}</LinkButton>}
        />
      </div>
    );
  }
  return (
    <div className="pl-page" data-testid="admin-page">
      <PageHeading title={t('admin.title')} />
      <Tabs
        activeKey={sectionOf(pathname)}
        onChange={(key) => void navigate(key)}
        items={SECTIONS.map(({ path, labelKey }) => ({
          key: path,
          label: <span data-testid={`admin-tab-${path.split('/').pop()}`}>{t(labelKey)}</span>,
        }))}
      />
      <Suspense fallback={<FullPageSpinner inline />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
