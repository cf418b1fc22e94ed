import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint.ts';
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
});
