import { expect, type Page } from '@playwright/test';

/** Points near and far from the demo shops around Redmond, WA (apps/server/src/db/seed.ts). */
export const PLACES = {
  redmond: { latitude: 47.674, longitude: -122.121 },
  sammamish: { latitude: 47.62, longitude: -122.04 },
  portland: { latitude: 45.5189, longitude: -122.6793 },
} as const;

/** No network here: every tile request fails, as it would with a tile server down. The list must still work. */
export async function failMapTiles(page: Page): Promise<void> {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
}

/** Opens shop search from the landing page's Get Started, as a person does. */
export async function openShopSearch(page: Page): Promise<void> {
  await page.goto('/');
  await page
    .getByRole('link', { name: 'Get Started' })
    .or(page.getByRole('button', { name: 'Get Started' }))
    .click();
  await expect(page.getByRole('heading', { name: 'Find Your Shop' })).toBeVisible();
}

/** Types a place into 'Zip, City, or Address' and presses Find. */
export async function searchFor(page: Page, place: string): Promise<void> {
  await page.getByLabel('Zip, City, or Address').fill(place);
  await page.getByRole('button', { name: 'Find' }).click();
}

/** The list of every shop found, opened from the closest-shop view. */
export async function openShopList(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'SELECT A DIFFERENT STORE' }).click();
  await expect(page.getByRole('heading', { name: /^All Shops Near/ })).toBeVisible();
}

/** Selects a shop from the list by name, pressing 'Load More' until it shows. */
export async function selectShopFromList(page: Page, name: string): Promise<void> {
  const select = page.getByRole('button', { name: `Select Shop ${name}` });
  const shops = page.getByRole('list').getByRole('button', { name: /^Select Shop / });
  for (let i = 0; i < 5 && !(await select.isVisible()); i++) {
    const before = await shops.count();
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(shops).not.toHaveCount(before);
  }
  await select.click();
}
