import { appPort } from '../suite-servers';
import { allowApiErrors, expect, test } from './support/api-answers';
import {
  fillApplicationAndSubmitToCfna,
  reachApplicationAtNearestShop,
  sampleApplicant,
} from './support/journey';
import { latestVerificationCode, uniquePhone } from './support/outbox';
import {
  a11y,
  confirmNewCode,
  expectCodeRefused,
  reachVerifyYourDevice,
  sendCode,
  startExtraServer,
  wrongCodeFor,
} from './support/getting-in';

const INVALID = 'The phone number or verification code gathered is invalid.';

// Spec §4 getting started: 'Verify Your Device' with every refusal the server gives, and returning applicants.
test.describe('Verify Your Device', () => {
  test('5 wrong codes kill the code: the 6th is refused even when right, Generate Code gets a fresh one', async ({
    page,
  }) => {
    // Provoked on purpose: five wrong codes and the right one after them are refused.
    allowApiErrors(page, [{ method: 'POST', path: '/api/v1/apps/validate-OTP/', status: 400 }]);
    await reachVerifyYourDevice(page);
    const send = page.getByRole('button', { name: 'Send Code' });
    await page.getByLabel('Mobile Phone').fill('206555');
    // Enabled, and pressed too early the phone field says what is wrong.
    await send.click();
    await expect(page.getByText('Invalid phone number')).toBeVisible();
    const phone = uniquePhone();
    const code = await sendCode(page, phone);
    const codeInput = page.getByLabel('Verification Code');
    await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeInput).toHaveAttribute('inputmode', 'numeric');
    await a11y(page, 'verify your device, code sent');

    // Empty code (spec §5/§8).
    await codeInput.fill('1');
    await codeInput.fill('');
    await expect(
      page.getByText('Please enter the verification code sent to your mobile phone.'),
    ).toBeVisible();

    for (let i = 0; i < 5; i++) await expectCodeRefused(page, wrongCodeFor(code), INVALID);
    await expectCodeRefused(page, code, INVALID);
    await expect(
      page.getByText('This code can no longer be used. Generate a new code to continue.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend Code' })).toHaveCount(0);

    // Cancel keeps the old code; OK sends a new one.
    await page.getByRole('button', { name: 'Generate Code' }).click();
    await page
      .getByRole('alertdialog', { name: 'New Access Code' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await confirmNewCode(page, 'Generate Code');
    await expect.poll(() => latestVerificationCode(page.request, phone)).not.toBe(code);
    const fresh = await latestVerificationCode(page.request, phone);
    await codeInput.fill(fresh);
    await page.getByRole('button', { name: 'Verify & Start Application' }).click();
    await expect(page.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();
    // The verified mobile phone is locked (spec §4 "Getting started").
    const mobile = page.getByRole('textbox', { name: /Mobile Phone/ });
    await expect(mobile).toHaveAttribute('readonly', '');
    await expect(mobile).toHaveValue(`(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`);
  });

  test('the 6th send within an hour is refused with the limit message', async ({ page }) => {
    // Provoked on purpose: the sixth send within the hour.
    allowApiErrors(page, [{ method: 'POST', path: '/api/v1/apps/send-verification-text/', status: 429 }]);
    // Each resend waits out the screen's countdown: the test moves the page's clock past it, not the wall's.
    await page.clock.install();
    await reachVerifyYourDevice(page);
    const phone = uniquePhone();
    await sendCode(page, phone);
    const countdown = page.getByText(/You can ask for a new code in/);
    for (let i = 0; i < 5; i++) {
      // The countdown of the code just sent shows before the clock moves past it.
      await expect(countdown).toBeVisible();
      await page.clock.fastForward('00:31');
      await expect(countdown).toHaveCount(0);
      await confirmNewCode(page, 'Resend Code');
      if (i < 4) await expect(page.getByText(/^We sent a new code to /)).toBeVisible();
    }
    const alert = page.getByRole('alertdialog', { name: 'Access Code Error' });
    await expect(alert).toContainText(
      'Too many verification codes were requested for this phone number. Please wait an hour and try again.',
    );
    await a11y(page, 'access code error');
  });

  test('training mode shows and accepts the demo code', async ({ page }) => {
    await reachVerifyYourDevice(page, '/fm-train');
    // In training a guide popover explains this step first (training.spec.ts covers it); the associate reads
    // it and dismisses it, as here.
    await page
      .getByRole('dialog', { name: "Enter the customer's mobile phone" })
      .getByRole('button', { name: 'Got it' })
      .click();
    await page.getByRole('textbox', { name: 'Mobile Phone' }).fill(uniquePhone());
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(
      page.getByText('Training mode: enter the demo code 135790. No text message is sent.'),
    ).toBeVisible();
    await page.getByLabel('Verification Code').fill('135790');
    await page.getByRole('button', { name: 'Verify & Start Application' }).click();
    await expect(page.getByRole('heading', { name: 'Tell Us About Yourself' })).toBeVisible();
  });

  test('a returning applicant confirms the SSN and comes back to the result', async ({ page, browser }) => {
    test.setTimeout(150_000);
    const { phone } = await reachApplicationAtNearestShop(page);
    await fillApplicationAndSubmitToCfna(page, sampleApplicant('111111111'));
    await expect(page).toHaveTitle('Text To Apply | Result');
    const resultHeading = await page.getByRole('heading', { level: 1 }).innerText();

    // Another phone browser, same mobile number.
    const context = await browser.newContext();
    const other = await context.newPage();
    // Provoked on purpose: a wrong SSN is refused before the right one opens the result.
    allowApiErrors(other, [{ method: 'POST', path: '/api/v1/apps/consumer/verify-ssn', status: 400 }]);
    other.on('dialog', (d) => void d.accept());
    await reachVerifyYourDevice(other);
    const code = await sendCode(other, phone);
    await other.getByLabel('Verification Code').fill(code);
    await other.getByRole('button', { name: 'Verify & Start Application' }).click();

    await expect(other.getByRole('heading', { name: "We've Found Your Application!" })).toBeVisible();
    const verifySsn = other.getByRole('button', { name: 'Verify SSN' });
    await other.getByLabel('Social Security Number', { exact: true }).fill('123456789');
    await expect(verifySsn).toBeDisabled();
    await other.getByLabel('Confirm SSN', { exact: true }).fill('123456789');
    await expect(verifySsn).toBeEnabled();
    await expect(other.getByLabel('Social Security Number', { exact: true })).toHaveAttribute(
      'type',
      'password',
    );
    await a11y(other, "we've found your application");
    await verifySsn.click();
    // Once, next to the SSN field, which takes focus.
    await expect(other.getByText('The SSN gathered is invalid.')).toHaveCount(1);
    await expect(other.getByLabel('Social Security Number', { exact: true })).toBeFocused();
    await expect(other.getByRole('alertdialog')).toHaveCount(0);

    await other.getByLabel('Social Security Number', { exact: true }).fill('111111111');
    await other.getByLabel('Confirm SSN', { exact: true }).fill('111111111');
    await other.getByRole('button', { name: 'Verify SSN' }).click();
    await expect(other).toHaveTitle('Text To Apply | Result');
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(resultHeading);

    // The result stays reachable after a refresh, without the SSN.
    await other.reload();
    await expect(other).toHaveTitle('Text To Apply | Result');
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(resultHeading);
    await context.close();
  });
});

// A code's lifetime is server configuration (OTP_TTL_SECONDS); a second server with 2-second codes lets this
// test see an expired code in 3 seconds while the main server keeps the real 10 minutes.
test.describe('an expired code', () => {
  let server: Awaited<ReturnType<typeof startExtraServer>>;
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a hook's fixtures from this pattern
  test.beforeAll(async ({}, testInfo) => {
    server = await startExtraServer(appPort(testInfo.parallelIndex) + 50, { OTP_TTL_SECONDS: '2' });
  });
  test.afterAll(() => server?.stop());

  test('is refused with the server message and offers Generate Code', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await reachVerifyYourDevice(page);
    const code = await sendCode(page, uniquePhone());
    await page.waitForTimeout(3_000);
    await expectCodeRefused(page, code, 'The verification code has expired. Please request a new code.');
    await expect(page.getByRole('button', { name: 'Generate Code' })).toBeVisible();
    await context.close();
  });
});
