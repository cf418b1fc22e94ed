import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../lib/api.ts';
import { failureMessage, issueMessage } from '../lib/errors.ts';

/** A failed call as an error alert: the translated code (or server message) and any issues. */
export function ApiErrorAlert({
  failure,
  error,
  action,
  testId,
}: {
  failure: ApiFailure | null | undefined;
  /** An exception from the call (a 2xx without a body: 'Server error'). */
  error?: unknown;
  action?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (!failure && error) {
    return (
      <Alert
        type="error"
        showIcon
        data-testid={testId ?? 'api-error'}
        title={t('errors.serverError')}
        style={{ marginBottom: 16 }}
      />
    );
  }
  if (!failure) return null;
  const issues = failure.body?.issues ?? [];
  return (
    <Alert
      type="error"
      showIcon
      data-testid={testId ?? 'api-error'}
      title={failureMessage(t, failure)}
      description={
        issues.length > 0 ? (
          <ul className="pl-issues">
            {issues.map((issue) => (
              <li key={`${issue.path}:${issue.message}`}>{issueMessage(t, issue.message)}</li>
            ))}
          </ul>
        ) : undefined
      }
      action={action}
      style={{ marginBottom: 16 }}
    />
  );
}
