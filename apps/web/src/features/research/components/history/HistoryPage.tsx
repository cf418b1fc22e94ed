import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../../components/LinkButton.tsx';
import { paths } from '../../../../lib/paths.ts';
import { failureOf, isNotFound } from '../../hooks.ts';
import { useOpenedFromDashboard } from '../../useDetailCost.ts';
import { NoResults, type EmptyKind } from '../NoResults.tsx';
import { ResearchError, type ResearchTool } from '../ResearchError.tsx';

/**
 * The frame of one item's history: the way back to the list, the item's header (its own free
 * call: `header` once loaded, its failure otherwise) and the history itself. An item that does
 * not exist (an id nobody has, a removed product) shows "not found" without asking for history.
 */
export function HistoryPage({
  testId,
  backTo,
  valid,
  header,
  headerPending,
  headerError,
  tool,
  emptyKind,
  children,
}: {
  testId: string;
  backTo: string;
  /** Whether the route's id is an id at all. */
  valid: boolean;
  header: ReactNode;
  headerPending: boolean;
  headerError: unknown;
  tool: ResearchTool;
  emptyKind: EmptyKind;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  // Opened from the enterprise dashboard, the way back is the dashboard (which keeps its analysis).
  const fromDashboard = useOpenedFromDashboard();
  const back = (
    <LinkButton
      type="link"
      icon={<ArrowLeftOutlined />}
      to={fromDashboard ? paths.enterprise : backTo}
      className="pl-back-link"
      data-testid="history-back"
    >
      {t(fromDashboard ? 'history.backToDashboard' : 'history.back')}
    </LinkButton>
  );
  if (!valid || isNotFound(failureOf(headerError))) {
    return (
      <div className="pl-page" data-testid={testId}>
        {back}
        <NoResults kind={emptyKind} />
      </div>
    );
  }
  return (
    <div className="pl-page" data-testid={testId}>
      {back}
      <Card className="pl-card pl-research-card" data-testid="history-header">
        {headerPending && <Skeleton active paragraph={{ rows: 2 }} />}
        {headerError ? <ResearchError error={headerError} tool={tool} emptyKind={emptyKind} /> : header}
      </Card>
      {children}
    </div>
  );
}

/** A route's id: a positive whole number, else NaN. */
export const routeId = (raw: string | undefined): number => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
};
