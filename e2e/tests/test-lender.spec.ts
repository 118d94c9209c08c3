// A lender added by one folder per side and one registry line each (GUIDE 9, docs/decisions/312): the test card,
// which exists only under test directories, on servers of this spec's own — the product's server, sandbox and
// web build, each composed with it (e2e/test-lender/). At a shop whose list is [the test card, CFNA] one customer
// is approved by it; another is declined and goes on to CFNA with the answers already given; the shop's board
// and reports show both by the test card's name. Nothing shared names it: the scans of each side say so.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { appPort } from '../suite-servers';
import { allowApiErrors, expect, test as base, type Page } from './support/api-answers';
import { expectAccessible } from './support/accessibility';
import { fillSharedPages } from './support/application-to-coapplicant';
import { sampleApplicant, startAtShop } from './support/journey';
import { ownServer, startOwnSandbox, type OwnSandbox, type OwnServer } from './support/own-servers';

// The demo shop the composition's server offers the test card at, first, then CFNA (start-composed-server.ts).
const SHOP = 'Bothell Big O Tires';
const APPROVED_SSN = '919191919';
const DECLINED_SSN = '929292929';
const TSX = ['--import', 'tsx'];
const SERVER = [
  ...TSX,
  '--conditions=@ttapply/source',
  'apps/server/test/test-lender/start-composed-server.ts',
];
const WEB_DIST = fileURLToPath(new URL('../test-lender/dist', import.meta.url));
const SANDBOX = [...TSX, 'apps/partner-sandbox/test/test-lender/start-composed-sandbox.ts'];

/** Ports of this spec's own, beside this worker's pair (suite-servers.ts). */
const composedPort = (parallelIndex: number) => appPort(parallelIndex) + 30;

// Every page of this spec walks on the composition's server, whose answers the fixture checks.
const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => use(`http://localhost:${composedPort(testInfo.parallelIndex)}`),
});

let sandbox: OwnSandbox | undefined;
let server: OwnServer | undefined;

// eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern
test.beforeAll(async ({}, testInfo) => {
  if (!existsSync(WEB_DIST)) {
    throw new Error(
      'The test composition has no web build: run `npm run build:test-lender -w @ttapply/e2e` first.',
    );
  }
  const port = composedPort(testInfo.parallelIndex);
  sandbox = await startOwnSandbox(port + 1, `http://localhost:${port}`, { minMs: 300, maxMs: 600 }, SANDBOX);
  server = ownServer(port, sandbox.url, { WEB_DIST_DIR: WEB_DIST }, SERVER);
  await server.start();
});

test.afterAll(async () => {
  await server?.close();
  await sandbox?.close();
});

/** The shared pages at the shop, then the test card first on the application selection, its pay page and review. */
async function applyToTheTestCard(page: Page, ssn: string): Promise<string> {
  const { phone } = await startAtShop(page, SHOP, '98011');
  await fillSharedPages(page, sampleApplicant(ssn));
  await expect(page.getByRole('heading', { name: 'Get The Financing You Need' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Test Card' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('heading', { name: 'How often are you paid?' })).toBeVisible();
  await page.getByLabel('Pay Frequency').selectOption({ label: 'Monthly' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Test Card review' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I agree to the Test Card terms.' }).check();
  await expect(page.getByText(/you authorize a hard credit check by Test Card/)).toBeVisible();
  await page.getByRole('button', { name: 'Submit to Test Card' }).click();
  return phone;
}

test.describe('a lender added by one folder per side', () => {
  // The board's walk reads the journeys the two before it made.
  test.describe.configure({ mode: 'serial' });
  const phones: { approved?: string; declined?: string } = {};

  test('approves a customer at a shop that lists it first: its own result view', async ({ page }) => {
    phones.approved = await applyToTheTestCard(page, APPROVED_SSN);
    await expect(page.getByRole('heading', { name: 'Test Card approved you.' })).toBeVisible({
      timeout: 30_000,
    });
    await expectAccessible(page, 'test card approval');
  });

  test('declines another, who goes on to CFNA with the answers already given', async ({ page }) => {
    phones.declined = await applyToTheTestCard(page, DECLINED_SSN);
    await expect(page.getByRole('heading', { name: 'Test Card declined you.' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('BUT FINANCING IS STILL POSSIBLE.')).toBeVisible();
    await expectAccessible(page, 'test card decline offering CFNA');
    await page.getByRole('button', { name: 'Apply' }).click();
    // CFNA asks only what is its own (a co-applicant), offers itself, then reviews the answers given before.
    await expect(page.getByRole('heading', { name: 'Apply With a Coapplicant?' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'CFNA Credit Card' })).toBeVisible();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('heading', { name: 'Application Review' })).toBeVisible();
    await expect(page.getByText('Cascade Logistics')).toBeVisible();
    await page.getByRole('checkbox', { name: /CFNA Credit Card Terms and Conditions/ }).check();
    await page.getByRole('button', { name: 'Submit Application' }).click();
    // The sandbox's income rule approves this SSN at CFNA.
    await expect(page.getByRole('heading', { name: "Congratulations! You're Approved" })).toBeVisible({
      timeout: 30_000,
    });
  });

  test("the shop's board and reports show both journeys by the test card's name", async ({ browser }) => {
    const desk = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const owner = await desk.newPage();
    allowApiErrors(owner, [{ method: 'GET', path: '/api/v1/staff/me', status: 401 }]);
    await owner.goto('/console');
    await owner.getByLabel('E-mail').fill('owner@demo.texttoapply.example');
    await owner.getByLabel('Password').fill('demo-password-2026');
    await owner.getByRole('button', { name: 'Sign in', exact: true }).click();
    await owner.getByLabel('Location').selectOption({ label: `${SHOP} (Owner)` });
    await expect(owner.getByRole('heading', { name: `Today at ${SHOP}` })).toBeVisible();

    const row = (phone: string | undefined) =>
      owner.getByRole('row', { name: new RegExp(`phone ending ${phone!.slice(-4)}`) });
    await expect(row(phones.approved)).toContainText('Test Card: Approved');
    await expect(row(phones.declined)).toContainText('Test Card: Declined');
    await expect(row(phones.declined)).toContainText('CFNA: Approved');
    await expectAccessible(owner, 'console board with the test card');

    await owner.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
    await owner.getByLabel('From', { exact: true }).fill(today);
    await owner.getByLabel('To', { exact: true }).fill(today);
    await owner.getByRole('button', { name: 'Show' }).click();
    const approvals = owner
      .getByRole('table', { name: 'Approvals by lender' })
      .getByRole('row', { name: /^Test Card/ });
    await expect(approvals.getByRole('cell').nth(1)).toHaveText('1');
    await desk.close();
  });
});
