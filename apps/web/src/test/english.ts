import { en } from '../i18n/en';
import { activateCatalogue } from '../i18n/messages';

/**
 * Screens read their texts from the active catalogue; tests start in English, as most visitors do. A test
 * that reloads the app's modules (vi.resetModules) calls this again for the fresh messages module.
 */
export function startInEnglish(): void {
  activateCatalogue('en', en);
}
