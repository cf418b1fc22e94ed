import type { Locale } from 'antd/es/locale';
import type { ResourceKey } from 'i18next';

/** One language of the app: its texts, antd's locale and the name of dayjs's (registered by the pack). */
export interface LanguagePack {
  texts: ResourceKey;
  antd: Locale;
  dayjs: string;
}
