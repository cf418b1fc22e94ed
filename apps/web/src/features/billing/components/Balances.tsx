import type { Allowance } from '@pasarlens/contracts';
import { Col, Progress, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { formatNumber } from '../../../lib/format.ts';

function Usage({ title, allowance, testId }: { title: string; allowance: Allowance; testId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const percent = allowance.limit > 0 ? Math.min(100, Math.round((allowance.count / allowance.limit) * 100)) : 100;
  return (
    <div className="pl-usage" data-testid={testId}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <div className="pl-usage__value">
        {t('billing.manage.usage', {
          count: formatNumber(allowance.count, language),
          limit: formatNumber(allowance.limit, language),
        })}
      </div>
      <Progress
        percent={percent}
        showInfo={false}
        status={allowance.count >= allowance.limit ? 'exception' : 'normal'}
        size="small"
      />
    </div>
  );
}

/** Tokens and download rows used this period out of the allowance (spec §3 quota and total). */
export function Balances({ quota, total }: { quota: Allowance; total: Allowance }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} sm={12}>
        <Usage title={t('billing.manage.tokens')} allowance={quota} testId="token-usage" />
      </Col>
      <Col xs={24} sm={12}>
        <Usage title={t('billing.manage.downloadRows')} allowance={total} testId="row-usage" />
      </Col>
    </Row>
  );
}
