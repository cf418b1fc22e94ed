import { ThunderboltOutlined } from '@ant-design/icons';
import type { QueryKey } from '@tanstack/react-query';
import { Button, Card, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/index.ts';
import { formatNumber } from '../../lib/format.ts';
import { useSignedInUser } from '../../lib/session.tsx';
import { jakartaToday } from './dates.ts';

/** Answers the user agreed to pay for, by Jakarta day, for the browser session. */
const CONFIRMED_KEY = 'pl-confirmed-costs';

function confirmedAnswers(): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(CONFIRMED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

function rememberConfirmed(answer: string): void {
  const today = `${jakartaToday()}:`;
  const kept = confirmedAnswers().filter((key) => key.startsWith(today));
  sessionStorage.setItem(CONFIRMED_KEY, JSON.stringify([...kept, answer]));
}

export interface CostGate {
  /** Whether the call may run: it costs at most one token and leaves some, or the user agreed. */
  confirmed: boolean;
  /** What to show instead of the answer until then. */
  prompt: ReactNode;
}

/**
 * Tokens never surprise: a call that costs more than one token, or that would use the last of
 * them, says its cost and waits for the user's go. An answer agreed to once is not asked about
 * again that day (the server does not charge it twice either).
 */
export function useCostGate(cost: number, queryKey: QueryKey, asking: boolean): CostGate {
  const { t } = useTranslation();
  const language = useLanguage();
  const { quota } = useSignedInUser();
  const answer = `${jakartaToday()}:${JSON.stringify(queryKey)}`;
  const [agreed, setAgreed] = useState<string | null>(null);
  const left = Math.max(0, quota.limit - quota.count);
  const needsConsent = asking && cost > 0 && (cost > 1 || left <= cost);
  if (!needsConsent || agreed === answer || confirmedAnswers().includes(answer))
    return { confirmed: true, prompt: null };

  const agree = () => {
    rememberConfirmed(answer);
    setAgreed(answer);
  };
  return {
    confirmed: false,
    prompt: (
      <Card className="pl-cost-gate" data-testid="cost-gate">
        <Typography.Paragraph>
          <ThunderboltOutlined /> {t('research.costGate.body', { count: cost, left: formatNumber(left, language) })}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('research.costGate.once')}</Typography.Paragraph>
        <Button type="primary" onClick={agree} data-testid="cost-gate-continue">
          {t('research.costGate.continue', { count: cost })}
        </Button>
      </Card>
    ),
  };
}
