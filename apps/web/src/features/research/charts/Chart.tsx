import ReactEChartsCore from 'echarts-for-react/esm/core';
import { echarts } from './echarts.ts';

/** An echarts chart (SVG) filling its container's width. */
export function Chart({ option, height, label, testId }: { option: object; height: number; label: string; testId: string }) {
  return (
    <div role="img" aria-label={label} data-testid={testId}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge opts={{ renderer: 'svg' }} style={{ height, width: '100%' }} />
    </div>
  );
}
