import { Card, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../lib/paths.ts';
import { useDocumentTitle } from '../lib/useDocumentTitle.ts';

const TABS = [
  { key: paths.profile, labelKey: 'account.tabs.profile' },
  { key: paths.password, labelKey: 'account.tabs.password' },
  { key: paths.managePayment, labelKey: 'account.tabs.payment' },
  { key: paths.apiKeys, labelKey: 'account.tabs.apiKeys' },
  { key: paths.extensionTokens, labelKey: 'account.tabs.extension' },
] as const;

/** Frame of the account settings pages with tabs between them; `wide` for pages with tables. */
export function AccountSettings({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useDocumentTitle(t('account.title'));
  return (
    <div className={wide ? 'pl-page pl-page--medium' : 'pl-page pl-page--narrow'}>
      <Typography.Title level={3}>{t('account.title')}</Typography.Title>
      <Card className="pl-card">
        <Tabs
          activeKey={pathname}
          onChange={(key) => void navigate(key)}
          items={TABS.map((tab) => ({ key: tab.key, label: t(tab.labelKey) }))}
        />
        {children}
      </Card>
    </div>
  );
}
