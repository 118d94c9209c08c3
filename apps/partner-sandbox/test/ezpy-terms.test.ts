import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, startSandbox, type Reply, type RunningSandbox } from './helpers.js';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ appOrigin: 'https://apply.example.com' });
});
afterAll(async () => {
  await sandbox.app.close();
});

const termsUrl = (query: Record<string, string>) =>
  fetch(`${sandbox.url}/lenders/EZPY/terms-url?${new URLSearchParams(query).toString()}`);

// Lenders §3 "EZPY terms: terms_and_conditions_url", §7 "EZPY terms", §9 loan disclosure states.
describe('EZPY terms', () => {
  it('answers a terms_and_conditions_url on its own origin, for the resident state and store', async () => {
    const response = await termsUrl({ state: 'WA', acctId: '900004', subId: '1' });
    expect(response.status).toBe(200);
    const { terms_and_conditions_url: url } = (await response.json()) as { terms_and_conditions_url: string };
    expect(new URL(url).origin).toBe(sandbox.url);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(
      "frame-ancestors 'self' https://apply.example.com",
    );
    const html = await page.text();
    expect(html).toContain('State Law Disclosures and Terms and Conditions');
    expect(html).toContain('made and administered by EasyPay Finance');
    expect(html).not.toContain('<script');
  });

  it('says what differs by state: NY has no loan disclosure, others the bank, Florida the stamp tax', async () => {
    const page = async (state: string) =>
      (await fetch(`${sandbox.url}/lenders/EZPY/terms?state=${state}&acctId=1`)).text();
    expect(await page('NY')).toContain('The loan disclosure is not available in New York');
    const tx = await page('TX');
    expect(tx).toContain('originated by Sandbox Partner Bank, N.A., Member FDIC');
    expect(tx).not.toContain('documentary stamp tax');
    expect(await page('FL')).toContain('Florida documentary stamp tax');
  });

  it('refuses bad input with a 400', async () => {
    expect((await termsUrl({ state: 'XX', acctId: '1', subId: '1' })).status).toBe(400);
    expect((await termsUrl({ state: 'WA' })).status).toBe(400);
    expect((await fetch(`${sandbox.url}/lenders/EZPY/terms?state=WA`)).status).toBe(400);
  });
});

// Lenders §4: EasyPay needs the CVV of a Florida resident (the stamp tax flag); the sandbox holds it to that.
describe('EZPY application of a Florida resident', () => {
  const apply = (appData: Record<string, string>) =>
    fetch(`${sandbox.url}/lenders/EZPY/applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `ezpy-fl-${Math.random()}` },
      body: JSON.stringify(body('EZPY', { SSN: '123123123', STATE: 'FL', ...appData })),
    }).then(async (r) => (await r.json()) as Reply);

  it('without the CVV is an error naming it; with it, the test SSN decides', async () => {
    const missing = await apply({});
    expect(missing.status).toBe('e');
    expect(missing.result).toMatchObject({
      errorResult: '1',
      errorMessage: 'The card security code (CVV) is required for Florida residents.',
    });
    expect((await apply({ CVV: '737' })).status).toBe('a');
    expect((await apply({ STATE: 'WA' })).status).toBe('a');
  });
});
