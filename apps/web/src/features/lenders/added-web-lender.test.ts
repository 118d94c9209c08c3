import { afterEach, describe, expect, it, vi } from 'vitest';

// A composition that builds the web app with one more lender adds it before the registry is loaded
// (shared/added-web-lenders.ts). Each test loads the registry afresh, as a page starting does.
afterEach(() => vi.resetModules());

describe('a web lender added at start-up', () => {
  it('is listed after the product lenders, and one added after the registry is built is refused', async () => {
    vi.resetModules();
    const { addWebLender } = await import('./shared/added-web-lenders');
    const { testCardLender, TEST_CARD_CODE } = await import('../../test/test-card-lender/test-card-lender');
    addWebLender(testCardLender);
    const { WEB_LENDERS } = await import('./registry');
    expect(WEB_LENDERS.at(-1)).toBe(testCardLender);
    expect(WEB_LENDERS.filter((lender) => lender.appCode === TEST_CARD_CODE)).toHaveLength(1);
    expect(() => addWebLender({ ...testCardLender, appCode: 'CFNA' })).toThrow(
      'Lender CFNA was added after the web registry was built; add it before the registry is loaded.',
    );
  });

  it('is not in the registry of a build that adds none', async () => {
    vi.resetModules();
    const { WEB_LENDERS } = await import('./registry');
    const { TEST_CARD_CODE } = await import('../../test/test-card-lender/test-card-lender');
    expect(WEB_LENDERS.map((lender) => lender.appCode)).not.toContain(TEST_CARD_CODE);
  });
});
