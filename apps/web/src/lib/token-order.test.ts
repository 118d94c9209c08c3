import { describe, expect, it } from 'vitest';
import { isRetiredBy } from './token-order';

// The page reads only the claims' order; the signature is the server's business.
function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

const SESSION = '0b7f9a52-7c55-4f2a-9f0e-3f2d7f3c1a10';
const OTHER_SESSION = 'c1f0a0d4-1f55-4b8e-8a57-0a4b1f9d2e33';

describe('which session token the page keeps (decision 245)', () => {
  it('an answer carrying the generation a refresh retired does not replace the refreshed token', () => {
    expect(isRetiredBy(token({ sid: SESSION, gen: 3 }), token({ sid: SESSION, gen: 4 }))).toBe(true);
    expect(isRetiredBy(token({ sid: SESSION, gen: 1 }), token({ sid: SESSION, gen: 4 }))).toBe(true);
  });

  it('the same or a later generation replaces it (the per-response token slides the expiry)', () => {
    expect(
      isRetiredBy(token({ sid: SESSION, gen: 4, exp: 2 }), token({ sid: SESSION, gen: 4, exp: 1 })),
    ).toBe(false);
    expect(isRetiredBy(token({ sid: SESSION, gen: 5 }), token({ sid: SESSION, gen: 4 }))).toBe(false);
  });

  it('a token of another session, or one the page cannot read, always replaces', () => {
    expect(isRetiredBy(token({ sid: OTHER_SESSION, gen: 0 }), token({ sid: SESSION, gen: 4 }))).toBe(false);
    expect(isRetiredBy('tok-1', token({ sid: SESSION, gen: 4 }))).toBe(false);
    expect(isRetiredBy(token({ sid: SESSION, gen: 0 }), 'tok-1')).toBe(false);
    expect(isRetiredBy(token({ sid: SESSION, gen: 0 }), null)).toBe(false);
    expect(isRetiredBy('a.%%%.c', token({ sid: SESSION, gen: 4 }))).toBe(false);
  });
});
