import { describe, expect, it } from 'vitest';
import { readTokenQuota, tokenQuotaHeader, type Endpoint } from './endpoint.ts';
import { endpoints } from './index.ts';

describe('charged endpoints', () => {
  it('are the session endpoints that can answer TOKENS_EXHAUSTED (the public data API has headers of its own)', () => {
    for (const [name, endpoint] of Object.entries(endpoints as Record<string, Endpoint>)) {
      const refusesShort = endpoint.errors?.includes('TOKENS_EXHAUSTED') ?? false;
      expect({ name, charged: endpoint.charged ?? false }).toEqual({
        name,
        charged: refusesShort && endpoint.access === 'user',
      });
    }
  });

  it('carry the quota in a header the client reads back, and nothing else reads as one', () => {
    expect(readTokenQuota(tokenQuotaHeader({ count: 12, limit: 900 }))).toEqual({ count: 12, limit: 900 });
    for (const header of [null, undefined, '', '12', '-1/900', '1/2/3']) expect(readTokenQuota(header)).toBeNull();
  });
});
