import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import i18n, { antdLocale, useLanguage } from '../i18n/index.ts';

const BRAND_PRIMARY = '#0e7c66';

const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_PRIMARY,
    colorLink: BRAND_PRIMARY,
    colorInfo: BRAND_PRIMARY,
    borderRadius: 10,
    fontFamily:
      "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif",
    colorBgLayout: '#f4f7f6',
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      siderBg: '#ffffff',
      headerPadding: '0 20px',
      headerHeight: 60,
      footerBg: 'transparent',
    },
    Menu: {
      itemBorderRadius: 8,
      itemSelectedBg: '#e3f4ef',
      itemSelectedColor: BRAND_PRIMARY,
      subMenuItemBg: 'transparent',
    },
    Card: { borderRadiusLG: 14 },
  },
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

function LocalisedAntd({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <ConfigProvider locale={antdLocale(language)} theme={theme}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** i18n, TanStack Query and antd (theme + locale following the interface language). */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalisedAntd>{children}</LocalisedAntd>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
