// The build's second way in (decision 236): the plugin `prerendered-pages` loads this module in Node and
// writes each prerendered page's first screen into its HTML. The tree is the browser's (main.tsx) with a static
// router in place of the browser's, so hydration finds the same markup.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/app';
import { AppRoutes, preloadScreen } from './app/router';
import { hydrationTexts, PRERENDERED_LOCALE, stampAttributes } from './app/prerendered';
import { activateLocale } from './i18n/language';

export interface PrerenderedPage {
  /** The markup inside the root element. */
  html: string;
  /** Attributes for the root element, which tell the browser what was rendered (app/prerendered.ts). */
  rootAttributes: Record<string, string>;
}

export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  // The parts of the catalogue the browser hydrates with, so a text missing from them shows here too.
  await activateLocale(PRERENDERED_LOCALE, hydrationTexts(path));
  const page = (
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  );
  // The opened screen's chunk first (decision 239: shop search is a lazy screen), so renderToString writes the
  // screen rather than its fallback (lib/lazy-with-texts.ts).
  await preloadScreen(path);
  const html = renderToString(page);
  const stamp = { path, locale: PRERENDERED_LOCALE, year: new Date().getFullYear() };
  return { html, rootAttributes: stampAttributes(stamp) };
}
