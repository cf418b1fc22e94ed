import { RECAP_GRAINS, type PlanId, type RecapGrain, type RecurringRecap, type SalesRecap } from '@pasarlens/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Col, DatePicker, Row, Segmented, Space, Statistic, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { Chart } from '../../../components/charts/Chart.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { isApiError } from '../../../lib/api.ts';
import { endpointQuery } from '../../../lib/client.ts';
import { jakartaToday } from '../../../lib/days.ts';
import { formatIdr, formatNumber } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { periodLabel, recurringOption, salesOption } from '../charts.ts';
import { RowsTable } from '../components/RowsTable.tsx';
import { planName } from '../../../lib/plan.ts';

const DAY_FORMAT = 'YYYY-MM-DD';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The recaps open on the last 30 days, by day. */
const DEFAULT_DAYS = 30;

type Period = SalesRecap['periods'][number];

function useRecapParams() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const by: RecapGrain = params.get('by') === 'month' ? 'month' : 'day';
  const valid = from !== null && to !== null && DAY.test(from) && DAY.test(to);
  const today = dayjs(jakartaToday());
  const query = {
    start_date: valid ? from : today.subtract(DEFAULT_DAYS - 1, 'day').format(DAY_FORMAT),
    end_date: valid ? to : today.format(DAY_FORMAT),
    by,
  };
  const set = (changes: Partial<typeof query>) => {
    const next = { ...query, ...changes };
    setParams({ from: next.start_date, to: next.end_date, by: next.by });
  };
  return { query, set };
}

/** /app/admin/recaps: sales and auto-payment recaps by day or month over a range, as charts and tables. */
export default function RecapsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.nav.recaps'));
  const { query, set } = useRecapParams();
  const sales = useQuery({ ...endpointQuery('adminSalesRecap', query), placeholderData: keepPreviousData });
  const recurring = useQuery({ ...endpointQuery('adminRecurringRecap', query), placeholderData: keepPreviousData });
  const range: [Dayjs, Dayjs] = [dayjs(query.start_date), dayjs(query.end_date)];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <DatePicker.RangePicker
          allowClear={false}
          value={range}
          data-testid="recap-range"
          onChange={(days) => {
            const [start, end] = days ?? [];
            if (start && end) set({ start_date: start.format(DAY_FORMAT), end_date: end.format(DAY_FORMAT) });
          }}
        />
        <Segmented<RecapGrain>
          value={query.by}
          onChange={(by) => set({ by })}
          options={RECAP_GRAINS.map((grain) => ({ value: grain, label: t(`admin.recaps.by.${grain}`) }))}
          data-testid="recap-grain"
        />
      </Space>
      <Card className="pl-card" title={t('admin.recaps.sales')}>
        <ApiErrorAlert
          failure={isApiError(sales.error) ? sales.error.failure : null}
          error={sales.error}
          testId="sales-recap-error"
        />
        {sales.data && <SalesRecapView recap={sales.data} by={query.by} />}
      </Card>
      <Card className="pl-card" title={t('admin.recaps.recurring')}>
        <ApiErrorAlert
          failure={isApiError(recurring.error) ? recurring.error.failure : null}
          error={recurring.error}
          testId="recurring-recap-error"
        />
        {recurring.data && <RecurringRecapView recap={recurring.data} by={query.by} />}
      </Card>
    </Space>
  );
}

/** The key of the totals row a recap table ends with. */
const TOTAL = 'total';

/** A recap's table, with the totals as its last row. */
function RecapTable<T extends object>({
  rows,
  totals,
  ...rest
}: {
  rows: T[];
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  testId: string;
  totals?: T;
}) {
  return <RowsTable<T> rows={totals ? [...rows, totals] : rows} highlight={totals} {...rest} />;
}

/** The period column: a day or month, or "Total" on the totals row. */
function usePeriodColumn<T extends { period: string }>(by: RecapGrain): TableColumnsType<T>[number] {
  const { t } = useTranslation();
  const language = useLanguage();
  return {
    key: 'period',
    title: t('admin.recaps.period'),
    render: (_, row) =>
      row.period === TOTAL ? <strong>{t('admin.recaps.total')}</strong> : periodLabel(row.period, by, language),
  };
}

