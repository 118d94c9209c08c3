import { isRetiredBy } from '../../apps/web/src/lib/token-order';
import { appPort } from '../suite-servers';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from './support/api-answers';
import { fillApplicationToCoapplicantSelection } from './support/application-to-coapplicant';
import { sampleApplicant, startAtShop } from './support/journey';
import { latestVerificationCode } from './support/outbox';
import { ownServer, startOwnSandbox, type OwnSandbox, type OwnServer } from './support/own-servers';
import { openShopList, openShopSearch, searchFor, selectShopFromList } from './support/shop-search';

// The waterfall runs on the server (docs/decisions/140): a consumer declined by CFNA at Redmond Tire Pros
// (CFNA, Concora, DigniFi, EasyPay) who closes the page at once, before any decision, still gets Concora's
// soft prequal, because the consent line they agreed to named Concora; when the same phone comes back, the
// offer is waiting. Once with the suite's server, once with a server of this spec's own killed (SIGKILL) while
// CFNA is answering and started again on the same database. SSN 222222222 is CFNA's decline; with an annual
// income of 50,000 Concora prequalifies (apps/partner-sandbox/README.md).
const SHOP = 'Redmond Tire Pros';
const SHOP_KEY = 'demo-cfna';
const SSN = '222222222';
const PROCESSING = "Please don't refresh. We're processing your request.";
const STILL_POSSIBLE = 'BUT FINANCING IS STILL POSSIBLE.';
const SUBMIT_PATH = '/api/v1/apps/app/';
const PREQUAL_PATH = '/api/v1/apps/app/prequal';

/** What one browser context sent and was answered: its API POSTs, the GETs answered, API errors, the token. */
interface Traffic {
  posts: string[];
  answeredGets: string[];
  errors: string[];
  token: string | undefined;
}

function watch(context: BrowserContext): Traffic {
  const traffic: Traffic = { posts: [], answeredGets: [], errors: [], token: undefined };
  context.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith('/api/')) return;
    if (request.method() === 'POST') traffic.posts.push(path);
  });
  context.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/api/')) return;
    if (response.request().method() === 'GET') traffic.answeredGets.push(path);
    if (response.status() >= 400) {
      traffic.errors.push(`${response.request().method()} ${path} → ${response.status()}`);
      return;
    }
    // The consumer's session, kept by the test to read the server's journey the way the consumer's pages do:
    // the newest token the page was given, by the page's own rule (token-order.ts, decision 245): a poll
    // answered just before a refresh can be seen after the refresh's own answer, and its token is retired once
    // the grace is over.
    const keep = (token: string | undefined) => {
      if (token && !isRetiredBy(token, traffic.token ?? null)) traffic.token = token;
    };
    keep(response.headers()['x-session-token']);
    if (path === '/api/v1/apps/validate-OTP/' || path === '/api/v1/apps/consumer/refresh-token') {
      void response.json().then(
        (body: { token?: string }) => keep(body.token),
        () => undefined,
      );
    }
  });
  return traffic;
}

/**
 * A phone-sized browser of its own (no storage shared with another context), as the config's `use` sets, on
 * `baseURL`: this worker's server (the `baseURL` fixture), not the config's, which is the first worker's.
 */
async function phoneBrowser(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const use = test.info().project.use;
  return browser.newContext({
    baseURL,
    viewport: use.viewport,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    locale: use.locale,
    timezoneId: use.timezoneId,
  });
}

/**
 * Redmond Tire Pros → a new phone verified → the application (income 50,000) → CFNA's review, where the consent
 * line names Concora's soft check after a decline → Submit. Returns once the submission is stored and the
 * processing screen shows; the CFNA decision is still to come.
 */
