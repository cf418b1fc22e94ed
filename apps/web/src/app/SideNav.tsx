import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Input, Menu, type MenuProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isNavGroup, NAV_ENTRIES, NAV_TARGETS, navTargetFor } from './navigation.tsx';

/** The sidebar: feature search above the menu of spec §2's entries. */
export function SideNav({ collapsed = false, onNavigate }: { collapsed?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const current = navTargetFor(location.pathname);

  const [openKeys, setOpenKeys] = useState<string[]>(() => (current?.groupKey ? [current.groupKey] : []));
  const [query, setQuery] = useState('');

  const go = (path: string) => {
    onNavigate?.();
    void navigate(path);
  };

  const items: MenuProps['items'] = NAV_ENTRIES.map((entry) =>
    isNavGroup(entry)
      ? {
          key: entry.key,
          icon: entry.icon,
          label: t(entry.labelKey),
          children: entry.children.map((child) => ({ key: child.key, label: t(child.labelKey) })),
        }
      : { key: entry.key, icon: entry.icon, label: t(entry.labelKey) },
  );

  const searchOptions = useMemo(
    () =>
      NAV_TARGETS.map((target) => {
        const label = target.groupLabelKey ? `${t(target.groupLabelKey)} › ${t(target.labelKey)}` : t(target.labelKey);
        return { value: target.path, label, searchText: `${label} ${t(target.labelKey)}`.toLocaleLowerCase() };
      }),
    [t],
  );
  const needle = query.trim().toLocaleLowerCase();
  const filtered = needle ? searchOptions.filter((option) => option.searchText.includes(needle)) : searchOptions;

  return (
    <div className="pl-sidenav">
      {!collapsed && (
        <div className="pl-sidenav__search">
          <AutoComplete
            value={query}
            options={filtered.map(({ value, label }) => ({ value, label }))}
            onSearch={setQuery}
            onChange={(value: string) => setQuery(value)}
            onSelect={(value: string) => {
              const groupKey = NAV_TARGETS.find((target) => target.path === value)?.groupKey;
              if (groupKey) setOpenKeys((keys) => (keys.includes(groupKey) ? keys : [...keys, groupKey]));
              setQuery('');
              go(value);
            }}
            notFoundContent={needle ? t('sidebar.searchEmpty') : undefined}
            popupMatchSelectWidth={232}
            style={{ width: '100%' }}
          >
            <Input
              data-testid="feature-search"
              aria-label={t('sidebar.searchPlaceholder')}
              placeholder={t('sidebar.searchPlaceholder')}
              prefix={<SearchOutlined />}
              allowClear
            />
          </AutoComplete>
        </div>
      )}
      <Menu
        mode="inline"
        items={items}
        selectedKeys={current ? [current.key] : []}
        {...(collapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        onClick={({ key }) => {
          const target = NAV_TARGETS.find((entry) => entry.key === key);
          if (target) go(target.path);
        }}
        className="pl-sidenav__menu"
      />
    </div>
  );
}
