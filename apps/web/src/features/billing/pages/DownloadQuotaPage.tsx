import {
  downloadQuotaPrice,
  DOWNLOAD_QUOTA,
  roundDownloadQuota,
  rowsToSlider,
  sliderToRows,
} from '@pasarlens/contracts';
import { Alert, Button, Card, Col, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/ApiErrorAlert.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { useLanguage } from '../../../i18n/index.ts';
import { formatIdr, formatNumber } from '../../../lib/format.ts';
import { paths } from '../../../lib/paths.ts';
import { activePaidPlan } from '../../../lib/plan.ts';
import { useSignedInUser } from '../../../lib/session.tsx';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { RowsPicker } from '../components/RowsPicker.tsx';
import { useCheckout } from '../hooks.ts';

/** /app/download-quota?rows=: buy download rows (they never expire, but need an active plan to use). */
export default function DownloadQuotaPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('billing.downloadQuota.title'));
  const user = useSignedInUser();
  const hasPlan = activePaidPlan(user) !== null;

  // A retry comes back with the rows it was for (?rows=).
  const [params] = useSearchParams();
  const asked = Number(params.get('rows'));
  const initialRows = Number.isInteger(asked) && asked > 0 ? roundDownloadQuota(asked) : null;
  const [position, setPosition] = useState(initialRows === null ? 0 : rowsToSlider(initialRows));
  // Rows from a quick pick, the manual input or the URL, exact; the slider's rows otherwise.
  const [pickedRows, setPickedRows] = useState<number | null>(initialRows);
  const rows = pickedRows ?? sliderToRows(position);
  const slide = (next: number) => {
    setPosition(next);
    setPickedRows(null);
  };
  const pick = (wanted: number) => {
    const rounded = roundDownloadQuota(wanted);
    setPickedRows(rounded);
    setPosition(rowsToSlider(rounded));
  };
  const checkout = useCheckout('downloadRows');

  return (
    <div className="pl-page pl-page--medium">
      <Typography.Title level={3}>{t('billing.downloadQuota.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('billing.downloadQuota.lead')}</Typography.Paragraph>
      {!hasPlan && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('billing.downloadQuota.needsPlanTitle')}
          description={t('billing.downloadQuota.needsPlanBody')}
          action={
            <LinkButton type="primary" to={paths.pricing}>
              {t('billing.manage.seePlans')}
            </LinkButton>
          }
          data-testid="needs-plan"
        />
      )}
      <Row gutter={[20, 20]}>
        <Col xs={24} lg={14}>
          <Card className="pl-card" title={t('billing.downloadQuota.choose')}>
            <RowsPicker position={position} onSlide={slide} onPick={pick} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card className="pl-card" title={t('billing.upgrade.summary')}>
            <dl className="pl-summary">
              <div className="pl-summary__row">
                <dt>{t('billing.downloadQuota.rows')}</dt>
                <dd data-testid="quota-rows">{formatNumber(rows, language)}</dd>
              </div>
              <div className="pl-summary__row">
                <dt>{t('billing.downloadQuota.unitPrice')}</dt>
                <dd>
                  {t('billing.downloadQuota.perStep', {
                    price: formatIdr(DOWNLOAD_QUOTA.pricePerStep, language),
                    step: formatNumber(DOWNLOAD_QUOTA.step, language),
                  })}
                </dd>
              </div>
              <div className="pl-summary__row pl-summary__row--total">
                <dt>{t('billing.summary.total')}</dt>
                <dd data-testid="quota-price">{formatIdr(downloadQuotaPrice(rows), language)}</dd>
              </div>
            </dl>
            <ApiErrorAlert failure={checkout.failure} error={checkout.error} testId="quota-pay-error" />
            <Button
              type="primary"
              size="large"
              block
              disabled={!hasPlan}
              loading={checkout.leaving}
              onClick={() => checkout.pay({ rows })}
              data-testid="quota-pay"
            >
              {t('billing.upgrade.pay')}
            </Button>
            <Typography.Paragraph type="secondary" className="pl-note">
              {t('billing.downloadQuota.note')}
            </Typography.Paragraph>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
