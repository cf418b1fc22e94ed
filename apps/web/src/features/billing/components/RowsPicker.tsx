import { DOWNLOAD_QUOTA, rowsToSlider, sliderToRows } from '@pasarlens/contracts';
import { Button, Form, InputNumber, Slider, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/index.ts';
import { formatNumber, formatShortCount } from '../../../lib/format.ts';

/** Slider positions per unit; sliderToRows rounds every position to a step of 10,000 rows. */
const SLIDER_STEP = 0.001;

/** The quick picks marked where the logarithmic scale puts them. */
const MARKS = Object.fromEntries(DOWNLOAD_QUOTA.quickPicks.map((rows) => [rowsToSlider(rows), formatShortCount(rows)]));

/**
 * Download rows to buy: a logarithmic slider (position 0…1) from 10,000 to 1,000,000 rows, the
 * spec's quick picks, and a manual input for more than 1,000,000.
 */
export function RowsPicker({
  position,
  onSlide,
  onPick,
}: {
  position: number;
  onSlide: (position: number) => void;
  /** A number of rows from a quick pick or the manual input (rounded by the caller). */
  onPick: (rows: number) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [manual, setManual] = useState<number | null>(null);
  const rowsText = (value?: number) => formatNumber(sliderToRows(value ?? 0), language);
  const commitManual = () => {
    if (manual !== null) onPick(manual);
  };

  return (
    <div className="pl-rows-picker">
      <Slider
        min={0}
        max={1}
        step={SLIDER_STEP}
        value={position}
        onChange={onSlide}
        tooltip={{ formatter: rowsText }}
        ariaLabelForHandle={t('billing.downloadQuota.slider')}
        ariaValueTextFormatterForHandle={rowsText}
        marks={MARKS}
        data-testid="rows-slider"
      />
      <Space wrap className="pl-rows-picker__picks">
        {DOWNLOAD_QUOTA.quickPicks.map((rows) => (
          <Button key={rows} onClick={() => onPick(rows)} data-testid={`quick-${rows}`}>
            {formatShortCount(rows)}
          </Button>
        ))}
      </Space>
      <Form.Item
        label={t('billing.downloadQuota.manualLabel', { max: formatNumber(DOWNLOAD_QUOTA.sliderMax, language) })}
        help={t('billing.downloadQuota.manualHelp', { step: formatNumber(DOWNLOAD_QUOTA.step, language) })}
        className="pl-rows-picker__manual"
        layout="vertical"
      >
        <Space.Compact>
          <InputNumber<number>
            value={manual}
            onChange={setManual}
            onBlur={commitManual}
            onPressEnter={commitManual}
            controls={false}
            precision={0}
            placeholder={formatNumber(2_000_000, language)}
            style={{ width: 200 }}
            data-testid="rows-manual"
          />
          <Button onClick={commitManual} data-testid="rows-manual-apply">
            {t('billing.downloadQuota.manualApply')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </div>
  );
}
