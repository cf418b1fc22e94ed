import type { DataRequestInput } from '@pasarlens/contracts';
import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RequestDataButton } from './RequestDataButton.tsx';

/** What was looked for; it picks the title and the hint of the "nothing found" state. */
export type EmptyKind = 'keyword' | 'category' | 'categories' | 'store' | 'storeProducts' | 'product' | 'analytics';

const TITLE_KEYS: Record<EmptyKind, string> = {
  keyword: 'research.empty.title',
  category: 'research.empty.categoryTitle',
  categories: 'research.empty.categoriesTitle',
  store: 'research.empty.title',
  storeProducts: 'research.empty.storeProductsTitle',
  product: 'research.empty.productTitle',
  analytics: 'research.empty.title',
};

const HINT_KEYS: Record<EmptyKind, string> = {
  keyword: 'research.empty.keywordHint',
  category: 'research.empty.categoryHint',
  categories: 'research.empty.categoriesHint',
  store: 'research.empty.keywordHint',
  storeProducts: 'research.empty.storeProductsHint',
  product: 'research.empty.productHint',
  analytics: 'research.empty.analyticsHint',
};

/** Nothing found (an empty answer or the API's "not found"): nothing was charged, and the data can be requested (spec §8). */
export function NoResults({ kind, request }: { kind: EmptyKind; request?: DataRequestInput | undefined }) {
  const { t } = useTranslation();
  return (
    <Empty
      data-testid="no-results"
      data-kind={kind}
      className="pl-no-results"
      description={
        <>
          <Typography.Text strong>{t(TITLE_KEYS[kind])}</Typography.Text>
          <Typography.Paragraph type="secondary" className="pl-no-results__hint">
            {t(HINT_KEYS[kind])} <span data-testid="tokens-not-deducted">{t('research.tokensNotDeducted')}</span>
          </Typography.Paragraph>
        </>
      }
    >
      {request && <RequestDataButton request={request} />}
    </Empty>
  );
}
