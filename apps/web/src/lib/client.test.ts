import { CSRF_HEADER } from '@pasarlens/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, json } from '../testing/fakeApi.ts';
import { client, ContractMismatch, endpointQuery } from './client.ts';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi().install();
  document.cookie = 'csrf=token-9; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'csrf=; path=/; max-age=0';
});

const transaction = {
  orderId: 'PL-ABC123',
  grossAmount: 499_000,
  items: [{ name: 'Pinter', price: 499_000, quantity: 1 }],
  saveCard: false,
  status: 'pending',
  methods: ['qris'],
};

describe('the client generated from the endpoint table', () => {
  it('fills path parameters from the input and sends the rest as the body, with the CSRF header', async () => {
    api.on('POST', '/sandbox/v1/transactions/snap-1%2F2/pay', () =>
      json(200, { finishUrl: '/app/upgrade/pembayaran/berhasil' }),
    );
    const result = await client.sandboxPay({ token: 'snap-1/2', method: 'qris', outcome: 'success' });

    expect(result).toEqual({ ok: true, status: 200, data: { finishUrl: '/app/upgrade/pembayaran/berhasil' } });
    const [sent] = api.requests;
    expect(sent!.body).toEqual({ method: 'qris', outcome: 'success' });
    expect(new Headers(api.fetch.mock.calls[0]![1]!.headers).get(CSRF_HEADER)).toBe('token-9');
  });

  it('sends a GET input as the query, checked and normalised by the contract', async () => {
    api.on('GET', '/internal/feature/category', { items: [] });
    await client.featureCategory({ marketplace: 'tokopedia', parent_id: 12 });

    expect(api.requests[0]!.query.toString()).toBe('marketplace=tokopedia&parent_id=12');
    expect(api.requests[0]!.body).toBeUndefined();
  });

  it('refuses an input that breaks the contract with 412 and makes no request', async () => {
    const body = await client.productResearchProducts({ marketplace: 'shopee', q: 'x' });
    const query = await client.featureCategory({ marketplace: 'amazon' as 'shopee' });

    expect(body).toMatchObject({
      ok: false,
      status: 412,
      statusText: 'Data Validation Error',
      body: { issues: [{ path: 'q' }] },
    });
    expect(query).toMatchObject({ ok: false, status: 412, body: { issues: [{ path: 'marketplace' }] } });
    expect(api.requests).toHaveLength(0);
  });

  it('fails loudly in tests when an answer drifts from its contract', async () => {
    api.on('GET', '/sandbox/v1/transactions/snap-1', () => json(200, { ...transaction, grossAmount: '499000' }));
    await expect(client.sandboxTransaction({ token: 'snap-1' })).rejects.toThrow(ContractMismatch);
    await expect(client.sandboxTransaction({ token: 'snap-1' })).rejects.toThrow(/grossAmount/);
  });

  it('gives query options keyed by the endpoint and its input', async () => {
    api.on('GET', '/sandbox/v1/transactions/snap-2', () => json(200, transaction));
    const options = endpointQuery('sandboxTransaction', { token: 'snap-2' });

    expect(options.queryKey).toEqual(['sandboxTransaction', { token: 'snap-2' }]);
    expect(await new QueryClient().fetchQuery(options)).toEqual(transaction);
  });
});
