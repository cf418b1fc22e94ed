import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { failureMessage, issueMessage } from '../../../lib/errors.ts';
import { failureOf, isNotFound } from '../hooks.ts';
import { NoResults, type EmptyKind } from './NoResults.tsx';
import { Paywall } from './Paywall.tsx';

/** The research tool that failed; it names the failure (spec §8: a search-failed message per tool). */
export type ResearchTool = 'product' | 'store' | 'category' | 'analytics';

const FAILED_KEYS: Record<ResearchTool, string> = {
  product: 'research.failed.product',
  store: 'research.failed.store',
  category: 'research.failed.category',
  analytics: 'research.failed.analytics',
};

/**
 * A failed research call by its error code (spec §8), always saying that no token was taken:
 * not found → the "nothing found" state; tokens used up → its message and the plans; a plan
 * required → the paywall; validation → the issues; anything else → "<tool> failed" and the reason.
 */
export function ResearchError({ error, tool, emptyKind }: { error: unknown; tool: ResearchTool; emptyKind: EmptyKind }) {
  const { t } = useTranslation();
  if (!error) return null;
  const failure = failureOf(error);
  if (isNotFound(failure)) return <NoResults kind={emptyKind} />;
  const code = failure?.body?.code;
  const notDeducted = <span data-testid="tokens-not-deducted">{t('research.tokensNotDeducted')}</span>;

  if (code === 'PLAN_REQUIRED') {
    return (
      <div data-testid="research-error" data-code={code}>
        <Paywall kind={tool === 'analytics' ? 'charts' : 'results'} title={t('errors.PLAN_REQUIRED')} />
        <Typography.Paragraph type="secondary">{notDeducted}</Typography.Paragraph>
      </div>
    );
  }
  if (code === 'TOKENS_EXHAUSTED') {
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="research-error"
        data-code={code}
        title={t('errors.TOKENS_EXHAUSTED')}
        description={
          <>
            {t('research.tokensExhaustedBody')} {notDeducted}
          </>
        }
        action={
          <LinkButton size="small" type="primary" to="/harga">
            {t('research.paywall.cta')}
          </LinkButton>
        }
        className="pl-research-alert"
      />
    );
  }
  const issues = failure?.body?.issues ?? [];
  return (
    <Alert
      type="error"
      showIcon
      data-testid="research-error"
      data-code={code ?? (failure ? String(failure.status) : 'exception')}
      title={t(FAILED_KEYS[tool])}
      description={
        <>
          <div>{failure ? failureMessage(t, failure) : t('errors.serverError')}</div>
          {issues.length > 0 && (
            <ul className="pl-issues" data-testid="research-issues">
              {issues.map((issue) => (
                <li key={`${issue.path}:${issue.message}`}>{issueMessage(t, issue.message)}</li>
              ))}
            </ul>
          )}
          <div>{notDeducted}</div>
        </>
      }
      className="pl-research-alert"
    />
  );
}
