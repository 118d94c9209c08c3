import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root, type RootOptions } from 'react-dom/client';
import { initialLocale, startInLocale } from '../i18n/language';
import { App } from './app';
import { canHydrate, hydrationTexts } from './prerendered';
import { preloadScreen } from './router';
import { rememberTypedBeforeStart } from '../lib/typed-before-start';
import { listenForTapsBeforeStart, takeTapBeforeStart } from '../lib/tapped-before-start';

/**
 * Starts the app in the page's root element (main.tsx; the prerender tests start it the same way). The first
 * screen renders in its language: the catalogue (one small chunk) is loaded first. A page the build prerendered
 * (decisions 236, 239) is hydrated when this render would give the same markup, with only the parts of the
 * catalogue that render reads; otherwise the render replaces it (another language, a shop already chosen in this
 * tab). The opened screen's chunk loads meanwhile; hydration waits for it, so React meets the prerendered screen
 * with its code in hand and keeps every painted element. The screen is in hand before a fresh render too, so
 * what was typed into the prerendered page meanwhile is remembered for the screen's fields to take over, and a
 * button tapped meanwhile is tapped again once the page is hydrated.
 */
export async function startApp(
  container: HTMLElement,
  options: Pick<RootOptions, 'onRecoverableError'> = {},
): Promise<Root> {
  listenForTapsBeforeStart(container);
  const locale = initialLocale();
  const { pathname } = window.location;
  const hydrate = canHydrate(container, locale);
  const screenLoaded = preloadScreen(pathname);
  await Promise.all([startInLocale(locale, hydrate ? hydrationTexts(pathname) : 'whole'), screenLoaded]);
  rememberTypedBeforeStart(container);
  const replayTap = takeTapBeforeStart();
  const app = (
    <StrictMode>
      {/* A wrapper, not a sibling: a second child would change every useId below it and break hydration. */}
      <AfterFirstCommit run={replayTap}>
        <App />
      </AfterFirstCommit>
    </StrictMode>
  );
  if (hydrate) return hydrateRoot(container, app, options);
  const root = createRoot(container, options);
  root.render(app);
  return root;
}

/**
 * Runs `run` in a task after the first commit: the page is hydrated and every handler attached. Clicked from the
 * commit's own effects instead, the footer's button did not open its overlay (prerender.test.tsx).
 */
function AfterFirstCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(() => {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }, [run]);
  return children;
}
