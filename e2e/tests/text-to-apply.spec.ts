import { allowApiErrors, expect, test } from './support/api-answers';
import { expectAccessible } from './support/accessibility';
import { uniquePhone } from './support/outbox';
import {
  PLACES,
  failMapTiles,
  openShopList,
  openShopSearch,
  searchFor,
  selectShopFromList,
} from './support/shop-search';
import { linkInReply, textUs } from './support/text-to-apply';
import { reachVerifyYourDevice } from './support/getting-in';
import { latestSmsTo } from './support/outbox';

// Spec §1 text to apply: a person texts an Apply Code, a shop keyword or APPLY to the short code, opens the link
// in the reply and starts the application at that shop (spec §2 "/{linkBase}/{linkCode}", §4 geofence).
test.describe('text to apply', () => {
  test.beforeEach(async ({ page }) => {
    await failMapTiles(page);
    page.on('dialog', (dialog) => void dialog.accept());
  });

  test("a shop's Apply Code texted in: the reply's link starts the journey at that shop", async ({
    page,
  }) => {
    const phone = uniquePhone();
    await textUs(page.request, phone, '100001');
    const link = await linkInReply(page.request, phone);
    expect(new URL(link).pathname).toMatch(/^\/go\/[0-9A-Za-z]{12}$/);

    await page.goto(link);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page.getByRole('heading', { name: 'Confidently Apply for Financing' })).toBeVisible();
    await expect(page.getByText('Applying at Redmond Tire Pros')).toBeVisible();
    // With a link code the policy page no longer tells the person to text APPLY (spec §2 screen 1).
    await expect(page.getByText(/Text 'APPLY' to 898227/)).toHaveCount(0);
  });

  test('a geofenced shop from afar: the Apply Code from the on-site screen opens that shop', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(PLACES.portland);
    await openShopSearch(page);
    await searchFor(page, '98052');
    await openShopList(page);
    await selectShopFromList(page, 'Sammamish Valley Auto Care');
    await expect(page.getByRole('heading', { name: 'Apply at the Shop' })).toBeVisible();
    await expect(page.getByText('Text the Apply Code to 898227.')).toBeVisible();

    // The store gives the caller its Apply Code (the demo shop's is 100005, apps/server README).
    const phone = uniquePhone();
    await textUs(page.request, phone, '100005');
    await page.goto(await linkInReply(page.request, phone));
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page.getByText('Applying at Sammamish Valley Auto Care')).toBeVisible();
  });

  test('a company keyword several shops share: the link opens shop search for that company', async ({
    page,
  }) => {
    const phone = uniquePhone();
    await textUs(page.request, phone, 'demo');
    await page.goto(await linkInReply(page.request, phone));
    await expect(page.getByRole('heading', { name: 'Find Your Shop' })).toBeVisible();
    await expect(page.getByLabel(/^Shop Keyword/)).toHaveValue('DEMO');
    await searchFor(page, '98052');
    await page.getByRole('button', { name: 'Select Shop Redmond Tire Pros' }).click();
    await expect(page.getByText('Applying at Redmond Tire Pros')).toBeVisible();
  });

  test('after STOP no code is texted: the verification page says the number opted out and how to opt back in', async ({
    page,
  }) => {
    // Provoked on purpose: the number opted out of texts (decision 185).
    allowApiErrors(page, [{ method: 'POST', path: '/api/v1/apps/send-verification-text/', status: 409 }]);
    const phone = uniquePhone();
    // Any reasonable way of saying stop (decision 273): punctuation and other words around the keyword.
    await textUs(page.request, phone, 'Stop please!');
    expect((await latestSmsTo(page.request, phone)).body).toBe(
      'Text To Apply: you are unsubscribed and will get no more texts from us. Reply START to opt back in.',
    );
    await reachVerifyYourDevice(page);
    await expect(
      page.getByText(/By tapping Send Code you ask Text To Apply to text a one-time code/),
    ).toBeVisible();
    await page.getByLabel('Mobile Phone').fill(phone);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(
      page.getByText(
        'This number opted out of texts from Text To Apply. To get texts again, text START to 898227 from that phone, then try again.',
      ),
    ).toBeVisible();
    await expectAccessible(page, 'code refused after STOP');
    // The answer stays once read, with the way on: text START (the phone's messages open with it), Send Code.
    const textStart = page.getByRole('link', { name: 'Text START to 898227' });
    await expect(textStart).toHaveAttribute('href', 'sms:898227?&body=START');
    await expect(page.getByText('Then tap Send Code again, or enter another mobile number.')).toBeVisible();
    await textUs(page.request, phone, 'Start.');
    await page.getByRole('button', { name: 'Send Code' }).click();
    await expect(page.getByLabel(/Verification Code/)).toBeVisible();
    await expect(page.getByText(/This number opted out/)).toHaveCount(0);
  });

  test('APPLY texted in: the reply links to shop search', async ({ page }) => {
    const phone = uniquePhone();
    await textUs(page.request, phone, 'APPLY');
    await page.goto(await linkInReply(page.request, phone, '/shop-search'));
    await expect(page.getByRole('heading', { name: 'Find Your Shop' })).toBeVisible();
  });

  test('an unknown link says so and leads to shop search', async ({ page }) => {
    // Provoked on purpose: the link code is unknown.
    allowApiErrors(page, [{ method: 'GET', path: '/api/v1/apps/consumer/', status: 404 }]);
    await page.goto('/go/AAAAAAAAAAAA');
    await expect(page.getByRole('heading', { name: 'This Link Could Not Be Opened' })).toBeVisible();
    await expect(
      page.getByText(
        'This link is not valid. Check the link in your text message, or find your shop to start.',
      ),
    ).toBeVisible();
    await expectAccessible(page, 'link not found');
    await page.getByRole('link', { name: 'Search for a shop' }).click();
    await expect(page.getByRole('heading', { name: 'Find Your Shop' })).toBeVisible();
  });

  test('a training link key opens training mode at its shop (spec §9 TRAIN_GNES, no geofence for links)', async ({
    page,
  }) => {
    await page.goto('/fm-train/go/TRAIN_GNES');
    await expect(page).toHaveURL(/\/fm-train$/);
    await expect(page.getByText('Training mode').first()).toBeVisible();
    await page.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/fm-train\/apply\/policy-content$/);
    // GNES is geofenced here, but a link already proves the shop chose this person: no location check.
    await expect(page.getByText('Applying at Sammamish Valley Auto Care')).toBeVisible();
  });
});
