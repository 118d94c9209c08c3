// The step table and the result page know the lenders only from the registry they are given: a lender that
// exists only in the tests is picked up by both, with no shared file naming it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { APP_CODES, LENDERS, PAGE_IDS } from '@ttapply/domain';
import { WEB_LENDERS } from '../features/lenders/registry';
import { ResultPage } from '../features/result/result-page';
import {
  lenderSteps,
  lenderShowing,
  WebLendersContext,
  type WebLenderRegistry,
} from '../features/lenders/shared/web-lender';
import { initialJourney, JourneyProvider, type JourneyState } from '../stores/journey-store';
import { mainStreetTire } from '../test/journey';
import { TEST_CARD_CODE, TEST_CARD_PAGE, testCardLender } from '../test/test-card-lender/test-card-lender';
import { stepName } from '../features/help/step-names';
import { stepTable } from './apply-step-route';
import { LENDER_OWN_PAGES } from './router';
import type { ApplicationRecord } from '../lib/api-types';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the step table is derived from the lender registry', () => {
  it('has a screen for every page id of the domain', () => {
    const steps = stepTable(WEB_LENDERS);
    expect(PAGE_IDS.filter((pageId) => !steps[pageId])).toEqual([]);
  });

  it("serves a lender's pages once it is added to the registry, and not before", () => {
    expect(stepTable(WEB_LENDERS)[TEST_CARD_PAGE]).toBeUndefined();
    expect(stepTable([...WEB_LENDERS, testCardLender])[TEST_CARD_PAGE]).toBe(
      testCardLender.steps[TEST_CARD_PAGE]?.screen,
    );
  });

  it('names every page id of the domain in the list of steps, a lender page by its lender', () => {
    expect(PAGE_IDS.filter((pageId) => !stepName(WEB_LENDERS, pageId))).toEqual([]);
    expect(stepName(WEB_LENDERS, TEST_CARD_PAGE)).toBeUndefined();
    expect(stepName([...WEB_LENDERS, testCardLender], TEST_CARD_PAGE)).toBe('step.review');
  });

  it('refuses a page id two lenders claim', () => {
    expect(() => lenderSteps([testCardLender, { ...testCardLender, appCode: 'CFNA' }])).toThrow(
      `Page ${TEST_CARD_PAGE} is registered by two lenders.`,
    );
  });
});

describe("a lender's own pages outside the journey", () => {
  it('are routed as its folder declares them, the same its web lender lists', () => {
    const registered = WEB_LENDERS.flatMap((lender) => lender.ownPages ?? []);
    expect(registered.length).toBeGreaterThan(0);
    expect(new Set(LENDER_OWN_PAGES)).toEqual(new Set(registered));
  });
});

describe('the result page shows the view its lender registered', () => {
  it('every app code the domain gives a result screen is shown by a registered lender', () => {
    const withScreen = APP_CODES.filter((code) => LENDERS[code].resultScreen);
    expect(withScreen.filter((code) => !lenderShowing(WEB_LENDERS, code)?.result)).toEqual([]);
  });

  function renderResultWith(lenders: WebLenderRegistry, result: Record<string, unknown>) {
    const journey: JourneyState = {
      ...initialJourney,
      shop: mainStreetTire('CFNA'),
      appList: ['CFNA'],
      policyAgreed: true,
      consumerId: 'c-1',
      phoneVerified: true,
      phoneLocked: true,
      values: { PRIVACY_TERMS_AGREED: '1', MOBILE_PHONE: '5551234567' },
      applications: {
        // Only what the result page reads of the record.
        [TEST_CARD_CODE]: {
          applicationKeyId: 'app-1',
          appType: TEST_CARD_CODE,
          status: 'a',
          result,
        } as ApplicationRecord,
      },
      lastAppCode: TEST_CARD_CODE,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ journey: null, applications: [] }))),
    );
    render(
      <JourneyProvider initial={journey}>
        <MemoryRouter>
          <WebLendersContext value={lenders}>
            <ResultPage pageId="result" goNext={vi.fn()} goTo={vi.fn()} />
          </WebLendersContext>
        </MemoryRouter>
      </JourneyProvider>,
    );
  }

  it("shows a test-only lender's approval in its own view", async () => {
    renderResultWith([...WEB_LENDERS, testCardLender], { accepted: '1' });
    expect(await screen.findByRole('heading', { name: 'Test Card approved you.' })).toBeTruthy();
  });

  it("shows a test-only lender's decline in its own view, not the shared error view", async () => {
    renderResultWith([...WEB_LENDERS, testCardLender], { declined: '1' });
    expect(await screen.findByRole('heading', { name: 'Test Card declined you.' })).toBeTruthy();
  });

  it('apologises for the same application when the lender is not registered', async () => {
    renderResultWith(WEB_LENDERS, { accepted: '1' });
    expect(
      await screen.findByText(
        "We're sorry, something went wrong and we're working to resolve this issue. Please try again later.",
      ),
    ).toBeTruthy();
  });
});
