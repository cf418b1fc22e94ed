import ReactEChartsCore from 'echarts-for-react/esm/core';
import { echarts } from './echarts.ts';

/** Chart events by name (click, …), each given echarts' event parameters. */
export type ChartEvents = Record<string, (params: unknown) => void>;

/** An echarts chart (SVG) filling its container's width. */
export function Chart({
  option,
  height,
  label,
  testId,
  onEvents,
}: {
  option: object;
  height: number;
  label: string;
  testId: string;
  onEvents?: ChartEvents;
}) {
  return (
    <div role="img" aria-label={label} data-testid={testId}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        opts={{ renderer: 'svg' }}
        style={{ height, width: '100%' }}
        onEvents={onEvents}
      />
    </div>
  );
}
