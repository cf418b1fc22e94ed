import { endpoints } from '@pasarlens/contracts';
import { describe, expect, it } from 'vitest';
import { PUBLIC_CALLS } from './publicClient.ts';

describe('the public site client', () => {
  it('calls each endpoint with the method and path of the endpoint table', () => {
    for (const [name, { method, path }] of Object.entries(PUBLIC_CALLS)) {
      const endpoint = endpoints[name as keyof typeof PUBLIC_CALLS];
      expect({ name, method, path }).toEqual({ name, method: endpoint.method, path: endpoint.path });
    }
  });
});
