import { expect, test } from './support/api-answers';
import { expectAccessible } from './support/accessibility';
import { fillAboutYou, fillResidence } from './support/application-steps';
import { confirmAddresses, reachApplicationAtNearestShop, sampleApplicant } from './support/journey';
import { latestVerificationCode, uniquePhone } from './support/outbox';
import { confirmNewCode, reachVerifyYourDevice, sendCode } from './support/getting-in';

// Decision 220: errors say what to do and where, and a save that fails says so and keeps the answers.
test.describe('errors that say what to do', () => {
  test('an error summary heads a page with errors and each of its links moves focus to its field', async ({
    page,
  }) => {
    await reachApplicationAtNearestShop(page);
    await page.getByRole('button', { name: 'Next' }).click();

    const summary = page.getByRole('alert', { name: 'There is a problem' });
    await expect(summary).toBeVisible();
    await expect(summary).toBeFocused();
    // The summary sits above the form's fields.
    const summaryBox = await summary.boundingBox();
    const firstNameBox = await page.getByLabel('First Name').boundingBox();
    expect(summaryBox!.y).toBeLessThan(firstNameBox!.y);
    await expectAccessible(page, 'about you with the error summary');

    await summary.getByRole('link', { name: 'Last Name: Value cannot be empty' }).click();
    await expect(page.getByLabel('Last Name')).toBeFocused();
    await summary.getByRole('link', { name: 'First Name: Value cannot be empty' }).click();
    const firstName = page.getByLabel('First Name');
    await expect(firstName).toBeFocused();
    // The spec's message stays next to the field, with how to put it right.
    const field = page.locator('[data-field="FIRST_NAME"]');
    await expect(field.locator('.field-error')).toHaveText('Value cannot be empty');
    await expect(field.locator('.field-fix')).toHaveText(
      'Use letters, spaces, hyphens, apostrophes and periods, as on your ID.',
    );

    // Putting one right takes it off the list at once; the rest stay until they are put right too.
    await firstName.fill('Jordan');
    await expect(summary.getByRole('link', { name: /^First Name:/ })).toHaveCount(0);
    await expect(summary.getByRole('link', { name: 'Last Name: Value cannot be empty' })).toBeVisible();
  });

  test('a save that does not reach the server says so, keeps what was typed and goes on after Try Again', async ({
    page,
  }) => {
    const applicant = sampleApplicant('111111111');
    await reachApplicationAtNearestShop(page);
    await fillAboutYou(page, applicant);
    await page.getByRole('button', { name: 'Next' }).click();
    await fillResidence(page, applicant);

    let cut = true;
    await page.route('**/api/v1/apps/draft/**', async (route) => {
      if (cut && route.request().method() === 'PUT') await route.abort('internetdisconnected');
      else await route.fallback();
    });
    // The draft route is cut off (as a dropped connection does) while the applicant goes on; Residence asks
    // to confirm the address first (spec §2 screen 7) and the save follows its Continue.
    await page.getByRole('button', { name: 'Next' }).click();
    await confirmAddresses(page);

    const failure = page.getByRole('alert', { name: 'Your answers were not saved' });
    await expect(failure).toBeVisible();
    await expect(failure).toBeFocused();
    // Still on Residence with the address as confirmed (the postal check writes it in capitals).
    await expect(page.getByRole('heading', { name: 'Where Do You Live?' })).toBeVisible();
    const address = page.getByLabel('Address', { exact: true });
    await expect(address).toHaveValue(new RegExp(`^${applicant.address}$`, 'i'));
    await expect(page.getByLabel('City', { exact: true })).toHaveValue(
      new RegExp(`^${applicant.city}$`, 'i'),
    );
    await expect(page.getByLabel('Zip Code', { exact: true })).toHaveValue(new RegExp(`^${applicant.zip}`));
    const typed = {
      ADDRESS1: await address.inputValue(),
      CITY: await page.getByLabel('City', { exact: true }).inputValue(),
    };
    await expectAccessible(page, 'residence with a failed save');

    // Still cut off: Try Again fails the same way, and says so again.
    await failure.getByRole('button', { name: 'Try Again' }).click();
    await expect(failure).toBeVisible();

    cut = false;
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/v1/apps/draft/resident') && r.request().method() === 'PUT',
    );
    await failure.getByRole('button', { name: 'Try Again' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Your Financial Information' })).toBeVisible();

    // The server holds the address as typed: the draft read back has it.
    const draft = (await (await saved).json()) as { draft: { values: Record<string, string> } };
    expect(draft.draft.values).toMatchObject(typed);
  });

  test('the code screen counts down to a new code and confirms each one sent', async ({ page }) => {
    await page.clock.install();
    await reachVerifyYourDevice(page);
    const phone = uniquePhone();
    const first = await sendCode(page, phone);
    // The page's clock stops here, so the countdown moves only as the test moves it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await expect(page.getByText(/^Code sent to /)).toBeVisible();
    const countdown = page.getByText(/^You can ask for a new code in \d+ s\.$/);
    const secondsLeft = async () => Number(/(\d+) s/.exec((await countdown.textContent()) ?? '')?.[1]);
    await expect(countdown).toBeVisible();
    const before = await secondsLeft();
    expect(before).toBeGreaterThan(20);
    expect(before).toBeLessThanOrEqual(30);

    // Early: the button explains instead of sending.
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await expect(
      page.getByText(/^Wait \d+ s: a new code now would cancel the one on its way\.$/),
    ).toBeVisible();
    await expect(page.getByRole('alertdialog', { name: 'New Access Code' })).toHaveCount(0);

    await page.clock.runFor(10_000);
    await expect(countdown).toHaveText(`You can ask for a new code in ${before - 10} s.`);
    await page.clock.runFor((before - 10) * 1000 + 1000);
    await expect(countdown).toHaveCount(0);

    await confirmNewCode(page, 'Resend Code');
    const formatted = `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
    await expect(page.getByText(`We sent a new code to ${formatted}.`)).toBeVisible();
    await expect.poll(() => latestVerificationCode(page.request, phone)).not.toBe(first);
    await expect(countdown).toHaveText('You can ask for a new code in 30 s.');
    // axe waits on the page's timers: let the clock run again for it.
    await page.clock.resume();
    await expectAccessible(page, 'verify your device with the resend countdown');

    // Too few digits: the button says what is missing next to the field, and sends nothing.
    const code = page.getByLabel('Verification Code');
    await code.fill('123');
    await page.getByRole('button', { name: 'Verify & Start Application' }).click();
    await expect(page.locator('[data-field="ACCESS_CODE"] .field-error')).toHaveText(
      'The code has 6 digits; you have typed 3.',
    );
    await expect(code).toHaveAttribute('aria-invalid', 'true');
  });
});
