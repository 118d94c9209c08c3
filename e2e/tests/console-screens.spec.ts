// The shop console's screens in Chromium at the desk (1366×768) and on a tablet (768×1024): served as their own
// entry under /console, keyboard and axe clean (with colour contrast, which the unit tests cannot check), and a
// board event applied in place by a real EventSource. The staff API answers here are made by page.route in the
// shapes of @ttapply/domain/console, so the screens are checked apart from the server's routes; the walk with
// the real server (sign in, send, the customer applies, the board follows) is the issue's own e2e.
import { allowApiErrors, expect, test, type Page } from './support/api-answers';

import { expectAccessible } from './support/accessibility';

type Route = Parameters<Exclude<Parameters<Page['route']>[1], undefined>>[0];

const SHOP = { shopKeyId: 'shop-redmond', name: 'Redmond Tire Pros', phone: '(425) 555-0100' };
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const me = {
  user: { id: 'u-1', email: 'pat@redmondtire.example', name: 'Pat Owner' },
  organisation: { id: 'org-1', name: 'Rivera Tire Group' },
  locations: [{ ...SHOP, role: 'owner' }],
  csrfToken: 'csrf-e2e',
  passkeys: 0,
  session: { method: 'password', expiresAt: '2030-01-01T00:00:00.000Z' },
};

const luis = {
  consumerId: 'c-2',
  shopKeyId: SHOP.shopKeyId,
  customerName: 'Luis Ortega',
  phoneLast4: '1907',
  stage: 'waiting',
  stageText: 'waiting for CFNA',
  lenders: [{ appCode: 'CFNA', lenderName: 'CFNA', status: 'pending', outcome: 'Deciding…', amount: null }],
  startedAt: minutesAgo(20),
  lastStepAt: minutesAgo(3),
  sentBy: 'Pat Owner',
  sentByUserId: 'u-1',
  associateNextStep: 'Nothing yet: CFNA is deciding.',
  training: false,
};
const luisApproved = {
  ...luis,
  stage: 'approved',
  stageText: 'approved by Concora for $1,800',
  lenders: [
    { appCode: 'CFNA', lenderName: 'CFNA', status: 'declined', outcome: 'Declined', amount: null },
    {
      appCode: 'CONC',
      lenderName: 'Concora',
      status: 'approved',
      outcome: 'Approved for $1,800',
      amount: 1800,
    },
  ],
  lastStepAt: new Date().toISOString(),
  associateNextStep: 'Ring up on the Concora card.',
};

const sent = {
  id: 'ls-1',
  consumerId: 'c-9',
  link: 'http://localhost/go/RTP4KQ',
  phoneLast4: '7788',
  purchaseAmount: 1250,
  note: '',
  sentBy: 'Pat Owner',
  sendCount: 1,
  createdAt: new Date().toISOString(),
  lastSentAt: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
  status: 'live',
};

const detail = {
  ...luisApproved,
  events: [
    {
      at: minutesAgo(20),
      actor: 'Pat Owner',
      type: 'link-sent',
      text: 'Link texted to the phone ending 1907',
      appCode: null,
      consentText: null,
    },
    {
      at: minutesAgo(12),
      actor: 'Customer',
      type: 'consent',
      text: 'Consented to a soft credit check by CFNA',
      appCode: 'CFNA',
      consentText: 'I authorize CFNA to obtain my consumer credit report (soft inquiry).',
    },
  ],
  creditChecks: [
    {
      appCode: 'CFNA',
      lenderName: 'CFNA',
      check: 'soft',
      consentText: 'I authorize CFNA to obtain my consumer credit report (soft inquiry).',
      agreedAt: minutesAgo(12),
    },
    {
      appCode: 'CONC',
      lenderName: 'Concora',
      check: 'hard',
      consentText: 'I authorize Concora Credit to obtain my credit report.',
      agreedAt: minutesAgo(5),
    },
  ],
  applications: [
    {
      appCode: 'CONC',
      lenderName: 'Concora',
      kind: 'application',
      status: 'Approved',
      amount: 1800,
      lenderReference: 'CC-5531-0092',
      createdAt: minutesAgo(5),
    },
  ],
  contacts: [{ appCode: 'CONC', lenderName: 'Concora', phone: '1-866-995-6257' }],
  linkSends: [{ ...sent, consumerId: 'c-2', phoneLast4: '1907' }],
  // After the approval (decision 201): nothing approved yet, no AFF loan, no sale marked.
  lenderSteps: [],
  affLoan: null,
  sale: null,
};