async function submitToCfna(page: Page): Promise<{ phone: string }> {
  const { phone } = await startAtShop(page, SHOP);
  await fillApplicationToCoapplicantSelection(page, { ...sampleApplicant(SSN), annualGrossIncome: '50000' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Get The Financing You Need' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();

  await expect(page.getByRole('heading', { name: 'Application Review' })).toBeVisible();
  await expect(page.getByText(/you authorize a hard credit check by CFNA/)).toBeVisible();
  // What the server will act on once CFNA declines: the consumer reads it here, before agreeing.
  await expect(
    page.getByText(
      /If CFNA declines, Concora receives .* for a soft credit check to see if you prequalify\./,
    ),
  ).toBeVisible();
  await page.getByRole('checkbox').check();
  const terms = page.getByRole('dialog');
  if (await terms.isVisible().catch(() => false)) {
    await terms
      .getByRole('button', { name: /Agree|Close/ })
      .first()
      .click();
  }
  // From Submit on, the page's reads are never answered, as if the phone locked at once: it cannot learn of a
  // decision even when CFNA answers before the tab is closed (on a busy machine it can), so whatever follows
  // the decline is the server's doing. Its writes still go through: the submission itself is one.
  await page.context().route('**/api/**', (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
  });
  const stored = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === SUBMIT_PATH,
  );
  await page.getByRole('button', { name: /Submit/ }).click();
  const answer = await stored;
  expect(answer.status()).toBe(200);
  // Stored, not decided: the page is closed before any decision reaches it.
  const { application } = (await answer.json()) as { application: { result: unknown } };
  expect(application.result).toBeNull();
  await expect(page.getByText(PROCESSING)).toBeVisible();
  return { phone };
}

interface JourneyAnswer {
  journey: { lenders: Array<{ appCode: string; status: string; kind: string | null }> } | null;
  applications: Array<{ appType: string; kind: string; status: string; result: unknown }>;
}

/**
 * Waits until the server itself has Concora's prequal answered, reading the consumer's journey with the
 * consumer's own session (GET /api/v1/apps/journey, as the result pages do): the state the returning phone
 * must find, reached with no browser open.
 */
async function concoraAnswered(request: APIRequestContext, baseURL: string, token: string) {
  let answer: JourneyAnswer | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${baseURL}/api/v1/apps/journey?shop=${SHOP_KEY}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        if (!response.ok()) return `journey answered ${response.status()}`;
        answer = (await response.json()) as JourneyAnswer;
        const concora = answer.applications.find((a) => a.appType === 'GNES');
        return concora && concora.result !== null ? 'answered' : 'not yet';
      },
      { message: "Concora's soft prequal answered on the server", timeout: 90_000 },
    )
    .toBe('answered');
  return answer!;
}

/**
 * The same phone in a new browser: shop → policy → code from the texted message → 'We've Found Your
 * Application!' → the SSN confirmed → the result page, showing CFNA's decline and Concora's waiting offer →
 * Review Disclosures → Accept Offer → approved.
 */
