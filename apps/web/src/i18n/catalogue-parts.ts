// Decision 236: the texts of the landing pages' first screen (the layout and the landing) are a small part of
// each catalogue of their own. A prerendered landing page hydrates with only this part; every other screen
// waits for the whole catalogue together with its own chunk (app/lazy-with-texts.ts). src/prerender.test.tsx
// fails when the first screen reads a text outside this part.
const FIRST_SCREEN_GROUPS = ['brand.', 'common.', 'footer.', 'landing.', 'language.', 'session.'];
const FIRST_SCREEN_KEYS = new Set(['help.link', 'title.landing', 'payTraining.landingLink']);

export function isFirstScreenKey(key: string): boolean {
  return FIRST_SCREEN_KEYS.has(key) || FIRST_SCREEN_GROUPS.some((group) => key.startsWith(group));
}
