import { apiAllowance, PLANS, TOKEN_COSTS } from '@pasarlens/contracts/plain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/site/ButtonLink.tsx';
import { Panel } from '../../../components/site/Panel.tsx';
import { paths } from '../../../lib/paths.ts';
import { ContentPage } from '../components/ContentPage.tsx';

const ApiReference = lazy(() => import('../components/ApiReference.tsx'));

const OPENAPI_PATH = '/api/openapi.json';

/** What the API offers, each with what it costs in tokens (spec §9's costs, from the contracts). */
const OFFERS = [
  { key: 'products', tokens: TOKEN_COSTS.search, history: TOKEN_COSTS.historicalProductDetail },
  { key: 'stores', tokens: TOKEN_COSTS.search, history: TOKEN_COSTS.historicalCategoryOrStoreDetail },
  { key: 'categories', tokens: TOKEN_COSTS.search, history: TOKEN_COSTS.historicalCategoryOrStoreDetail },
  { key: 'keywords', tokens: TOKEN_COSTS.search, history: 0 },
  { key: 'markets', tokens: TOKEN_COSTS.enterpriseFilter, history: TOKEN_COSTS.enterprisePage },
] as const;

const API_PLANS = Object.values(PLANS).filter((plan) => apiAllowance(plan.id));

/** The examples, runnable as they stand once PASARLENS_KEY holds a key. */
const curlExample = (origin: string) =>
  `curl -sS -X POST ${origin}/public/v1/data/categories \\
  -H "Authorization: Bearer $PASARLENS_KEY" \\
  -H "content-type: application/json" \\
  -d '{"marketplace":"shopee"}'`;

const typescriptExample = (
  origin: string,
) => `const answer = await fetch('${origin}/public/v1/data/categories/top-products', {
  method: 'POST',
  headers: {
    authorization: \`Bearer \${process.env.PASARLENS_KEY}\`,
    'content-type': 'application/json',
  },
  body: JSON.stringify({ marketplace: 'shopee', category_id: 1, sort: 'revenue30', page: 0 }),
});
console.log(answer.headers.get('x-tokens-left'), answer.headers.get('x-tokens-refill-at'));
const { asOf, data } = await answer.json();
for (const product of data.items) console.log(asOf, product.name, product.revenue30, product.confidence30);`;

function Code({ children, testId }: { children: string; testId: string }) {
  return (
    <pre className="pl-code" data-testid={testId}>
      <code>{children}</code>
    </pre>
  );
}

/** Spec §2 /api: the public data API — what it offers and costs, how to get a key, examples and the reference. */
export default function ApiPage() {
  const { t } = useTranslation();
  const [referenceOpen, setReferenceOpen] = useState(false);
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return (
    <ContentPage title={t('info.api.title')} lead={t('info.api.body')}>
      <Panel title={t('apiPage.offersTitle')} data-testid="api-offers">
        <ul className="pl-list">
          {OFFERS.map((offer) => (
            <li key={offer.key}>
              {t(`apiPage.offers.${offer.key}`, { tokens: offer.tokens, history: offer.history })}
            </li>
          ))}
        </ul>
        <p className="pl-muted">{t('apiPage.charges')}</p>
      </Panel>
      <Panel title={t('apiPage.limitsTitle')} data-testid="api-limits">
        <ul className="pl-list">
          {API_PLANS.map((plan) => (
            <li key={plan.id}>{t('apiPage.limit', { plan: t(`planNames.${plan.id}`), ...apiAllowance(plan.id)! })}</li>
          ))}
        </ul>
        <p className="pl-muted">{t('apiPage.headers')}</p>
      </Panel>
      <Panel title={t('apiPage.keyTitle')}>
        <ol className="pl-list">
          <li>{t('apiPage.keySteps.plan')}</li>
          <li>{t('apiPage.keySteps.create')}</li>
          <li>{t('apiPage.keySteps.send')}</li>
        </ol>
        <div className="pl-actions">
          <ButtonLink variant="primary" to={paths.apiKeys}>
            {t('apiPage.keyButton')}
          </ButtonLink>
          <ButtonLink to={paths.pricing}>{t('apiPage.plansButton')}</ButtonLink>
        </div>
      </Panel>
      <Panel title={t('apiPage.examplesTitle')}>
        <h3>curl</h3>
        <Code testId="api-curl-example">{curlExample(origin)}</Code>
        <h3>TypeScript</h3>
        <Code testId="api-ts-example">{typescriptExample(origin)}</Code>
      </Panel>
      <Panel title={t('apiPage.referenceTitle')} data-testid="api-reference-panel">
        <p className="pl-muted">{t('apiPage.referenceBody')}</p>
        {referenceOpen ? (
          <Suspense fallback={<p className="pl-loading">{t('apiPage.referenceLoading')}</p>}>
            <ApiReference specUrl={OPENAPI_PATH} />
          </Suspense>
        ) : (
          <div className="pl-actions">
            <button
              type="button"
              className="pl-btn pl-btn--primary"
              onClick={() => setReferenceOpen(true)}
              data-testid="api-reference-open"
            >
              {t('apiPage.referenceOpen')}
            </button>
            <a className="pl-btn" href={OPENAPI_PATH}>
              openapi.json
            </a>
          </div>
        )}
      </Panel>
    </ContentPage>
  );
}