async function comeBack(page: Page, phone: string) {
  await openShopSearch(page);
  await searchFor(page, '98052');
  await openShopList(page);
  await selectShopFromList(page, SHOP);
  await expect(page.getByRole('heading', { name: 'Confidently Apply for Financing' })).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Get Started' }).click();
  await page.getByLabel('Mobile Phone').fill(phone);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await page.getByLabel('Verification Code').fill(await latestVerificationCode(page.request, phone));
  await page.getByRole('button', { name: 'Verify & Start Application' }).click();

  await expect(page.getByRole('heading', { name: "We've Found Your Application!" })).toBeVisible();
  await page.getByLabel('Social Security Number', { exact: true }).fill(SSN);
  await page.getByLabel('Confirm SSN', { exact: true }).fill(SSN);
  await page.getByRole('button', { name: 'Verify SSN' }).click();

  await expect(page).toHaveTitle('Text To Apply | Result', { timeout: 30_000 });
  await expect(page.getByText('Your application was denied.')).toBeVisible();
  await expect(page.getByText(STILL_POSSIBLE)).toBeVisible();
  await expect(page.getByText(/Concora/).first()).toBeVisible();
  // The offer is there already: nothing is processing, its button opens it, and it can be taken.
  await expect(page.getByText(PROCESSING)).toHaveCount(0);
  await page.getByRole('button', { name: 'Review Disclosures' }).click();
  await expect(page.getByRole('heading', { name: "You're Pre-Qualified!" })).toBeVisible();
  await expect(page.getByText(/you authorize a hard credit check by Concora/)).toBeVisible();
  await page.getByRole('button', { name: 'Consent to Electronic Communications' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Agree' }).click();
  await page.getByRole('button', { name: 'Accept Offer' }).click();
  await expect(page.getByText("CONGRATULATIONS! YOU'RE APPROVED")).toBeVisible({ timeout: 30_000 });
}

/**
 * Neither browser submitted a prequal. The first submitted CFNA once and was gone before it learnt of any
 * decision (its reads were held from Submit on, submitToCfna, so no journey read was answered); the returning
 * one submitted only the acceptance of Concora's offer.
 */
function expectNoBrowserPrequal(first: Traffic, returning: Traffic) {
  expect(first.answeredGets.filter((path) => path.startsWith('/api/v1/apps/journey'))).toEqual([]);
  expect(first.posts.filter((path) => path === PREQUAL_PATH)).toEqual([]);
  expect(returning.posts.filter((path) => path === PREQUAL_PATH)).toEqual([]);
  expect(first.posts.filter((path) => path === SUBMIT_PATH)).toHaveLength(1);
  expect(returning.posts.filter((path) => path === SUBMIT_PATH)).toHaveLength(1);
  expect([...first.errors, ...returning.errors]).toEqual([]);
}

test.describe('the waterfall goes on without the browser', () => {
  test("declined by CFNA, the page closed at once: on coming back Concora's offer is waiting", async ({
    browser,
    request,
    baseURL,
  }) => {
    const first = await phoneBrowser(browser, baseURL!);
    const firstTraffic = watch(first);
    const { phone: number } = await submitToCfna(await first.newPage());
    // The phone locks, the tab is closed: none of our JavaScript runs any more.
    await first.close();
    expect(firstTraffic.token).toBeDefined();

    const journey = await concoraAnswered(request, baseURL!, firstTraffic.token!);
    expect(journey.applications.find((a) => a.appType === 'CFNA')?.status).toBe('d');
    expect(journey.applications.find((a) => a.appType === 'GNES')).toMatchObject({
      kind: 'prequal',
      status: 'q',
    });

    const returning = await phoneBrowser(browser, baseURL!);
    const returningTraffic = watch(returning);
    try {
      await comeBack(await returning.newPage(), number);
    } finally {
      await returning.close();
    }
    expectNoBrowserPrequal(firstTraffic, returningTraffic);
  });

  test.describe('with the server killed before CFNA answers and started again', () => {
    let sandbox: OwnSandbox | undefined;
    let server: OwnServer | undefined;

    // eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern
    test.beforeAll(async ({}, testInfo) => {
      // Ports of this spec's own, beside this worker's pair (suite-servers.ts).
      const port = appPort(testInfo.parallelIndex) + 10;
      // Every lender answer takes 2 to 2.5 s: the kill lands while CFNA is still answering.
      sandbox = await startOwnSandbox(port + 1, `http://localhost:${port}`, { minMs: 2000, maxMs: 2500 });
      server = ownServer(port, sandbox.url, {
        // A lender call of a killed server is retried once its attempt expires (2 × 5 s + 5 s, decision 040),
        // and the job monitor looks for expired attempts every second.
        LENDER_TIMEOUT_MS: '5000',
        JOB_MONITOR_INTERVAL_SECONDS: '1',
      });
      await server.start();
    });

    test.afterAll(async () => {
      await server?.close();
      await sandbox?.close();
    });

    test("Concora's offer is waiting when the same phone comes back", async ({ browser, request }) => {
      // Filling the application, a restart and a lender call retried after its attempt expired.
      test.setTimeout(240_000);
      const own = server!;
      const lenders = sandbox!;
      const first = await phoneBrowser(browser, own.url);
      const firstTraffic = watch(first);
      const { phone: number } = await submitToCfna(await first.newPage());
      await first.close();
      expect(firstTraffic.token).toBeDefined();

      await expect
        .poll(() => lenders.inFlight('CFNA'), {
          message: 'CFNA answering the server',
          timeout: 30_000,
          intervals: [100],
        })
        .toBeGreaterThan(0);
      await own.kill();
      await own.start();

      const journey = await concoraAnswered(request, own.url, firstTraffic.token!);
      expect(journey.applications.find((a) => a.appType === 'CFNA')?.status).toBe('d');
      // The kill came before the decision was recorded: the restarted server asked CFNA again (with the same
      // key, so one hard pull), and only then sent Concora's soft prequal, once.
      expect(await lenders.pulls('CFNA', SSN)).toMatchObject({ hard: 1, requests: 2 });
      expect(await lenders.pulls('GNES', SSN)).toMatchObject({ soft: 1, hard: 0 });

      const returning = await phoneBrowser(browser, own.url);
      const returningTraffic = watch(returning);
      try {
        await comeBack(await returning.newPage(), number);
      } finally {
        await returning.close();
      }
      expectNoBrowserPrequal(firstTraffic, returningTraffic);
    });
  });
});
