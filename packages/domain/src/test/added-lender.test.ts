import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCardLender } from './test-card-lender.fixture.js';

// A composition that runs the platform with one more lender adds its definition before the domain is loaded
// (lenders/added-lenders.ts). Each test loads the package afresh, as a process starting does.
afterEach(() => vi.resetModules());

async function startWithTestLender() {
  vi.resetModules();
  const { addLender } = await import('../lenders/added-lenders.js');
  addLender(testCardLender);
  return { addLender, domain: await import('../index.js') };
}

describe('a lender added at start-up', () => {
  it('joins the tables built from the registry: codes, page ids, stacks, catalogue, lists, board words', async () => {
    const { domain } = await startWithTestLender();
    expect(domain.APP_CODES).toContain('TSTC');
    expect(domain.isAppCode('TSTC')).toBe(true);
    expect(domain.PAGE_IDS).toEqual(expect.arrayContaining(['tstc-pay', 'tstc-submission']));
    expect(domain.isPageId('tstc-pay')).toBe(true);
    expect(domain.parseLenderList('TSTC,CFNA')).toEqual(['TSTC', 'CFNA']);
    expect(domain.pageStackOf('TSTC')).toContain('tstc-submission');
    expect(domain.LENDERS['TSTC' as 'CFNA']).toMatchObject({ name: 'Test Card', prequal: true });
    const board = await import('../console/board-words.js');
    expect(board.PAGE_NAMES['tstc-pay' as 'summary']).toBe('the Test Card pay page');
  });

  it('is refused once the registry is built, rather than missing from some tables', async () => {
    const { addLender } = await startWithTestLender();
    expect(() => addLender({ ...testCardLender, code: 'TSTD' })).toThrow(
      'Lender TSTD was added after the lender registry was built; add it before the domain is loaded.',
    );
  });

  it('is not in the product registry of a process that adds none', async () => {
    vi.resetModules();
    const domain = await import('../index.js');
    expect(domain.APP_CODES).not.toContain('TSTC');
    expect(domain.isPageId('tstc-pay')).toBe(false);
    expect(domain.parseLenderList('TSTC,CFNA')).toEqual(['CFNA']);
  });
});
