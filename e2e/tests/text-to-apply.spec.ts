import { expect, test } from '@playwright/test';
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

// Text to apply (docs/decisions/021): a person texts an Apply Code, a shop keyword or APPLY to the short
// code, opens the link in the reply and starts the application at that shop (spec §2
// "/{linkBase}/{linkCode}", §4 geofence).
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

  test('APPLY texted in: the reply links to shop search', async ({ page }) => {
    const phone = uniquePhone();
    await textUs(page.request, phone, 'APPLY');
    await page.goto(await linkInReply(page.request, phone, '/shop-search'));
    await expect(page.getByRole('heading', { name: 'Find Your Shop' })).toBeVisible();
  });

  test('an unknown link says so and leads to shop search', async ({ page }) => {
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
