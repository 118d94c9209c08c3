// Decision 236: the build renders the landing pages ('/' and '/fm-train') and, since decision 239, the shop
// search page to HTML, so their text paints before any JavaScript runs. The browser then hydrates that HTML only
// when its own first render is the same markup; otherwise it renders afresh over it. The root element carries
// what the build rendered with.
import type { PartialCatalogue } from '../i18n/catalogue-parts';
import type { CatalogueLocale } from '../i18n/locales';
import { storedJourneyHasShop } from '../stores/journey-store';
import { screenTexts } from './router';

/** The language the landing pages are built in: the domain's and the catalogue's first language. */
export const PRERENDERED_LOCALE: CatalogueLocale = 'en';

/** What a prerendered page was rendered for; each also differs in what the first render shows. */
export interface PrerenderStamp {
  path: string;
  locale: CatalogueLocale;
  /** The footer's copyright year (spec §2 screen 13), read from the clock at build time. */
  year: number;
}

export function stampAttributes(stamp: PrerenderStamp): Record<string, string> {
  return {
    'data-prerendered-path': stamp.path,
    'data-prerendered-locale': stamp.locale,
    'data-prerendered-year': String(stamp.year),
  };
}

/**
 * True when the first render here gives the markup the build wrote: the same path, language and year, no shop
 * or link code restored from this tab (the landing's button and the side panel follow them) and no state a
 * session exit left in the history entry (its notice).
 */
export function canHydrate(container: HTMLElement, locale: CatalogueLocale): boolean {
  const { prerenderedPath, prerenderedLocale, prerenderedYear } = container.dataset;
  const historyState = window.history.state as { usr?: unknown } | null;
  return (
    prerenderedPath === window.location.pathname &&
    prerenderedLocale === locale &&
    prerenderedYear === String(new Date().getFullYear()) &&
    historyState?.usr == null &&
    !storedJourneyHasShop()
  );
}

/**
 * The parts of the catalogue a prerendered page is rendered and hydrated with: the first screen's (the layout and
 * the landing) and the opened screen's own part, when it is a lazy screen with one.
 */
export function hydrationTexts(path: string): readonly PartialCatalogue[] {
  const screen = screenTexts(path);
  return screen === undefined || screen === 'whole' ? ['first-screen'] : ['first-screen', screen];
}
