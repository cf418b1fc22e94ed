import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { LANGUAGES, type Language } from '@pasarlens/contracts/plain';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGE_LABELS, useLanguage } from '../../i18n/language.ts';
import { Icon } from './Icon.tsx';

/** The language switcher of the public pages, a native select: switches without a reload and writes the language cookie. */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <label className="pl-language">
      <Icon icon={GlobalOutlined} />
      <select
        data-testid="language-switcher"
        aria-label={t('language.label')}
        value={language}
        onChange={(event) => void changeLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((value) => (
          <option key={value} value={value}>
            {compact ? value.toUpperCase() : LANGUAGE_LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  );
}
