import { Cascader } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { isApiError } from '../../../lib/api.ts';
import type { CategoryOption, CategoryTree } from '../categoryTree.ts';

const samePath = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, index) => id === b[index]);

/**
 * The category cascader: any level can be chosen, deeper levels load when opened. Going down the
 * levels only moves a draft; the choice is made when the menu closes (a leaf closes it), so
 * passing through the levels does not ask (and pay) for each one's products.
 */
export function CategoryPicker({
  tree,
  value,
  onChange,
}: {
  tree: CategoryTree;
  value: readonly number[];
  onChange: (path: number[]) => void;
}) {
  const { t } = useTranslation();
  // The ref is read when the menu closes, which can come before the draft's re-render.
  const draftRef = useRef<number[] | null>(null);
  const [draft, setDraft] = useState<number[] | null>(null);
  const moveDraft = (next: number[] | null) => {
    draftRef.current = next;
    setDraft(next);
  };
  const commit = () => {
    const chosen = draftRef.current;
    moveDraft(null);
    if (chosen && !samePath(chosen, value)) onChange(chosen);
  };

  return (
    <>
      <ApiErrorAlert
        failure={isApiError(tree.rootError) ? tree.rootError.failure : null}
        error={tree.rootError}
        testId="category-tree-error"
      />
      <Cascader<CategoryOption>
        data-testid="category-picker"
        className="pl-category-picker"
        aria-label={t('research.category.picker')}
        placeholder={t('research.category.pickerPlaceholder')}
        options={tree.options}
        value={draft ?? [...value]}
        loading={tree.rootLoading}
        changeOnSelect
        showSearch
        loadData={(selected) => {
          const last = selected.at(-1);
          if (last) tree.open(last.value);
        }}
        onChange={(path) => {
          const next = (path ?? []).map(Number);
          moveDraft(next);
          // Clearing happens with the menu closed: it is the choice.
          if (next.length === 0) commit();
        }}
        onOpenChange={(open) => {
          if (!open) commit();
        }}
      />
    </>
  );
}
