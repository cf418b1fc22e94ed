import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@pasarlens/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, useLanguage } from '../i18n/index.ts';
import { LANGUAGE_LABELS } from '../i18n/language.ts';

const options = LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));

/** Bahasa Indonesia / English / 中文; switches without a reload and writes the language cookie. */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Select<Language>
      data-testid="language-switcher"
      aria-label={t('language.label')}
      value={language}
      options={options}
      onChange={(value) => void changeLanguage(value)}
      prefix={<GlobalOutlined />}
      labelRender={compact ? ({ value }) => String(value).toUpperCase() : undefined}
      popupMatchSelectWidth={false}
      variant="borderless"
      style={compact ? { width: 72 } : { minWidth: 170 }}
    />
  );
}
