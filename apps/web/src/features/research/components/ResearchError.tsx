import type { DataRequestInput } from '@pasarlens/contracts';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { failureMessage, issueMessage } from '../../../lib/errors.ts';
import { isLocalLiveCode, type LocalLiveCode } from '../../../lib/liveError.ts';
import { paths } from '../../../lib/paths.ts';
import { failureOf, isNotFound } from '../hooks.ts';
import { NoResults, type EmptyKind } from './NoResults.tsx';
import { Paywall, type PaywallKind } from './Paywall.tsx';

/** The research tool that failed; it names the failure (spec §8: a search-failed message per tool). */
export type ResearchTool = 'product' | 'store' | 'category' | 'analytics' | 'keyword' | 'adsSpy' | 'opportunities';

const FAILED_KEYS: Record<ResearchTool, string> = {
  product: 'research.failed.product',
  store: 'research.failed.store',
  category: 'research.failed.category',
  analytics: 'research.failed.analytics',
  keyword: 'research.failed.keyword',
  adsSpy: 'research.failed.adsSpy',
  opportunities: 'research.failed.opportunities',
};

const PAYWALL_KINDS: Record<ResearchTool, PaywallKind> = {
  product: 'results',
  store: 'results',
  category: 'results',
  analytics: 'charts',
  keyword: 'keywords',
  adsSpy: 'ads',
  opportunities: 'results',
};

/** The live-data channel's own failures (no answer came). */
const LIVE_FAILURE_KEYS: Record<LocalLiveCode, string> = {
  CONNECTION_LOST: 'live.errors.connectionLost',
  CONNECT_FAILED: 'live.errors.connectFailed',
  TIMEOUT: 'live.errors.timeout',
};

/**
 * A failed research call (HTTP or live-data) by its error code (spec §8), always saying that no
 * token was taken: not found → the "nothing found" state; tokens used up → its message and the
 * plans; a plan required → the paywall; an invalid date range → the range message; validation →
 * the issues; anything else → "<tool> failed" and the reason.
 */
export function ResearchError({
  error,
  tool,
  emptyKind,
  request,
}: {
  error: unknown;
  tool: ResearchTool;
  emptyKind: EmptyKind;
  request?: DataRequestInput | undefined;
}) {
  const { t } = useTranslation();
  if (!error) return null;
  const failure = failureOf(error);
  if (isNotFound(failure)) return <NoResults kind={emptyKind} request={request} />;
  // A string: the live channel's own failures come with codes outside the catalogue.
  const code: string | undefined = failure?.body?.code;
  const notDeducted = <span data-testid="tokens-not-deducted">{t('research.tokensNotDeducted')}</span>;

  if (code === 'PLAN_REQUIRED') {
    return (
      <div data-testid="research-error" data-code={code}>
        <Paywall kind={PAYWALL_KINDS[tool]} title={t('errors.PLAN_REQUIRED')} />
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
          <LinkButton size="small" type="primary" to={paths.pricing}>
            {t('research.paywall.cta')}
          </LinkButton>
        }
        className="pl-research-alert"
      />
    );
  }
  if (code === 'INVALID_DATE_RANGE') {
    return (
      <Alert
        type="warning"
        showIcon
        data-testid="research-error"
        data-code={code}
        title={t('errors.INVALID_DATE_RANGE')}
        description={notDeducted}
        className="pl-research-alert"
      />
    );
  }
  const issues = failure?.body?.issues ?? [];
  const reason = isLocalLiveCode(code)
    ? t(LIVE_FAILURE_KEYS[code])
    : failure
      ? failureMessage(t, failure)
      : t('errors.serverError');
  return (
    <Alert
      type="error"
      showIcon
      data-testid="research-error"
      data-code={code ?? (failure ? String(failure.status) : 'exception')}
      title={t(FAILED_KEYS[tool])}
      description={
        <>
          <div>{reason}</div>
          {issues.length > 0 && (
            <ul className="pl-issues" data-testid="research-issues">
              {issues.map((issue) => (
                <li key={`${issue.path}:${issue.message}`}>{issueMessage(t, issue.message)}</li>
              ))}
            </ul>
          )}
          {/* An answer lost on the way may have been charged: then nothing is promised. */}
          {code !== 'CONNECTION_LOST' && code !== 'TIMEOUT' && <div>{notDeducted}</div>}
        </>
      }
      className="pl-research-alert"
    />
  );
}
