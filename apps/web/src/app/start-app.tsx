import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { initialLocale, startInLocale } from '../i18n/language';
import { App } from './app';
import { canHydrate, hydrationTexts } from './prerendered';
import { preloadScreen } from './router';
import { rememberTypedBeforeStart } from '../lib/typed-before-start';

/**
 * Starts the app in the page's root element (main.tsx; the prerender tests start it the same way). The first
 * screen renders in its language: the catalogue (one small chunk) is loaded first. A page the build prerendered
 * (decisions 236, 239) is hydrated when this render would give the same markup, with only the parts of the
 * catalogue that render reads; otherwise the render replaces it (another language, a shop already chosen in this
 * tab). The opened screen's chunk loads meanwhile; hydration waits for it, so React meets the prerendered screen
 * with its code in hand and keeps every painted element. The screen is in hand before a fresh render too, so
 * what was typed into the prerendered page meanwhile is remembered for the screen's fields to take over.
 */
export async function startApp(
  container: HTMLElement,
  options: Pick<RootOptions, 'onRecoverableError'> = {},
): Promise<Root> {
  const locale = initialLocale();
  const { pathname } = window.location;
  const hydrate = canHydrate(container, locale);
  const screenLoaded = preloadScreen(pathname);
  await Promise.all([startInLocale(locale, hydrate ? hydrationTexts(pathname) : 'whole'), screenLoaded]);
  rememberTypedBeforeStart(container);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (hydrate) return hydrateRoot(container, app, options);
  const root = createRoot(container, options);
  root.render(app);
  return root;
}