function SalesRecapView({ recap, by }: { recap: SalesRecap; by: RecapGrain }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = (value: number) => formatNumber(value, language);
  const labels = {
    revenue: t('admin.recaps.revenue'),
    newSubscriptions: t('admin.recaps.newSubscriptions'),
    renewedSubscriptions: t('admin.recaps.renewedSubscriptions'),
  };
  const figures = <T extends { revenue: number; invoicesPaid: number }>(): TableColumnsType<T> => [
    { key: 'revenue', title: labels.revenue, align: 'end', render: (_, row) => formatIdr(row.revenue, language) },
    {
      key: 'invoicesPaid',
      title: t('admin.recaps.invoicesPaid'),
      align: 'end',
      render: (_, row) => count(row.invoicesPaid),
    },
  ];
  const periodColumns: TableColumnsType<Period> = [
    usePeriodColumn<Period>(by),
    ...figures<Period>(),
    { key: 'new', title: labels.newSubscriptions, align: 'end', render: (_, row) => count(row.newSubscriptions) },
    {
      key: 'renewed',
      title: labels.renewedSubscriptions,
      align: 'end',
      render: (_, row) => count(row.renewedSubscriptions),
    },
  ];
  const planColumns: TableColumnsType<SalesRecap['byPlan'][number]> = [
    { key: 'plan', title: t('admin.users.plan'), render: (_, row) => planName(t, row.plan as PlanId) },
    ...figures<SalesRecap['byPlan'][number]>(),
  ];
  const methodColumns: TableColumnsType<SalesRecap['byMethod'][number]> = [
    {
      key: 'method',
      title: t('billing.invoices.method'),
      render: (_, row) => (row.method === 'none' ? t('admin.recaps.noMethod') : t(`billing.methods.${row.method}`)),
    },
    ...figures<SalesRecap['byMethod'][number]>(),
  ];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Row gutter={[16, 16]} data-testid="sales-totals">
        <Col xs={12} md={6}>
          <Statistic title={labels.revenue} value={formatIdr(recap.totals.revenue, language)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('admin.recaps.invoicesPaid')} value={count(recap.totals.invoicesPaid)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={labels.newSubscriptions} value={count(recap.totals.newSubscriptions)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={labels.renewedSubscriptions} value={count(recap.totals.renewedSubscriptions)} />
        </Col>
      </Row>
      <Chart
        option={salesOption(recap, by, labels, language)}
        height={300}
        label={t('admin.recaps.sales')}
        testId="sales-chart"
      />
      <RecapTable
        rows={recap.periods}
        columns={periodColumns}
        rowKey="period"
        testId="sales-periods"
        totals={{ period: TOTAL, ...recap.totals }}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <RecapTable rows={recap.byPlan} columns={planColumns} rowKey="plan" testId="sales-by-plan" />
        </Col>
        <Col xs={24} md={12}>
          <RecapTable rows={recap.byMethod} columns={methodColumns} rowKey="method" testId="sales-by-method" />
        </Col>
      </Row>
    </Space>
  );
}

function RecurringRecapView({ recap, by }: { recap: RecurringRecap; by: RecapGrain }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const count = (value: number) => formatNumber(value, language);
  const labels = {
    started: t('admin.recaps.started'),
    renewed: t('admin.recaps.renewed'),
    retries: t('admin.recaps.retries'),
    stops: t('admin.recaps.stops'),
  };
  const columns: TableColumnsType<RecurringRecap['periods'][number]> = [
    usePeriodColumn<RecurringRecap['periods'][number]>(by),
    ...(['started', 'renewed', 'retries', 'stops'] as const).map((key) => ({
      key,
      title: labels[key],
      align: 'end' as const,
      render: (_: unknown, row: RecurringRecap['periods'][number]) => count(row[key]),
    })),
  ];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Row gutter={[16, 16]} data-testid="recurring-now">
        <Col xs={12} md={6}>
          <Statistic title={t('admin.recaps.activeNow')} value={count(recap.now.active)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={t('admin.recaps.retryingNow')} value={count(recap.now.retrying)} />
        </Col>
      </Row>
      <Chart
        option={recurringOption(recap, by, labels, language)}
        height={280}
        label={t('admin.recaps.recurring')}
        testId="recurring-chart"
      />
      <RecapTable
        rows={recap.periods}
        columns={columns}
        rowKey="period"
        testId="recurring-periods"
        totals={{ period: TOTAL, ...recap.totals }}
      />
    </Space>
  );
}
