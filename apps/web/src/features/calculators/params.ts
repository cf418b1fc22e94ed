import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type ParamValue = number | string | boolean;

function read<T extends ParamValue>(raw: string | null, fallback: T, choices?: readonly string[]): T {
  if (raw === null) return fallback;
  if (typeof fallback === 'number') {
    const value = Number(raw);
    return (raw.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : fallback) as T;
  }
  if (typeof fallback === 'boolean') return (raw === '1' ? true : raw === '0' ? false : fallback) as T;
  return (choices && !choices.includes(raw) ? fallback : raw) as T;
}

/**
 * A calculator's inputs, kept in the query string so that the URL shares them: values missing
 * or unreadable there fall back to the defaults; every change replaces the history entry.
 */
export function useCalculatorParams<T extends Record<string, ParamValue>>(
  defaults: T,
  choices: Partial<Record<keyof T, readonly string[]>> = {},
) {
  const [search, setSearch] = useSearchParams();
  const values = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(defaults).map(([key, fallback]) => [key, read(search.get(key), fallback, choices[key])]),
      ) as T,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- defaults and choices are constants of the page
    [search],
  );
  const set = useCallback(
    <K extends keyof T>(key: K, value: T[K] | null) => {
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(String(key));
          else next.set(String(key), typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return [values, set] as const;
}
