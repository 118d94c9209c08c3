import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { reachApplicationAtNearestShop } from './support/journey';
import { a11y, reachPolicyPage } from './support/getting-in';

// Policy documents in overlays (applicant-journey §2 screen 5), and the session's lifecycle (refresh, idle
// warning, exit: applicant-journey §4; docs/decisions/032).

async function downloadPdf(page: Page, dialogName: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Download' }).click(),
  ]);
  const bytes = await readFile((await download.path())!);
  return bytes.toString('latin1');
}

test.describe('policy documents', () => {
  test('open in overlays with the real documents, and download as the shop’s PDF', async ({ page }) => {
    const shopName = await reachPolicyPage(page);
    const main = page.getByRole('main');

    await main.getByRole('button', { name: 'Privacy Policy' }).click();
    const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect(privacy).toBeVisible();
    const frame = privacy.frameLocator('iframe');
    await expect(frame.locator('h1, h2').first()).toBeVisible();
    // Spec §2: Print is hidden on mobile (this is a 390×844 touch screen).
    await expect(privacy.getByRole('button', { name: 'Print' })).toHaveCount(0);
    await a11y(page, 'privacy policy overlay');
    const pdf = await downloadPdf(page, 'Privacy Policy');
    expect(pdf.startsWith('%PDF')).toBe(true);
    expect(pdf).toContain(shopName);
    await privacy.getByRole('button', { name: 'Close' }).click();
    await expect(privacy).toBeHidden();

    await main.getByRole('button', { name: 'Terms and Conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect(terms.frameLocator('iframe').locator('body')).toContainText(/\w+/);
    const termsPdf = await downloadPdf(page, 'Terms and Conditions');
    expect(termsPdf.startsWith('%PDF')).toBe(true);
    await terms.getByRole('button', { name: 'Close' }).click();

    // The footer's links open the same overlays.
    await page.getByRole('navigation', { name: 'Legal' }).getByRole('button', { name: 'SMS Terms' }).click();
    const sms = page.getByRole('dialog', { name: 'SMS Terms' });
    await expect(sms.frameLocator('iframe').locator('body')).toContainText(/\w+/);
    await expect(sms.getByRole('link', { name: 'Download' })).toHaveAttribute('href', /template=sms-terms/);
  });

  test('show Print on a desktop screen and the generic PDF before a shop is chosen', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      isMobile: false,
      hasTouch: false,
    });
    const page = await context.newPage();
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Legal' })
      .getByRole('button', { name: 'Privacy Policy' })
      .click();
    const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect(privacy.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(privacy.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/terms/privacy.pdf',
    );
    const pdf = await downloadPdf(page, 'Privacy Policy');
    expect(pdf.startsWith('%PDF')).toBe(true);
    await context.close();
  });

  test('a disclosure that cannot load shows the failure text and a disabled Error button', async ({
    page,
  }) => {
    await page.route('**/api/consumer-data-share-disclosure.txt', (route) => route.fulfill({ status: 500 }));
    await reachPolicyPage(page);
    await expect(
      page.getByText('Unable to load terms from the server. Please refresh the page or try again later.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Error' })).toBeDisabled();
  });
});

test.describe('session lifecycle', () => {
  test('warns after the idle warning time, stays on request, and exits at the idle exit time with a notice', async ({
    page,
  }) => {
    // The app reads its timers from the client config (spec defaults 13 / 15 minutes when absent).
    const config = (await page.request
      .get('/api/v1/client-config')
      .then((r) => (r.ok() ? r.json() : {}))
      .catch(() => ({}))) as { idleWarningMs?: number; idleExitMs?: number };
    const warningMs = config.idleWarningMs ?? 780_000;
    const exitMs = config.idleExitMs ?? 900_000;
    await page.clock.install();
    await reachApplicationAtNearestShop(page);

    await page.clock.fastForward(warningMs + 1_000);
    const warning = page.getByRole('dialog', { name: 'Are You Still There?' });
    await expect(warning).toContainText(
      'For your security, sessions end after 15 minutes without activity. Your session will expire in 2 minutes.',
    );
    await a11y(page, 'idle warning');
    const refreshed = page.waitForRequest((r) => r.url().includes('/refresh-token') && r.method() === 'POST');
    await warning.getByRole('button', { name: 'Continue Application' }).click();
    await refreshed;
    await expect(warning).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();

    await page.clock.fastForward(warningMs + 1_000);
    await expect(warning).toBeVisible();
    await page.clock.fastForward(exitMs - warningMs);
    await expect(page).toHaveURL(/\/$/);
    const notice = page.getByRole('alertdialog', { name: 'Session Ended' });
    await expect(notice).toContainText('Your session ended after 15 minutes without activity');
    await notice.getByRole('button', { name: 'OK' }).click();
    // The journey was reset: applying again starts from shop search.
    await page
      .getByRole('button', { name: 'Get Started' })
      .or(page.getByRole('link', { name: 'Get Started' }))
      .click();
    await expect(page.getByLabel('Zip, City, or Address')).toBeVisible();
  });

  test('refreshes the token on each step, asks before leaving, and exits on a 401', async ({ page }) => {
    await reachApplicationAtNearestShop(page);
    // 'Leave application?' guards a started application.
    let leavePrompt = '';
    page.once('dialog', (dialog) => {
      leavePrompt = dialog.type();
      void dialog.accept();
    });
    const refreshed = page.waitForRequest((r) => r.url().includes('/refresh-token') && r.method() === 'POST');
    await page.reload();
    await refreshed;
    expect(leavePrompt).toBe('beforeunload');
    await expect(page.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();

    // The server's session is gone: the next call answers 401.
    await page.route('**/api/v1/apps/consumer/refresh-token', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } }),
      }),
    );
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByRole('alertdialog', { name: 'Session Ended' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
