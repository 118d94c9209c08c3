import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { canHydrate } from './app/prerendered';
import { startApp } from './app/start-app';
import { prerenderPage } from './prerender';
import { i18n } from './i18n/messages';
import { isKeyOfPart } from './i18n/catalogue-parts';

// Decision 236: the build writes the landing pages' first screen into their HTML, and the browser hydrates it
// (keeps the very elements that painted) whenever its own first render is the same markup.
const HEADING = 'Financing for your repair, in minutes';

function mount(html: string, attributes: Record<string, string>): HTMLElement {
  const container = document.createElement('div');
  container.id = 'root';
  for (const [name, value] of Object.entries(attributes)) container.setAttribute(name, value);
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

let root: Root | undefined;

/** The browser's side, started as main.tsx starts it. */
async function startInBrowser(container: HTMLElement) {
  const recoverable = vi.fn();
  await act(async () => {
    root = await startApp(container, { onRecoverableError: recoverable });
  });
  return { recoverable };
}

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('the prerendered landing pages', () => {
  it("hold the landing's heading, promises and button, stamped with what they were rendered for", async () => {
    const { html, rootAttributes } = await prerenderPage('/');
    const container = mount(html, rootAttributes);
    expect(container.querySelector('h1')?.textContent).toBe(HEADING);
    expect(container.querySelector('a[href="/shop-search"]')?.textContent).toBe('Get Started');
    expect(container.textContent).toContain('90-day interest rebate');
    expect(container.textContent).toContain(`© ${new Date().getFullYear()} Text To Apply`);
    expect(rootAttributes).toEqual({
      'data-prerendered-path': '/',
      'data-prerendered-locale': 'en',
      'data-prerendered-year': String(new Date().getFullYear()),
    });
  });

  it("read only their first screen's part of the catalogue, the part the browser hydrates with", async () => {
    const read = vi.spyOn(i18n, '_');
    await prerenderPage('/');
    await prerenderPage('/fm-train');
    const keys = read.mock.calls.map(([key]) => String(key));
    expect(keys).toContain('landing.heading');
    expect(keys.filter((key) => !isKeyOfPart('first-screen', key))).toEqual([]);
  });

  it('render the training landing in training mode', async () => {
    const { html } = await prerenderPage('/fm-train');
    const container = mount(html, {});
    expect(container.querySelector('h1')?.textContent).toBe(HEADING);
    expect(container.textContent).toContain('Training mode');
    expect(container.querySelector('a[href="/fm-train/shop-search"]')?.textContent).toBe('Get Started');
  });

  it('are hydrated in place, without a mismatch, by the browser app', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline')); // client config: defaults
    const errors = vi.spyOn(console, 'error');
    const { html, rootAttributes } = await prerenderPage('/');
    const container = mount(html, rootAttributes);
    const painted = container.querySelector('h1');
    expect(canHydrate(container, 'en')).toBe(true);
    const { recoverable } = await startInBrowser(container);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // The element that painted from HTML is the one React now owns.
    expect(container.querySelector('h1')).toBe(painted);
  });

  it('are rendered afresh when the first render would differ', async () => {
    const { html, rootAttributes } = await prerenderPage('/');
    const container = mount(html, rootAttributes);
    expect(canHydrate(container, 'es')).toBe(false);
    window.history.replaceState(null, '', '/shop-search');
    expect(canHydrate(container, 'en')).toBe(false);
    window.history.replaceState(null, '', '/');
    sessionStorage.setItem(
      'ttapply.journey',
      JSON.stringify({ shop: { keyId: 'shop-1', name: 'Main Street Tire' } }),
    );
    expect(canHydrate(container, 'en')).toBe(false);
    sessionStorage.clear();
    container.setAttribute('data-prerendered-year', String(new Date().getFullYear() - 1));
    expect(canHydrate(container, 'en')).toBe(false);
  });
});

