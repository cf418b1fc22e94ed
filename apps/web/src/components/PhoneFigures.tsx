import type { Breakpoint } from 'antd';
import type { ReactNode } from 'react';

/** Columns of figures that a phone shows inside the first cell instead (PhoneFigures). */
export const WIDE_ONLY = ['sm'] as const satisfies readonly Breakpoint[];

/**
 * The key figures of a row, under its name, on a phone only: its figure columns are hidden there
 * (WIDE_ONLY) rather than pushed behind a sideways scroll.
 */
export function PhoneFigures({ figures }: { figures: readonly ReactNode[] }) {
  return (
    <span className="pl-phone-figures" data-testid="phone-figures">
      {figures.map((figure, index) => (
        <span key={index}>{figure}</span>
      ))}
    </span>
  );
}
