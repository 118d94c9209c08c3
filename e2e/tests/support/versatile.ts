import { expect } from '@playwright/test';

/** The partner sandbox beside the app under test (e2e/playwright.config.ts: the app's port + 1). */
const sandboxUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

/** Picks the SDK line the sandbox's Versatile lender list names (lenders §4: 1.0 or 1.5). */
export async function useVersatileSdk(version: '1.0' | '1.5') {
  const res = await fetch(`${sandboxUrl}/sandbox/vers/sdk-version`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sdkversion: version }),
  });
  expect(res.ok).toBe(true);
}
