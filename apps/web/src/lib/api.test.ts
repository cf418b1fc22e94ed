import { CSRF_HEADER, passwordUpdateSchema, profileUpdateSchema, registerSchema } from '@pasarlens/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, unwrap } from './api.ts';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });
}

function sentHeaders(call = 0): Headers {
  const init = fetchMock.mock.calls[call]?.[1];
  return new Headers(init?.headers);
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'csrf=token-123; path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'csrf=; path=/; max-age=0';
});

describe('api client', () => {
  it('sends the CSRF header on POST and PATCH with credentials', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { ok: true }));
    await apiRequest('POST', '/internal/auth/logout');
    await apiRequest('PATCH', '/internal/users/profile', { email: 'budi@toko.id', phone: '+6281234567890' });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentHeaders(0).get(CSRF_HEADER)).toBe('token-123');
    expect(sentHeaders(1).get(CSRF_HEADER)).toBe('token-123');
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('PATCH');
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe(JSON.stringify({ email: 'budi@toko.id', phone: '+6281234567890' }));
    expect(sentHeaders(1).get('content-type')).toBe('application/json');
  });

  it('does not send the CSRF header on GET', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { user: { id: '1' } }));
    const result = await apiRequest<{ user: { id: string } }>('GET', '/internal/auth/check');

    expect(sentHeaders().has(CSRF_HEADER)).toBe(false);
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe('include');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
    expect(result).toEqual({ ok: true, status: 200, data: { user: { id: '1' } } });
  });

  it('resolves a failed call to status, statusText and body', async () => {
    const body = { code: 'AUTH_INVALID', message: 'Incorrect email or password' };
    fetchMock.mockResolvedValue(jsonResponse(401, body, 'Unauthorized'));
    const result = await apiRequest('POST', '/public/v1/auth/login', { email: 'a@b.co', password: 'x' });

    expect(result).toEqual({ ok: false, status: 401, statusText: 'Unauthorized', body });
  });

  it('resolves a failure without a JSON body with a null body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const result = await apiRequest('GET', '/internal/auth/check');

    expect(result).toEqual({ ok: false, status: 502, statusText: 'Bad Gateway', body: null });
  });

  it('resolves a network failure to status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await apiRequest('GET', '/internal/auth/check');

    expect(result).toMatchObject({ ok: false, status: 0, body: null });
  });

  it("throws 'Server error' for a success without a JSON body", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('POST', '/internal/auth/logout')).rejects.toThrow('Server error');

    fetchMock.mockResolvedValue(new Response('', { status: 200 }));
    await expect(apiRequest('GET', '/internal/auth/check')).rejects.toThrow('Server error');

    fetchMock.mockResolvedValue(new Response('not json', { status: 200 }));
    await expect(apiRequest('GET', '/internal/auth/check')).rejects.toThrow('Server error');
  });

  it('resolves a local validation failure to 412 without calling fetch', async () => {
    const result = await apiRequest(
      'POST',
      '/public/v1/users',
      { name: 'Budi', email: 'Budi@Toko', password: 'rahasia123', phone: '0812' },
      { schema: registerSchema },
    );

    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(412);
    expect(result.statusText).toBe('Data Validation Error');
    expect(result.body?.code).toBe('VALIDATION_FAILED');
    expect(result.body?.issues?.map((issue) => issue.path)).toEqual(expect.arrayContaining(['email', 'phone']));
  });

  it('rejects profile and password updates locally as well', async () => {
    const profile = await apiRequest(
      'PATCH',
      '/internal/users/profile',
      { email: 'x', phone: '+62' },
      { schema: profileUpdateSchema },
    );
    const password = await apiRequest(
      'PATCH',
      '/internal/users/password',
      { currentPassword: 'rahasia-lama', password: 'rahasia123', confirmPassword: 'rahasia124' },
      { schema: passwordUpdateSchema },
    );

    expect(fetchMock).not.toHaveBeenCalled();
    expect(profile).toMatchObject({ ok: false, status: 412 });
    expect(password).toMatchObject({ ok: false, status: 412, body: { issues: [{ path: 'confirmPassword' }] } });
  });

  it('sends the parsed value when the local schema passes', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { message: 'sent', email: 'budi@toko.id' }));
    const result = await apiRequest(
      'POST',
      '/public/v1/users',
      { name: '  Budi ', email: 'budi@toko.id', password: 'rahasia123', phone: '+6281234567890' },
      { schema: registerSchema },
    );

    expect(result).toMatchObject({ ok: true, status: 201 });
    const sent = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as { name: string };
    expect(sent.name).toBe('Budi');
  });

  it('unwrap returns data or throws an ApiError carrying the failure', () => {
    expect(unwrap({ ok: true, status: 200, data: 5 })).toBe(5);
    const failure = { ok: false as const, status: 401, statusText: 'Unauthorized', body: null };
    expect(() => unwrap(failure)).toThrow(ApiError);
  });
});
