/** The violated unique constraint's name, if `error` is a unique violation (PostgreSQL 23505). */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (
    let current: unknown = error;
    current instanceof Error || isRecord(current);
    current = (current as { cause?: unknown }).cause
  ) {
    const candidate = current as { code?: unknown; constraint?: unknown; detail?: unknown; message?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      const text = `${String(candidate.message ?? '')} ${String(candidate.detail ?? '')}`;
      return /"([^"]+)"/.exec(text)?.[1] ?? 'unknown';
    }
    if (!(current as { cause?: unknown }).cause) break;
  }
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