// Decision 239: the shop search page is prerendered too, with its screen's chunk and its part of the catalogue.
describe('the prerendered shop search page', () => {
  it('holds the search form, not the fallback of a screen still loading', async () => {
    const { html, rootAttributes } = await prerenderPage('/shop-search');
    const container = mount(html, rootAttributes);
    expect(container.querySelector('h1')?.textContent).toBe('Find Your Shop');
    expect(container.querySelector('form[role="search"]')).not.toBeNull();
    expect(container.querySelector('input[name="SHOP_SEARCH"]')).not.toBeNull();
    expect(container.textContent).toContain('Use My Location');
    expect(html).not.toContain('<script');
    expect(rootAttributes['data-prerendered-path']).toBe('/shop-search');
  });

  it("reads only the first screen's part and the shop search part of the catalogue", async () => {
    const read = vi.spyOn(i18n, '_');
    await prerenderPage('/shop-search');
    const keys = read.mock.calls.map(([key]) => String(key));
    expect(keys).toContain('shops.heading');
    expect(
      keys.filter((key) => !isKeyOfPart('first-screen', key) && !isKeyOfPart('shop-search', key)),
    ).toEqual([]);
  });

  it('is hydrated in place, without a mismatch, by the browser app', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline')); // client config: defaults
    const errors = vi.spyOn(console, 'error');
    const { html, rootAttributes } = await prerenderPage('/shop-search');
    window.history.replaceState(null, '', '/shop-search');
    const container = mount(html, rootAttributes);
    const painted = container.querySelector('input[name="SHOP_SEARCH"]');
    expect(canHydrate(container, 'en')).toBe(true);
    const { recoverable } = await startInBrowser(container);
    await screen.findByRole('button', { name: 'Use My Location' });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('input[name="SHOP_SEARCH"]')).toBe(painted);
  });

  it.each([
    ['hydrated', 'en'],
    ['rendered afresh in Spanish', 'es'],
  ])('keeps what was typed into its fields before the app started, %s', async (_, language) => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline')); // client config: defaults
    // The language the visitor chose on an earlier visit (i18n/language.tsx keeps it under this key).
    if (language === 'es') window.localStorage.setItem('ttapply.locale', 'es');
    onTestFinished(() => window.localStorage.clear());
    const { html, rootAttributes } = await prerenderPage('/shop-search');
    window.history.replaceState(null, '', '/shop-search');
    const container = mount(html, rootAttributes);
    expect(canHydrate(container, language === 'es' ? 'es' : 'en')).toBe(language === 'en');
    // A phone types while the page's code is still on its way.
    container.querySelector<HTMLInputElement>('input[name="SHOP_SEARCH"]')!.value = '98052';
    container.querySelector<HTMLInputElement>('input[name="SHOP_KEYWORD"]')!.value = 'acme';
    await startInBrowser(container);
    // The keyword field's own rule (letters and digits, upper case) ran on it: it went through the state.
    const keyword = () => container.querySelector<HTMLInputElement>('input[name="SHOP_KEYWORD"]')!.value;
    await waitFor(() => expect(keyword()).toBe('ACME'));
    expect(container.querySelector<HTMLInputElement>('input[name="SHOP_SEARCH"]')!.value).toBe('98052');
    // So did the place: Find is enabled.
    const find = container.querySelector<HTMLButtonElement>('form[role="search"] button[type="submit"]')!;
    await waitFor(() => expect(find.disabled).toBe(false));
  });
});

// Last in this file: the overlay loads the whole catalogue, which a page's hydration never starts with.
describe('a tap on the prerendered landing page before the app started', () => {
  it('opens what a button tapped before the app started opens, once the page is hydrated', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline')); // client config: defaults
    const { html, rootAttributes } = await prerenderPage('/');
    const container = mount(html, rootAttributes);
    const footerButton = container.querySelector<HTMLButtonElement>('footer nav button')!;
    expect(footerButton.textContent).toBe('Privacy Policy');
    await act(async () => {
      const starting = startApp(container);
      // The tap lands while the page's code is still loading its texts and its screen.
      footerButton.click();
      root = await starting;
    });
    const privacy = await screen.findByRole('dialog', { name: 'Privacy Policy' }, { timeout: 5000 });
    expect(within(privacy).getByRole('button', { name: 'Print' })).toBeTruthy();
  });
});