/** Answers the staff API as docs/console-api.md says, for a signed-in owner after POST /sign-in. */
async function fakeStaffApi(page: Page) {
  let signedIn = false;
  const json = (route: Route, body: unknown, status = 200) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      headers: { 'cache-control': 'no-store' },
      body: JSON.stringify(body),
    });
  await page.route('**/api/v1/staff/**', async (route) => {
    const url = new URL(route.request().url());
    const path = url.pathname.replace('/api/v1/staff', '');
    const method = route.request().method();
    if (method === 'POST' && path === '/sign-in') {
      signedIn = true;
      return json(route, me);
    }
    if (!signedIn)
      return json(route, { error: { code: 'UNAUTHORIZED', message: 'Sign in to continue.' } }, 401);
    if (path === '/me') return json(route, me);
    if (path === `/locations/${SHOP.shopKeyId}/board/events`) {
      // One event, then the stream ends; `retry` keeps the browser from asking again during the test.
      return route.fulfill({
        status: 200,
        contentType: 'text/event-stream',
        body: `retry: 600000\n\nevent: journey\ndata: ${JSON.stringify(luisApproved)}\n\n`,
      });
    }
    if (path === `/locations/${SHOP.shopKeyId}/board`) return json(route, { journeys: [luis] });
    if (path === `/locations/${SHOP.shopKeyId}/links` && method === 'GET') return json(route, { links: [] });
    if (path === `/locations/${SHOP.shopKeyId}/links` && method === 'POST') return json(route, sent, 201);
    if (path === `/locations/${SHOP.shopKeyId}/journeys/c-2`) return json(route, detail);
    if (path === '/users') {
      return json(route, {
        users: [
          {
            id: 'u-1',
            email: me.user.email,
            name: me.user.name,
            status: 'active',
            roles: [{ shopKeyId: SHOP.shopKeyId, role: 'owner' }],
          },
        ],
      });
    }
    if (path === '/audit') {
      return json(route, {
        entries: [
          {
            id: 'a-1',
            at: minutesAgo(1),
            actor: 'Pat Owner',
            action: 'sign-in',
            shopKeyId: null,
            target: null,
            ip: '127.0.0.1',
            userAgent: 'Chromium',
          },
        ],
      });
    }
    if (path === `/locations/${SHOP.shopKeyId}/webhooks`) {
      return json(route, {
        endpoints: [
          {
            id: 'e-1',
            url: 'https://shop.example.com/hooks',
            description: 'Repair orders',
            events: ['journey.started', 'lender.approved'],
            status: 'active',
            disabledReason: null,
            createdAt: minutesAgo(60),
            previousSecretUntil: null,
          },
        ],
      });
    }
    if (path === '/passkeys') return json(route, { passkeys: [] });
    return json(route, { error: { code: 'NOT_FOUND', message: `No fake for ${method} ${path}` } }, 404);
  });
}

async function signIn(page: Page) {
  await page.goto('/console/');
  await expect(page.getByRole('heading', { name: 'Sign in to the shop console' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in | Text To Apply shop console');
  await expectAccessible(page, 'console sign-in');
  await page.getByLabel('E-mail').fill('pat@redmondtire.example');
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByLabel('Password').press('Enter');
}

test.describe('the shop console at the desk', () => {
  test.use({
    viewport: { width: 1366, height: 768 },
    isMobile: false,
    hasTouch: false,
    deviceScaleFactor: 1,
  });

  test('sign in, the board live, send a link, a journey, team, webhooks, audit log and account: axe clean', async ({
    page,
  }) => {
    await fakeStaffApi(page);
    // The first /me before signing in is refused on purpose: that is how the console finds it must sign in.

    allowApiErrors(page, [{ path: '/api/v1/staff/me', status: 401 }]);
    await signIn(page);

    await expect(page.getByRole('heading', { name: `Today at ${SHOP.name}` })).toBeVisible();
    // The real EventSource gets the server's `event: journey` and the row changes in place.
    const row = page.getByRole('row', { name: /Luis Ortega/ });
    await expect(row).toContainText('approved by Concora for $1,800');
    await expect(row).toContainText('Ring up on the Concora card.');
    await expect(page.getByRole('row')).toHaveCount(2);
    await expectAccessible(page, 'console board');

    await page
      .getByRole('navigation', { name: 'Console' })
      .getByRole('link', { name: 'Send a link' })
      .click();
    await page.getByLabel('Customer’s mobile number').fill('(425) 555-7788');
    await page.getByRole('button', { name: 'Text the link' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code of the apply link for the phone ending 7788' }),
    ).toBeVisible();
    await expectAccessible(page, 'console send a link');

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Board' }).click();
    await page.getByRole('link', { name: 'Luis Ortega' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Luis Ortega' })).toBeVisible();
    await expect(page.getByText('I authorize Concora Credit to obtain my credit report.')).toBeVisible();
    await expectAccessible(page, 'console journey');

    for (const [link, heading] of [
      ['Team', 'Team'],
      ['Webhooks', 'Redmond Tire Pros: webhooks'],
      ['Audit log', 'Audit log'],
      ['Account', 'Your account'],
    ] as const) {
      await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
      await expectAccessible(page, `console ${link}`);
    }
  });

  test('a deep link is answered with the console, and the consumer’s pages carry none of its code', async ({
    page,
  }) => {
    const consoleScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') consoleScripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/console/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expectAccessible(page, 'console forgot password');
    const consoleEntry = consoleScripts.find((path) => /\/assets\/console-[\w-]+\.js$/.test(path));
    expect(consoleEntry).toBeTruthy();

    const consumerScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') consumerScripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(consumerScripts.length).toBeGreaterThan(0);
    expect(consumerScripts).not.toContain(consoleEntry);
  });
});

test.describe('the shop console on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('the board fits the screen and stays axe clean', async ({ page }) => {
    await fakeStaffApi(page);

    allowApiErrors(page, [{ path: '/api/v1/staff/me', status: 401 }]);
    await signIn(page);
    await expect(page.getByRole('row', { name: /Luis Ortega/ })).toContainText(
      'approved by Concora for $1,800',
    );
    await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'console board on a tablet');
  });
});
