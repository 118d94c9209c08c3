import { expect, test } from '@playwright/test';
import { sandboxPort } from '../../suite-servers';

/** The partner sandbox beside this worker's app (suite-servers.ts). */
const sandboxUrl = () => `http://127.0.0.1:${sandboxPort(test.info().parallelIndex)}`;

/** Picks the SDK line the sandbox's Versatile lender list names (lenders §4: 1.0 or 1.5). */
export async function useVersatileSdk(version: '1.0' | '1.5') {
  const res = await fetch(`${sandboxUrl()}/sandbox/vers/sdk-version`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sdkversion: version }),
  });
  expect(res.ok).toBe(true);
}
