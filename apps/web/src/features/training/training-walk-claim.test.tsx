// A training walk opened from the shop console (decision 198): with the console's ticket and a training
// session, the training chrome tells the server whose walk this is; without a session it waits, and a refused
// ticket leaves the trainee's own session alone.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { getToken, setToken } from '../../lib/api-client';
import { DEFAULT_CLIENT_CONFIG } from '../../lib/client-config';
import { jsonResponse, renderJourneyAt } from '../../test/journey';

const claims: { authorization: string | null; body: unknown }[] = [];
let claimStatus = 204;

beforeEach(() => {
  claims.length = 0;
  claimStatus = 204;
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === '/api/v1/training/walks') {
        const headers = new Headers(init?.headers);
        claims.push({ authorization: headers.get('authorization'), body: JSON.parse(String(init?.body)) });
        return claimStatus === 204
          ? new Response(null, { status: 204 })
          : jsonResponse({ error: { code: 'FORBIDDEN', message: 'refused' } }, claimStatus);
      }
      if (url === '/api/v1/client-config') return jsonResponse(DEFAULT_CLIENT_CONFIG);
      return jsonResponse({ shops: [] });
    }),
  );
});

afterEach(() => {
  setToken(null);
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('a training walk from the console', () => {
  it('is claimed with the ticket once a training session exists', async () => {
    window.history.replaceState(null, '', '/fm-train?ticket=w.sig');
    setToken('training-session');
    renderJourneyAt('/fm-train');
    await screen.findByTestId('training-watermark');
    await waitFor(() => expect(claims).toHaveLength(1));
    expect(claims[0]).toEqual({ authorization: 'Bearer training-session', body: { ticket: 'w.sig' } });
    expect(window.location.search).toBe('');
  });

  it('waits for a session, and a refused ticket keeps the trainee signed in', async () => {
    window.history.replaceState(null, '', '/fm-train?ticket=old.sig');
    renderJourneyAt('/fm-train');
    await screen.findByTestId('training-watermark');
    expect(claims).toEqual([]);

    claimStatus = 403;
    setToken('training-session');
    renderJourneyAt('/fm-train');
    await waitFor(() => expect(claims).toHaveLength(1));
    expect(getToken()).toBe('training-session');
  });
});
