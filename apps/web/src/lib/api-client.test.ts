import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, endSession, getToken, setLinkCode, setToken } from './api-client';

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('api client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    setToken(null);
    setLinkCode(null);
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session on the server with the token it held, and forgets the token at once (decision 188)', () => {
    setToken('tok-9');
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    endSession('done');
    expect(getToken()).toBeNull();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/apps/consumer/sign-out');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, body: JSON.stringify({ reason: 'done' }) });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-9');
    // Without a session there is nothing to end.
    endSession('idle');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends no Authorization header without a token and keeps the token the server returns', async () => {
    fetchMock.mockResolvedValueOnce(reply(200, { ok: true }, { 'x-session-token': 'tok-1' }));
    await api.get('/api/v1/shops/', { query: { zip: '98052', keyword: undefined } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/shops/?zip=98052');
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
    expect(getToken()).toBe('tok-1');
  });

  // Applicant-journey §7: "Every request carries the session token and link code automatically
  // except when skipped for an outside call."
  it('sends the link code with every call, and neither it nor the token on an outside call', async () => {
    setToken('tok-1');
    setLinkCode('Ab3dE5gH9jK1');
    fetchMock.mockImplementation(async () => reply(200, {}));
    await api.get('/api/v1/shops/', { query: { zip: '98052' } });
    await api.post('/api/v1/apps/send-verification-text/', { phoneNumber: '4255550100' });
    for (const [, init] of fetchMock.mock.calls) {
      const headers = init?.headers as Record<string, string>;
      expect(headers['X-Link-Code']).toBe('Ab3dE5gH9jK1');
      expect(headers.Authorization).toBe('Bearer tok-1');
    }
    fetchMock.mockClear();
    await api.get('https://tiles.example.com/card.png', { outside: true });
    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers['X-Link-Code']).toBeUndefined();
    expect(headers.Authorization).toBeUndefined();
  });

  it('sends the bearer token and replaces it with the fresh one', async () => {
    setToken('tok-1');
    fetchMock.mockResolvedValueOnce(reply(200, {}, { 'x-session-token': 'tok-2' }));
    await api.post('/api/v1/apps/app/', { a: 1 }, { headers: { 'Idempotency-Key': 'k-12345678' } });
    const init = fetchMock.mock.calls[0]![1]!;
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-1');
    expect(headers['Idempotency-Key']).toBe('k-12345678');
    expect(init.body).toBe('{"a":1}');
    expect(getToken()).toBe('tok-2');
  });

  it('keeps the refreshed token when an answer sent before the refresh arrives after it (decision 245)', async () => {
    const claims = (gen: number) =>
      btoa(JSON.stringify({ sid: '0b7f9a52-7c55-4f2a-9f0e-3f2d7f3c1a10', gen })).replace(/=+$/, '');
    const refreshed = `h.${claims(5)}.s`;
    setToken(refreshed);
    fetchMock.mockResolvedValueOnce(reply(200, {}, { 'x-session-token': `h.${claims(4)}.s` }));
    await api.get('/api/v1/apps/draft');
    expect(getToken()).toBe(refreshed);
    fetchMock.mockResolvedValueOnce(reply(200, {}, { 'x-session-token': `h.${claims(5)}.t` }));
    await api.get('/api/v1/apps/draft');
    expect(getToken()).toBe(`h.${claims(5)}.t`);
  });

  it("prefers the server's message and falls back to the spec's transport texts", async () => {
    fetchMock.mockResolvedValueOnce(
      reply(400, { error: { code: 'VALIDATION', message: 'Invalid phone number' } }),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ message: 'Invalid phone number', status: 400 });
    fetchMock.mockResolvedValueOnce(reply(400, ''));
    await expect(api.get('/x')).rejects.toMatchObject({ message: 'Bad Request' });
    fetchMock.mockResolvedValueOnce(reply(404, ''));
    await expect(api.get('/x')).rejects.toMatchObject({ message: '404 - Data Not Found' });
    fetchMock.mockResolvedValueOnce(reply(503, ''));
    await expect(api.get('/x')).rejects.toMatchObject({ message: 'Server Error.' });
  });

  it('maps a network failure to the unreachable text', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Unable to communicate to the remote server.');
  });

  it('returns plain text for text documents', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('Disclosure text', { status: 200, headers: { 'content-type': 'text/plain' } }),
    );
    await expect(api.get('/api/consumer-data-share-disclosure.txt', { responseType: 'text' })).resolves.toBe(
      'Disclosure text',
    );
  });
});
