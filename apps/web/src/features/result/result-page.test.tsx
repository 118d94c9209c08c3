import type { AppCode } from '../../lib/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initialJourney, JourneyProvider, type JourneyState } from '../../stores/journey-store';
import type { ApplicationRecord } from '../../lib/api-types';
import { jsonResponse, mainStreetTire, renderJourneyAt } from '../../test/journey';
import { JOURNEY, journeyAnswer } from '../../test/lender-api';
import { lastApplication, ResultPage } from './result-page';

const UNKNOWN =
  "We're sorry, something went wrong and we're working to resolve this issue. Please try again later.";

function record(
  appType: string,
  result: Record<string, unknown> | null,
  extra: Partial<ApplicationRecord> = {},
) {
  // Only what the result page reads; the rest of the API's record does not matter here.
  return {
    applicationKeyId: `app-${appType}`,
    appType,
    status: result ? 'a' : 'p',
    result,
    ...extra,
  } as ApplicationRecord;
}

function stateWith(
  results: Record<string, ApplicationRecord>,
  options: { appList?: AppCode[]; lastAppCode?: string | null } = {},
): JourneyState {
  const appList = options.appList ?? (Object.keys(results) as AppCode[]);
  return {
    ...initialJourney,
    shop: mainStreetTire(appList.join(',') || 'CFNA'),
    appList,
    policyAgreed: true,
    consumerId: 'c-1',
    phoneVerified: true,
    phoneLocked: true,
    values: { PRIVACY_TERMS_AGREED: '1', MOBILE_PHONE: '5551234567', FIRST_NAME: 'Pat', LAST_NAME: 'Lee' },
    applications: results,
    lastAppCode:
      options.lastAppCode === undefined ? (Object.keys(results).at(-1) ?? null) : options.lastAppCode,
  };
}

