import { allowApiErrors, expect, test } from './support/api-answers';
import { expectAccessible } from './support/accessibility';
import {
  PLACES,
  failMapTiles,
  openShopList,
  openShopSearch,
  searchFor,
  selectShopFromList,
} from './support/shop-search';

// Spec applicant-journey §2 screen 2, §4 "Shop selection", §8 (Search Error, Location Error, Geofence, no
// result, search input), §9 (4 shown, Load More adds 4, geofence 32187 m). Map tiles always fail here: the
// list must work without them.
test.describe('finding a shop', () => {
  test.beforeEach(async ({ page }) => {
    await failMapTiles(page);
  });

  test('a place typed before the page has started is kept, and Find searches it', async ({ page }) => {
    // The page is prerendered (decision 239): hold its code back until the phone has typed, as a slow network
    // would, then let it start.
    let releaseScripts: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // The page's load waits for its scripts: wait for the painted form instead.
    await page.goto('/shop-search', { waitUntil: 'commit' });
    await page.getByLabel('Zip, City, or Address').fill('98052');
    releaseScripts();
    const find = page.getByRole('button', { name: 'Find' });
    await expect(find).toBeEnabled();
    await expect(page.getByLabel('Zip, City, or Address')).toHaveValue('98052');
    await find.click();
    await expect(page.getByRole('button', { name: /Select Shop/ }).first()).toBeVisible();
  });

  test('by ZIP: the closest shop first, then the list 4 at a time, nearest first with miles', async ({
    page,
  }) => {
    await openShopSearch(page);
    const find = page.getByRole('button', { name: 'Find' });
    await expect(find).toBeDisabled();
    // Spec §5: Find needs a value that passes the address (no PO Box), city or zip check.
    await page.getByLabel('Zip, City, or Address').fill('PO Box 12');
    await expect(find).toBeDisabled();
    await expectAccessible(page, 'shop search (input)');

    await searchFor(page, '98052');
    await expect(page.getByRole('heading', { name: 'Your Closest Shop' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Redmond Tire Pros' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select Shop Redmond Tire Pros' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Map of the shops found' })).toBeVisible();
    await expectAccessible(page, 'shop search (closest shop)');

    await openShopList(page);
    const list = page.getByRole('list').getByRole('article');
    await expect(list).toHaveCount(4);
    const miles = await page
      .getByRole('list')
      .getByText(/^(\d+(\.\d)? miles?|Less than 0\.1 miles)$/)
      .allTextContents();
    const distances = miles.map((text) => (text.startsWith('Less') ? 0 : Number.parseFloat(text)));
    expect(distances).toHaveLength(4);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(list).toHaveCount(8);
    await expectAccessible(page, 'shop search (list)');

    // EDIT LOCATION goes back to the input.
    await page.getByRole('button', { name: 'EDIT LOCATION' }).click();
    await expect(page.getByLabel('Zip, City, or Address')).toBeVisible();
  });

  test('Select Shop opens the policy page in one step, with no loading line between them', async ({
    page,
  }) => {
    await openShopSearch(page);
    await searchFor(page, '98052');
    // Decision 251: the policy step's code comes with the route's, so the page never shows the loading line,
    // which React would also keep on screen for at least 300 ms.
    await page.evaluate(() => {
      const root = document.documentElement;
      new MutationObserver(() => {
        const statuses = document.querySelectorAll('main [role="status"]');
        if (Array.from(statuses).some((status) => status.textContent?.includes('Loading')))
          root.dataset.loadingSeen = 'yes';
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Select Shop Redmond Tire Pros' }).click();
    await expect(page.getByRole('heading', { name: 'Confidently Apply for Financing' })).toBeVisible();
    expect(await page.locator('html').getAttribute('data-loading-seen')).toBeNull();
  });

  test('by city and by street address', async ({ page }) => {
    // Leaving shop search while the map still moves threw `_leaflet_pos` (Leaflet reads a pane that is gone).
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await openShopSearch(page);
    await searchFor(page, 'Redmond, WA');
    await expect(page.getByText('Near Redmond, WA')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Select Shop / }).first()).toBeVisible();

    await page.getByRole('button', { name: 'EDIT LOCATION' }).click();
    await searchFor(page, '16150 NE 85th St, Redmond, WA 98052');
    await expect(page.getByText('Near 16150 NE 85th St, Redmond, WA 98052')).toBeVisible();
    const card = page.getByRole('article', { name: 'Redmond Tire Pros' });
    await expect(card.getByRole('button', { name: 'Select Shop Redmond Tire Pros' })).toBeVisible();
    // The map's pin opens an info window with its own Select Shop, even with every tile failing. Each step
    // waits for the state it needs (the map chunk drew the pin, the window is open), never for time: on a busy
    // machine the map loads late, and the window used to close again when the page re-rendered.
    const map = page.getByRole('region', { name: 'Map of the shops found' });
    const pin = map.getByRole('button', { name: 'Map pin: Redmond Tire Pros' });
    await expect(pin).toBeVisible();
    await pin.click();
    const infoWindow = map.getByRole('button', { name: 'Select Shop Redmond Tire Pros' });
    await expect(infoWindow).toBeVisible();
    await expect(map.getByText('16150 NE 85th St, Redmond')).toBeVisible();
    // Leaflet fades the info window in: while it is still translucent its button's colours blend with the
    // map and axe measures a contrast the finished window does not have. Check the window as it stands.
    await expect(map.locator('.leaflet-popup')).toHaveCSS('opacity', '1');
    await expectAccessible(page, 'shop search (info window)');
    await expect(infoWindow).toBeVisible();
    await infoWindow.click();
    await expect(page.getByRole('heading', { name: 'Confidently Apply for Financing' })).toBeVisible();
    await expect(page.getByText('Applying at Redmond Tire Pros')).toBeVisible();
    await expectAccessible(page, 'landing (shop chosen from the map)');
    expect(pageErrors).toEqual([]);
  });

  test('a place with no shops nearby shows the no-result text', async ({ page, context }) => {
    // Provoked on purpose: places with no shop nearby.
    allowApiErrors(page, [{ method: 'GET', path: '/api/v1/shops/', status: 404 }]);
    const noShops = page.getByText(
      'Unfortunately, we were unable to locate any shops nearby your desired area',
    );
    await openShopSearch(page);
    // A town the geocoder does not know.
    await searchFor(page, 'Nowhereville, WA');
    await expect(noShops).toBeVisible();
    await expectAccessible(page, 'shop search (no result)');
    // The middle of the Gulf of Guinea: no shop within reach.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 0, longitude: 0 });
    await page.getByRole('button', { name: 'Use My Location' }).click();
    await expect(page.getByLabel('Zip, City, or Address')).toHaveValue('Your Location');
    await expect(noShops).toBeVisible();
  });

  test('a cleared field says an address is required', async ({ page }) => {
    await openShopSearch(page);
    const input = page.getByLabel('Zip, City, or Address');
    // The page is prerendered (decision 239): a blur before its code started would reach no handler. Find is
    // enabled by the started app only, so a place typed and Find enabled says the page listens.
    await input.fill('98052');
    await expect(page.getByRole('button', { name: 'Find' })).toBeEnabled();
    await input.fill('  ');
    await input.blur();
    await expect(
      page.getByText('Address information is required in order to search for shops.'),
    ).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('Use My Location', () => {
  test.beforeEach(async ({ page }) => {
    await failMapTiles(page);
  });

  test('allowed: searches around the browser position and shows Your Location', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(PLACES.redmond);
    await openShopSearch(page);
    await page.getByRole('button', { name: 'Use My Location' }).click();
    await expect(page.getByText('Near Your Location')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Select Shop Redmond Tire Pros' })).toBeVisible();
    await page.getByRole('button', { name: 'EDIT LOCATION' }).click();
    await expect(page.getByLabel('Zip, City, or Address')).toHaveValue('Your Location');
  });

  test('denied: the Location Error alert', async ({ page }) => {
    // The person has said no to this site's location before, as a browser remembers. Left to the headless
    // browser to answer its own question, the refusal once came after the walk's 20 s on a busy machine.
    const browserSession = await page.context().newCDPSession(page);
    await browserSession.send('Browser.setPermission', {
      permission: { name: 'geolocation' },
      setting: 'denied',
    });
    await openShopSearch(page);
    await page.getByRole('button', { name: 'Use My Location' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Location Error' });
    await expect(alert).toBeVisible();
    await expect(
      alert.getByText(
        "Unable to obtain your location. Please check your browser's settings to ensure that location permissions are allowed.",
      ),
    ).toBeVisible();
    await expectAccessible(page, 'location error');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();
  });

  test('unsupported: says the browser has no geolocation', async ({ page }) => {
    await page.addInitScript(() => {
      // Runs in the page, where Navigator exists; e2e is typed without the DOM library.
      const { Navigator } = globalThis as unknown as { Navigator: { prototype: object } };
      Object.defineProperty(Navigator.prototype, 'geolocation', { get: () => undefined, configurable: true });
    });
    await openShopSearch(page);
    await page.getByRole('button', { name: 'Use My Location' }).click();
    await expect(
      page
        .getByRole('alertdialog', { name: 'Location Error' })
        .getByText('Geolocation is not supported by this browser.'),
    ).toBeVisible();
  });
});

test.describe('geofenced shop (GEOFENCED_LENDERS=GNES; Sammamish Valley Auto Care lists GNES first)', () => {
  test.beforeEach(async ({ page }) => {
    await failMapTiles(page);
  });

  test('far away: the on-site instruction screen with the store phone and the short code', async ({
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
    await expect(page).toHaveTitle('Text To Apply | Apply at the Shop');
    await expect(
      page.getByText('Applying at Sammamish Valley Auto Care requires being on site at the shop.'),
    ).toBeVisible();
    await expect(
      page.getByText('Call the store and ask for your unique six-digit Apply Code.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Call Sammamish Valley Auto Care/ })).toHaveAttribute(
      'href',
      /^tel:\+1425555\d{4}$/,
    );
    await expect(page.getByText('Text the Apply Code to 898227.')).toBeVisible();
    await expectAccessible(page, 'geofence instructions');

    await page.getByRole('button', { name: 'Choose a Different Shop' }).click();
    await expect(page.getByRole('heading', { name: 'Find Your Shop' })).toBeVisible();
  });

  test('denied location: the on-site instruction screen too', async ({ page }) => {
    await openShopSearch(page);
    await searchFor(page, '98052');
    await openShopList(page);
    await selectShopFromList(page, 'Sammamish Valley Auto Care');
    await expect(page.getByRole('heading', { name: 'Apply at the Shop' })).toBeVisible();
  });

  test('near the shop: the journey continues to the policy page', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation(PLACES.sammamish);
    await openShopSearch(page);
    await searchFor(page, '98052');
    await openShopList(page);
    await selectShopFromList(page, 'Sammamish Valley Auto Care');
    await expect(page.getByRole('heading', { name: 'Confidently Apply for Financing' })).toBeVisible();
    await expect(page.getByText('Applying at Sammamish Valley Auto Care')).toBeVisible();
  });
});
