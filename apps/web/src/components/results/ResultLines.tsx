import type { ReactNode } from 'react';

export interface ResultLine {
  key: string;
  label: ReactNode;
  value: string;
  /** A deduction is shown with a minus sign; a total in bold. */
  kind?: 'deduction' | 'total';
}

/** The calculation line by line, so every rupiah can be checked. */
export function ResultLines({ lines }: { lines: ResultLine[] }) {
  return (
    <dl className="pl-calc__lines">
      {lines.map((line) => {
        const value = line.kind === 'deduction' ? `− ${line.value}` : line.value;
        return (
          <div
            key={line.key}
            className={`pl-calc__line pl-calc__line--${line.kind ?? 'plain'}`}
            data-testid={`result-${line.key}`}
          >
            <dt>{line.label}</dt>
            <dd>{line.kind === 'total' ? <strong>{value}</strong> : value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