function renderResult(state: JourneyState) {
  renderJourneyAt('/apply/result', state);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('Result page (lenders §4 "Result screen (RESULT)")', () => {
  it('shows the last application in its lender view with the page title', async () => {
    renderResult(
      stateWith({
        CFNA: record('CFNA', { accepted: true, creditlimit: '2500.75', cardnumber: '6011111111111111' }),
      }),
    );
    expect(await screen.findByRole('heading', { name: "Congratulations! You're Approved" })).toBeTruthy();
    expect(screen.getByText('$2,500')).toBeTruthy();
    expect(screen.getAllByText('111 111 1111').length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toBe('Text To Apply | Result'));
  });

  it('Done after an approval ends the journey and returns to the start', async () => {
    renderResult(stateWith({ CFNA: record('CFNA', { accepted: true }) }));
    (await screen.findByRole('button', { name: 'Done' })).click();
    await waitFor(() => {
      const stored = JSON.parse(sessionStorage.getItem('ttapply.journey') ?? '{}') as JourneyState;
      expect(stored.applications).toEqual({});
      expect(stored.results).toEqual({});
      expect(stored.shop).toBeNull();
    });
    expect(screen.queryByRole('heading', { name: "Congratulations! You're Approved" })).toBeNull();
  });

  it.each([
    [
      'GEMY',
      { applicationDecision: 'APPROVED' },
      'You will receive your credit card in the mail in 7-10 days.',
    ],
    ['SYNCHRONY', { applicationDecision: 'REFERRED' }, 'Application Referred'],
    ['CFSS', { declined: '1' }, 'SORRY, WE WERE UNABLE TO APPROVE YOUR APPLICATION.'],
    ['AMFF', { pendingappflag: '1' }, 'Pending Decision'],
    ['EZPY', { declined: '1' }, 'You will receive a letter of explanation within 10 days.'],
    ['GNES', { accepted: '1' }, "CONGRATULATIONS! YOU'RE APPROVED"],
    ['VERS', {}, 'No Versatile results.'],
    ['MILE', { accepted: '1' }, 'Success! You Have Been Approved'],
    ['BREAD', { accepted: '1' }, "Congratulations! You're Approved"],
    ['GOODYEAR', { accepted: '1' }, 'Account Terms'],
    // docs/decisions/135: a code shows the screen the catalogue names for it.
    ['GDYR', { accepted: '1' }, 'Account Terms'],
    ['GDYR', { declined: '1' }, 'You will receive a letter explaining the decision by mail.'],
    ['ALNC', { accepted: '1' }, 'Bread Financing approved you for financing.'],
    ['BIGO', { accepted: '1' }, 'Your Big O Tires Credit Card is ready to use today at Main Street Tire.'],
  ])('dispatches %s to its own view', async (code, result, expected) => {
    renderResult(stateWith({ [code]: record(code, result) }, { appList: ['CFNA'] }));
    expect(await screen.findByText(expected)).toBeTruthy();
  });

  it("'No application results.' without results", () => {
    // The step route sends a journey without results elsewhere; the page itself still says so.
    render(
      <JourneyProvider initial={stateWith({}, { appList: ['CFNA'] })}>
        <MemoryRouter>
          <ResultPage pageId="result" goNext={vi.fn()} goTo={vi.fn()} />
        </MemoryRouter>
      </JourneyProvider>,
    );
    expect(screen.getByText('No application results.')).toBeTruthy();
  });

  it('the generic apology for an app code without a result screen', async () => {
    // SERV has none (lenders §4 lists the screens; docs/decisions/135 refuses SERV in a shop's list).
    renderResult(stateWith({ SERV: record('SERV', { accepted: true }) }, { appList: ['CFNA'] }));
    expect(await screen.findByText(UNKNOWN)).toBeTruthy();
  });

  it("a spinner with 'Please don't refresh. We're processing your request.' until the lender answers", async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/v1/apps/journey')
        ? jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404)
        : jsonResponse({
            application: record('CFNA', { declined: '1', confirmationnumber: 'CF9' }, { status: 'd' }),
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderResult(stateWith({ CFNA: record('CFNA', null) }));
    expect(await screen.findByText("Please don't refresh. We're processing your request.")).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your application was denied.' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/v1/apps/app/app-CFNA');
    expect(screen.getByText('CF9')).toBeTruthy();
    // Decision 191: who decided, who sends the reasons and how to ask for them.
    const notice = screen.getByRole('region', { name: 'About this decision' });
    expect(notice.textContent).toContain('CFNA made this decision, not the shop or Text To Apply.');
    // One lender, one deadline (lenders §9; decision 265): CFNA's own text and the notice both say 10 days.
    expect(
      screen.getByText(
        "Sorry, we were unable to approve your application with CFNA. You'll receive a letter of explanation within 10 days.",
      ),
    ).toBeTruthy();
    expect(notice.textContent).toContain(
      'CFNA will send you a notice with the main reasons for the decision by mail or e-mail within 10 days.',
    );
    expect(document.body.textContent).not.toMatch(/30 days/);
    expect(within(notice).getByRole('link', { name: '1-800-321-3950' }).getAttribute('href')).toBe(
      'tel:18003213950',
    );
  });

  it("CFNA's decision notice and reference number stay after 'No Thanks' on Concora's offer and on a return visit", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ journey: null, applications: [], creditChecks: [] })),
    );
    const cfna = record(
      'CFNA',
      { declined: '1', confirmationnumber: 'CF9' },
      { status: 'd', createdAt: '2026-01-01T10:00:00Z' },
    );
    const concora = record(
      'GNES',
      { declined: 'DECLINED_OFFER', prequalResult: { accepted: '1', creditlimit: '1800' } },
      { status: 'd', kind: 'prequal', createdAt: '2026-01-01T10:01:00Z' },
    );
    // Just after 'No Thanks' (Concora is the last application), and back later (no last application: the
    // newest with an outcome is shown).
    for (const lastAppCode of ['GNES', null]) {
      renderResult(stateWith({ CFNA: cfna, GNES: concora }, { lastAppCode }));
      const notice = await screen.findByRole('region', { name: 'About this decision' });
      expect(notice.textContent).toContain('CFNA made this decision, not the shop or Text To Apply.');
      expect(notice.textContent).toContain('by mail or e-mail within 10 days.');
      // Concora's offer turned down was nobody's decision: no notice of its own.
      expect(notice.textContent).not.toContain('Concora made this decision');
      expect(within(notice).getByText('Reference Number')).toBeTruthy();
      expect(within(notice).getByText('CF9')).toBeTruthy();
      cleanup();
    }
  });

  it("lists 'Credit checks for this application' from the server, each with the consent it rests on (decision 190)", async () => {
    const consent = 'By selecting Submit Application, you authorize a hard credit check by CFNA.';
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === JOURNEY
          ? jsonResponse({
              journey: null,
              applications: [],
              creditChecks: [
                {
                  appCode: 'CFNA',
                  check: 'hard',
                  consentText: consent,
                  agreedAt: '2026-11-25T17:05:00.000Z',
                  checkedAt: '2026-11-25T17:05:01.000Z',
                },
                {
                  appCode: 'GNES',
                  check: 'soft',
                  consentText: consent,
                  agreedAt: '2026-11-25T17:05:00.000Z',
                  checkedAt: '2026-11-25T17:05:09.000Z',
                },
                {
                  appCode: 'EZPY',
                  check: 'soft',
                  consentText: consent,
                  agreedAt: '2026-11-25T17:05:00.000Z',
                  checkedAt: null,
                },
              ],
            })
          : undefined,
      ),
    );
    renderResult(stateWith({ CFNA: record('CFNA', { declined: '1' }, { status: 'd' }) }));
    const list = await screen.findByRole('region', { name: 'Credit checks for this application' });
    expect(list.textContent).toContain('CFNA: hard credit check (may affect your credit score)');
    expect(list.textContent).toContain('Concora: soft credit check (does not affect your credit score)');
    expect(within(list).getAllByText(/^Checked on /)).toHaveLength(2);
    // A consent given but never used says so: EasyPay was never asked.
    const easyPay = within(list).getByText(
      'EasyPay: soft credit check (does not affect your credit score)',
    ).parentElement!;
    expect(easyPay.textContent).toContain(
      'Not made: EasyPay was never asked, so it did not check your credit.',
    );
    expect(easyPay.textContent).not.toContain('Checked on');
    expect(within(list).getAllByText('What you agreed to')).toHaveLength(3);
    expect(within(list).getAllByText(consent)).toHaveLength(3);
  });

  it("reads the server's journey: Concora's automatic prequal declined while away, so DigniFi is offered", async () => {
    const concora = record('GNES', { prequalResult: { declined: '1' } }, { status: 'n', kind: 'prequal' });
    const fetchMock = vi.fn(async (url: string) =>
      url === JOURNEY
        ? journeyAnswer(
            { type: 'offer-next', appCode: 'CFSS' },
            [concora, record('CFNA', { declined: '1' }, { status: 'd' })],
            { stage: 'next-offered' },
          )
        : undefined,
    );
    vi.stubGlobal('fetch', fetchMock);
    renderResult(
      stateWith(
        { CFNA: record('CFNA', { declined: '1' }, { status: 'd' }) },
        { appList: ['CFNA', 'GNES', 'CFSS'], lastAppCode: 'CFNA' },
      ),
    );
    expect(await screen.findByRole('heading', { name: 'DigniFi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Review Disclosures' })).toBeNull();
  });

  // Issue item 7 ("No silent failures"): after Concora's 'No Thanks' the page reads what the server did next
  // (EasyPay's soft check, or the next lender); a read that failed was dropped without a word.
  it('a journey read that fails says so with Try Again, and the retry shows what the server did next', async () => {
    const concora = record(
      'GNES',
      { declined: 'DECLINED_OFFER', prequalResult: { accepted: '1', creditlimit: '1800' } },
      { status: 'd', kind: 'prequal' },
    );
    let down = true;
    const fetchMock = vi.fn(async (url: string) => {
      if (url !== JOURNEY) return undefined;
      if (down) return jsonResponse({ error: { code: 'INTERNAL', message: 'Internal error' } }, 503);
      return journeyAnswer({ type: 'offer-next', appCode: 'CFSS' }, [concora], { stage: 'next-offered' });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderResult(
      stateWith(
        { CFNA: record('CFNA', { declined: '1' }, { status: 'd' }), GNES: concora },
        { appList: ['CFNA', 'GNES', 'CFSS', 'EZPY'], lastAppCode: 'GNES' },
      ),
    );
    const failure = await screen.findByRole('alert', { name: 'We could not check what happens next' });
    expect(failure.textContent).toContain('Your answers and any decision are kept');
    await waitFor(() => expect(document.activeElement).toBe(failure));
    // What the consumer already sees stays: the offer they turned down.
    expect(screen.getByRole('heading', { name: 'You turned down the Concora offer.' })).toBeTruthy();

    down = false;
    within(failure).getByRole('button', { name: 'Try Again' }).click();
    await waitFor(() =>
      expect(screen.queryByRole('alert', { name: 'We could not check what happens next' })).toBeNull(),
    );
    expect(await screen.findByRole('heading', { name: 'DigniFi' })).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/v1/apps/journey')),
    ).toHaveLength(2);
  });

  it('a soft check the consumer agreed to that the server could not send is said beside that lender', async () => {
    const concora = record(
      'GNES',
      { declined: 'DECLINED_OFFER', prequalResult: { accepted: '1', creditlimit: '1800' } },
      { status: 'd', kind: 'prequal' },
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === JOURNEY
          ? journeyAnswer({ type: 'offer-next', appCode: 'EZPY' }, [concora], {
              stage: 'next-offered',
              events: [
                {
                  at: '2026-11-26T15:00:00.000Z',
                  actor: 'consumer',
                  type: 'offer-declined',
                  appCode: 'GNES',
                },
                {
                  at: '2026-11-26T15:00:00.000Z',
                  actor: 'system',
                  type: 'automatic-prequal-skipped',
                  appCode: 'EZPY',
                },
              ],
            })
          : undefined,
      ),
    );
    renderResult(
      stateWith(
        { CFNA: record('CFNA', { declined: '1' }, { status: 'd' }), GNES: concora },
        { appList: ['CFNA', 'GNES', 'EZPY'], lastAppCode: 'GNES' },
      ),
    );
    expect(
      await screen.findByText(
        'The soft credit check you agreed to could not be sent to EasyPay Finance with the answers we have, so EasyPay Finance has not checked your credit. Apply below: its pages ask for what it needs.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
  });

  it("the lender's answer is read again after a failed read, instead of the spinner turning for good", async () => {
    let reads = 0;
    const fetchMock = vi.fn(async (url: string) => {
      if (url.startsWith('/api/v1/apps/journey')) {
        return jsonResponse({ journey: null, applications: [], creditChecks: [] });
      }
      reads += 1;
      if (reads === 1) return jsonResponse({ error: { code: 'INTERNAL', message: 'Internal error' } }, 500);
      return jsonResponse({
        application: record('CFNA', { declined: '1', confirmationnumber: 'CF9' }, { status: 'd' }),
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderResult(stateWith({ CFNA: record('CFNA', null) }));
    expect(
      await screen.findByRole('heading', { name: 'Your application was denied.' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(reads).toBe(2);
  });

  it('a lasting failure to read the answer says so, and Try Again reads it', async () => {
    let down = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/api/v1/apps/journey')) {
          return jsonResponse({ journey: null, applications: [], creditChecks: [] });
        }
        if (down) throw new TypeError('Failed to fetch');
        return jsonResponse({
          application: record('CFNA', { declined: '1', confirmationnumber: 'CF9' }, { status: 'd' }),
        });
      }),
    );
    renderResult(stateWith({ CFNA: record('CFNA', null) }));
    const failure = await screen.findByRole(
      'alert',
      { name: 'We could not check what happens next' },
      { timeout: 8000 },
    );
    expect(screen.getByText("Please don't refresh. We're processing your request.")).toBeTruthy();
    down = false;
    within(failure).getByRole('button', { name: 'Try Again' }).click();
    expect(
      await screen.findByRole('heading', { name: 'Your application was denied.' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert', { name: 'We could not check what happens next' })).toBeNull();
  }, 20_000);

  it("an 'Application Error' after CFNA's decline keeps CFNA's notice and the credit-check record", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({
          journey: null,
          applications: [],
          creditChecks: [
            {
              appCode: 'CFNA',
              check: 'hard',
              consentText: 'By selecting Submit Application, you authorize a hard credit check by CFNA.',
              agreedAt: '2026-11-25T17:05:00.000Z',
              checkedAt: '2026-11-25T17:05:01.000Z',
            },
          ],
        }),
      ),
    );
    renderResult(
      stateWith(
        {
          CFNA: record(
            'CFNA',
            { declined: '1', confirmationnumber: 'CF9' },
            { status: 'd', createdAt: '2026-01-01T10:00:00Z' },
          ),
          CFSS: record(
            'CFSS',
            { errorResult: true, errorMessage: 'Lender unavailable' },
            { status: 'e', createdAt: '2026-01-01T10:05:00Z' },
          ),
        },
        { appList: ['CFNA', 'CFSS'] },
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Application Error' })).toBeTruthy();
    const notice = screen.getByRole('region', { name: 'About this decision' });
    expect(notice.textContent).toContain('CFNA made this decision, not the shop or Text To Apply.');
    expect(within(notice).getByText('CF9')).toBeTruthy();
    const checks = await screen.findByRole('region', { name: 'Credit checks for this application' });
    expect(checks.textContent).toContain('CFNA: hard credit check (may affect your credit score)');
  });

  it("'Application Error' with the lender's message, and the next lender still offered (decision 140)", async () => {
    renderResult(
      stateWith(
        { CFNA: record('CFNA', { errorResult: true, errorMessage: 'Lender unavailable' }, { status: 'e' }) },
        { appList: ['CFNA', 'CFSS'] },
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Application Error' })).toBeTruthy();
    expect(screen.getByText('Lender unavailable')).toBeTruthy();
    expect(screen.getByText('BUT FINANCING IS STILL POSSIBLE.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'DigniFi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeTruthy();
  });

  it("an earlier lender's error does not hide the answer of the lender applied to since", async () => {
    renderResult(
      stateWith(
        {
          CFNA: record('CFNA', { errorResult: true, errorMessage: 'Lender unavailable' }, { status: 'e' }),
          CFSS: record('CFSS', { declined: '1' }),
        },
        { lastAppCode: 'CFSS', appList: ['CFNA', 'CFSS'] },
      ),
    );
    expect(await screen.findByText('SORRY, WE WERE UNABLE TO APPROVE YOUR APPLICATION.')).toBeTruthy();
    expect(screen.queryByText('Lender unavailable')).toBeNull();
  });

  it("the default 'An unknown error has occurred processing the application'", async () => {
    renderResult(stateWith({ CFNA: record('CFNA', { errorResult: true }, { status: 'e' }) }));
    expect(await screen.findByText('An unknown error has occurred processing the application')).toBeTruthy();
  });

  it('a GEMY error is shown by the GEMY view, with its phone, not the general error', async () => {
    renderResult(stateWith({ GEMY: record('GEMY', { errorMessage: 'Token mismatch', errorResult: true }) }));
    expect(await screen.findByText('Token mismatch')).toBeTruthy();
    expect(screen.getByText(/Please call Synchrony Bank at/)).toBeTruthy();
  });

  it("Synchrony's ERROR keeps its phone and still offers DigniFi when it is next (decision 140)", async () => {
    renderResult(
      stateWith(
        {
          GEMY: record(
            'GEMY',
            { applicationDecision: 'ERROR', errorMessage: 'Error occurred' },
            { status: 'e' },
          ),
        },
        { appList: ['GEMY', 'CFSS', 'AMFF'] },
      ),
    );
    expect(await screen.findByText(/Please call Synchrony Bank at/)).toBeTruthy();
    expect(screen.getByText('BUT FINANCING IS STILL POSSIBLE.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'DigniFi' })).toBeTruthy();
  });

  it('a decline with a lender left offers it, and Apply moves the journey to that lender', async () => {
    renderResult(stateWith({ CFNA: record('CFNA', { declined: '1' }) }, { appList: ['CFNA', 'CFSS'] }));
    expect(await screen.findByText('BUT FINANCING IS STILL POSSIBLE.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'DigniFi' })).toBeTruthy();
    screen.getByRole('button', { name: 'Apply' }).click();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Your application was denied.' })).toBeNull(),
    );
    const stored = JSON.parse(sessionStorage.getItem('ttapply.journey') ?? '{}') as JourneyState;
    expect(stored.appIndex).toBe(1);
    // The applicant's answers are incomplete here, so DigniFi's first incomplete page is about you.
    expect(await screen.findByRole('heading', { name: 'Tell Us About Yourself' })).toBeTruthy();
  });

  it("moving to AFF applies the domain's next-app changes (both AFF consents '1')", async () => {
    renderResult(stateWith({ CFNA: record('CFNA', { declined: '1' }) }, { appList: ['CFNA', 'AMFF'] }));
    expect(await screen.findByText('Funds instantly available')).toBeTruthy();
    screen.getByRole('button', { name: 'Apply' }).click();
    await waitFor(() => {
      const stored = JSON.parse(sessionStorage.getItem('ttapply.journey') ?? '{}') as JourneyState;
      expect(stored.appIndex).toBe(1);
      expect(stored.values.AFF_TCPA).toBe('1');
      expect(stored.values.AFF_REC_DEBITS).toBe('1');
    });
  });

  it('no next lender while another application is approved or referred', async () => {
    renderResult(
      stateWith(
        { GNES: record('GNES', { referral: '1' }), CFNA: record('CFNA', { declined: '1' }) },
        { appList: ['GNES', 'CFNA', 'CFSS'], lastAppCode: 'CFNA' },
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Your application was denied.' })).toBeTruthy();
    expect(screen.queryByText('BUT FINANCING IS STILL POSSIBLE.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start a New Application' })).toBeTruthy();
  });

  it('AFF Edit Application supersedes the data decline on the server, removes the AFF result and goes to about you', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ superseded: true }));
    vi.stubGlobal('fetch', fetchMock);
    const amff = record('AMFF', { declined: '1', errors: ['ZIP'], customermessage: 'Bad zip' });
    renderResult(stateWith({ AMFF: amff }));
    (await screen.findByRole('button', { name: 'Edit Application' })).click();
    await waitFor(() => {
      const stored = JSON.parse(sessionStorage.getItem('ttapply.journey') ?? '{}') as JourneyState;
      expect(stored.applications.AMFF).toBeUndefined();
      expect(stored.results.AMFF).toBeUndefined();
    });
    expect(fetchMock.mock.calls.map((call) => String((call as unknown[])[0]))).toContain(
      `/api/v1/apps/amff/${String(amff.applicationKeyId)}/edit-application`,
    );
    expect(screen.queryByText('Reason: Bad zip')).toBeNull();
  });

  it('AFF Edit Application refused by the server keeps the result and says why', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          {
            error: {
              code: 'CONFLICT',
              message: 'Only an application that could not be submitted can be edited.',
            },
          },
          409,
        ),
      ),
    );
    renderResult(
      stateWith({ AMFF: record('AMFF', { declined: '1', errors: ['ZIP'], customermessage: 'Bad zip' }) }),
    );
    (await screen.findByRole('button', { name: 'Edit Application' })).click();
    expect(
      await screen.findByText('Only an application that could not be submitted can be edited.'),
    ).toBeTruthy();
    expect(screen.getByText('Reason: Bad zip')).toBeTruthy();
  });
});

describe('lastApplication', () => {
  it('is the one just submitted, else the newest with an outcome', () => {
    const older = record('CFNA', { declined: '1' }, { createdAt: '2026-01-01T00:00:00Z' });
    const newer = record('CFSS', { accepted: '1' }, { createdAt: '2026-02-01T00:00:00Z' });
    const pending = record('AMFF', null, { createdAt: '2026-03-01T00:00:00Z' });
    const prequalOnly = record(
      'GNES',
      { prequalResult: { accepted: '1' } },
      { createdAt: '2026-04-01T00:00:00Z' },
    );
    const journey = stateWith(
      { CFSS: newer, CFNA: older, AMFF: pending, GNES: prequalOnly },
      { lastAppCode: null },
    );
    expect(lastApplication(journey)?.[0]).toBe('CFSS');
    expect(lastApplication({ ...journey, lastAppCode: 'AMFF' })?.[0]).toBe('AMFF');
  });
});

describe("Each lender's notes only with that lender (decision 225)", () => {
  const EZPY_BANK_NOTE = /^Loans are originated by Sandbox Partner Bank, N\.A\., Member FDIC/;
  const DIGNIFI_BANK_NOTE = 'DigniFi loans are made by Republic Bank & Trust Company, Member FDIC.';
  const ezpyDeclined = record('EZPY', {
    declined: '1',
    lender: 'EasyPay Finance',
    legal: 'Sandbox Partner Bank, N.A.',
  });
  const cfssDeclined = record('CFSS', {
    declined: '1',
    lender: 'DigniFi',
    legal: 'Republic Bank & Trust Company',
  });

  /** Every notes block on the screen, by the lender it names. */
  function notesBlocks(): string[] {
    return Array.from(
      document.querySelectorAll('.lender-notes'),
      (el) => el.getAttribute('aria-label') ?? '',
    );
  }

  // One approval per result screen, each shown after another lender's decline.
  const approvals: [AppCode, Record<string, unknown>, string][] = [
    ['CFNA', { accepted: '1', creditlimit: '1500', cardnumber: '6011111111111111' }, 'CFNA Credit Card'],
    ['GEMY', { applicationDecision: 'APPROVED', creditlimit: '1500' }, 'Synchrony Car Care'],
    [
      'CFSS',
      { accepted: '1', creditlimit: '1800', lender: 'DigniFi', legal: 'Republic Bank & Trust Company' },
      'DigniFi',
    ],
    [
      'EZPY',
      { accepted: '1', creditlimit: '1200', lender: 'EasyPay Finance', legal: 'Sandbox Partner Bank, N.A.' },
      'EasyPay Finance',
    ],
    ['GNES', { accepted: '1', creditlimit: '800', cardnumber: '5555555555554444' }, 'Concora Credit'],
    ['AMFF', { accepted: '1', creditlimit: '2000' }, 'American First Finance'],
    [
      'MILE',
      { accepted: '1', prequalResult: { accepted: '1', creditlimit: '3000', annualfee: '0', apr: '29.99' } },
      'Mile Mastercard',
    ],
  ];

  it.each(approvals)(
    '%s after another lender declined shows only its own notes',
    async (code, result, name) => {
      const before = code === 'EZPY' ? cfssDeclined : ezpyDeclined;
      const beforeCode = code === 'EZPY' ? 'CFSS' : 'EZPY';
      renderResult(
        stateWith(
          { [beforeCode]: { ...before, createdAt: '2026-01-01T10:00:00Z' }, [code]: record(code, result) },
          { appList: [beforeCode as AppCode, code], lastAppCode: code },
        ),
      );
      expect(await screen.findByRole('heading', { name: 'Rate and payments' })).toBeTruthy();
      for (const label of notesBlocks()) expect(label).toBe(`Notes from ${name}`);
      if (code !== 'EZPY') expect(screen.queryByText(EZPY_BANK_NOTE)).toBeNull();
      if (code !== 'CFSS') expect(screen.queryByText(DIGNIFI_BANK_NOTE)).toBeNull();
      if (code === 'EZPY') {
        const notes = screen.getByRole('region', { name: 'Notes from EasyPay Finance' });
        expect(within(notes).getByText(EZPY_BANK_NOTE)).toBeTruthy();
      }
      if (code === 'CFSS') {
        // The bank DigniFi's own disclosures name, never DigniFi itself.
        const notes = screen.getByRole('region', { name: 'Notes from DigniFi' });
        expect(within(notes).getByText(DIGNIFI_BANK_NOTE)).toBeTruthy();
        expect(screen.queryByText(/made by DigniFi/)).toBeNull();
      }
    },
  );

  // Costs before commitment (decisions 226, 261): an approval whose lender gave no figures says so, and an
  // account already open never sends the consumer to terms "before you sign". Each lender's figures:
  // features/lenders/offer-figures.test.tsx.
  const costs: Partial<Record<AppCode, string[]>> = {
    AMFF: [
      'Shown once you choose an amount below',
      'What American First Finance has not given here is in its terms, which you see before you sign.',
    ],
  };
  const openAccounts: readonly AppCode[] = ['CFNA', 'GEMY', 'GNES', 'MILE'];

  it.each(approvals)(
    "%s's approval shows its rate and payments, or says they are not given",
    async (code, result, name) => {
      renderResult(stateWith({ [code]: record(code, result) }, { appList: [code] }));
      const section = await screen.findByRole('region', { name: 'Rate and payments' });
      const expected = costs[code];
      if (expected) {
        for (const line of expected) expect(within(section).getByText(line)).toBeTruthy();
        expect(within(section).queryByText(/has not given its rate and payments/)).toBeNull();
      } else if (openAccounts.includes(code)) {
        expect(
          within(section).getByText(
            `${name} has not given its rate and payments here. They are in the account agreement ${name} sends you.`,
          ),
        ).toBeTruthy();
        expect(screen.queryByText(/before you sign/)).toBeNull();
      } else {
        expect(
          within(section).getByText(
            `${name} has not given its rate and payments here. They are in the agreement ${name} gives you before you sign.`,
          ),
        ).toBeTruthy();
      }
      // Our own Terms PDF has no rates: it is never the cost link.
      expect(within(section).queryByRole('link')).toBeNull();
    },
  );

  it("EasyPay's decline keeps its bank note in its own block, above DigniFi's offer, which carries DigniFi's", async () => {
    renderResult(stateWith({ EZPY: ezpyDeclined }, { appList: ['EZPY', 'CFSS'] }));
    const offer = (await screen.findByText('BUT FINANCING IS STILL POSSIBLE.')).closest('section')!;
    const ezpyNotes = screen.getByRole('region', { name: 'Notes from EasyPay Finance' });
    expect(within(ezpyNotes).getByText(EZPY_BANK_NOTE)).toBeTruthy();
    expect(offer.contains(ezpyNotes)).toBe(false);
    // Before the offer in reading order, so it never reads as the small print of the DigniFi offer.
    expect(ezpyNotes.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const offerNotes = within(offer).getByRole('region', { name: 'Notes from DigniFi' });
    expect(within(offerNotes).getByText(/DigniFi loans are made by a bank, Member FDIC\./)).toBeTruthy();
    expect(within(offer).queryByText(EZPY_BANK_NOTE)).toBeNull();
  });

  it("DigniFi's decline names its bank from its own result and offers the next lender with that lender's notes", async () => {
    renderResult(stateWith({ CFSS: cfssDeclined }, { appList: ['CFSS', 'EZPY'] }));
    const offer = (await screen.findByText('BUT FINANCING IS STILL POSSIBLE.')).closest('section')!;
    const own = screen.getByRole('region', { name: 'Notes from DigniFi' });
    expect(within(own).getByText(DIGNIFI_BANK_NOTE)).toBeTruthy();
    expect(offer.contains(own)).toBe(false);
    expect(within(offer).getByRole('region', { name: 'Notes from EasyPay Finance' })).toBeTruthy();
    expect(within(offer).queryByText(DIGNIFI_BANK_NOTE)).toBeNull();
  });
});
