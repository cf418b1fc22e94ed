import {
  CloudDownloadOutlined,
  CreditCardOutlined,
  DownOutlined,
  GiftOutlined,
  LogoutOutlined,
  SafetyOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../lib/paths.ts';
import { logout, useSignedInUser } from '../lib/session.tsx';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** Header user menu: account settings, admin (admins only), payment, data requests, referral, logout. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const items: MenuProps['items'] = [
    {
      key: paths.profile,
      icon: <SettingOutlined />,
      label: <span data-testid="menu-account">{t('userMenu.account')}</span>,
    },
    ...(user.role === 'admin'
      ? [
          {
            key: paths.admin,
            icon: <SafetyOutlined />,
            label: <span data-testid="menu-admin">{t('userMenu.admin')}</span>,
          },
        ]
      : []),
    {
      key: paths.managePayment,
      icon: <CreditCardOutlined />,
      label: <span data-testid="menu-payment">{t('userMenu.payment')}</span>,
    },
    {
      key: paths.dataRequests,
      icon: <CloudDownloadOutlined />,
      label: <span data-testid="menu-data-requests">{t('userMenu.dataRequests')}</span>,
    },
    {
      key: paths.referral,
      icon: <GiftOutlined />,
      label: <span data-testid="menu-referral">{t('userMenu.referral')}</span>,
    },
    { type: 'divider' },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      danger: true,
      label: <span data-testid="logout">{t('userMenu.logout')}</span>,
    },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') {
      void logout(queryClient, () => navigate(paths.login, { replace: true }));
      return;
    }
    void navigate(key);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button type="button" className="pl-usermenu" data-testid="user-menu" aria-label={t('userMenu.label')}>
        <Avatar size={32} className="pl-usermenu__avatar">
          {initials(user.name)}
        </Avatar>
        {!compact && <span className="pl-usermenu__name">{user.name}</span>}
        <DownOutlined className="pl-usermenu__caret" />
      </button>
    </Dropdown>
  );
}
