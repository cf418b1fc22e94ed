import type { TokenAction } from '@pasarlens/contracts';
import { createHash } from 'node:crypto';

/** JSON with object keys in order and undefined values left out, so equal values give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The key of an answer a token pays for: the action and what was asked. A call that asks for
 * the same thing again (a reload, another language, the same rows in another order, a page
 * seen before) has the same key.
 */
export const answerKeyOf = (action: TokenAction, asked: Record<string, unknown>): string =>
  createHash('sha256')
    .update(`${action}:${canonicalJson(asked)}`)
    .digest('base64url');
