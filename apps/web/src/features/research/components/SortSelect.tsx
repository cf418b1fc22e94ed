import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SORT } from './ResearchTable.tsx';

const sortLabelKey = (key: string) => `research.sort.${key}`;

/** The server-side order of a list, also for keys without a column (90-day revenue). */
export function SortSelect({
  keys,
  value,
  onChange,
  disabled,
}: {
  keys: readonly string[];
  value: string | undefined;
  onChange: (key: string | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Select
      data-testid="sort-select"
      aria-label={t('research.sort.label')}
      className="pl-sort-select"
      value={disabled ? DEFAULT_SORT : (value ?? DEFAULT_SORT)}
      disabled={disabled}
      onChange={(key: string) => onChange(key === DEFAULT_SORT ? null : key)}
      options={keys.map((key) => ({ value: key, label: t(sortLabelKey(key)) }))}
      prefix={t('research.sort.label')}
    />
  );
}
