import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryPicksQuery, customItemsQuery, storePicksQuery } from '../queries.ts';

export interface Picked {
  id: number;
  name: string;
}

interface PickerProps {
  value: Picked[];
  onChange: (picked: Picked[]) => void;
  testId: string;
  max?: number;
}

/** A multiple select whose options come from the server as the user types; chosen items stay named. */
function ServerPicker({
  value,
  onChange,
  testId,
  max,
  options,
  loading,
  onSearch,
  placeholder,
}: PickerProps & { options: Picked[]; loading: boolean; onSearch: (q: string) => void; placeholder: string }) {
  const known = new Map([...value, ...options].map((o) => [o.id, o.name]));
  return (
    <Select
      mode="multiple"
      showSearch
      filterOption={false}
      onSearch={onSearch}
      loading={loading}
      placeholder={placeholder}
      data-testid={testId}
      maxCount={max}
      style={{ width: '100%' }}
      value={value.map((v) => v.id)}
      options={[...known].map(([id, name]) => ({ value: id, label: name }))}
      onChange={(ids: number[]) => onChange(ids.map((id) => ({ id, name: known.get(id) ?? String(id) })))}
    />
  );
}

export function StorePicker({ marketplace, ...props }: PickerProps & { marketplace: string }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const picks = useQuery(storePicksQuery(marketplace, q));
  return (
    <ServerPicker
      {...props}
      options={picks.data?.items ?? []}
      loading={picks.isFetching}
      onSearch={setQ}
      placeholder={t('enterprise.form.storesPlaceholder')}
    />
  );
}

export function CategoryPicker({ marketplace, ...props }: PickerProps & { marketplace: string }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const picks = useQuery(categoryPicksQuery(marketplace, q));
  const options = (picks.data?.items ?? []).map((c) => ({ id: c.id, name: c.path.join(' › ') }));
  return (
    <ServerPicker
      {...props}
      options={options}
      loading={picks.isFetching}
      onSearch={setQ}
      placeholder={t('enterprise.form.categoriesPlaceholder')}
    />
  );
}

export function BrandPicker(props: PickerProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const picks = useQuery(customItemsQuery('brand', 1, q));
  return (
    <ServerPicker
      {...props}
      options={picks.data?.items ?? []}
      loading={picks.isFetching}
      onSearch={setQ}
      placeholder={t('enterprise.form.brandsPlaceholder')}
    />
  );
}
