// Decisions 236, 239 and 243: the prerendered pages hydrate with small parts of each catalogue, not the whole
// of it. The first screen's part holds the texts of the layout and the landing; the shop search part those of
// the shop search screen (its form, results, map, alerts and on-site instruction), loaded on top of the first;
// the training chrome part those of training mode's watermark, toolbar, guided popovers and Application Type
// popup, which the training landing shows around its first screen. The shop search screen and the training
// chrome wait for their part only; every other screen waits for the whole catalogue together with its own
// chunk (lib/lazy-with-texts.ts). src/prerender.test.tsx fails when a prerendered screen reads a text
// outside the parts it hydrates with.

/** A part of a catalogue; 'whole' is every text. */
export type CataloguePart = 'whole' | PartialCatalogue;
export type PartialCatalogue = 'first-screen' | 'shop-search' | 'training-chrome';

/** Each part's texts: whole groups of keys (a prefix ending in '.') and single keys. */
const PART_KEYS: Readonly<Record<PartialCatalogue, { groups: readonly string[]; keys: readonly string[] }>> =
  {
    'first-screen': {
      groups: ['brand.', 'common.', 'footer.', 'landing.', 'language.', 'session.'],
      keys: ['help.link', 'title.landing', 'payTraining.landingLink'],
    },
    'shop-search': {
      // The Field component's texts, the transport texts of a failed search, the geofence's on-site screen.
      groups: ['shops.', 'field.', 'geofence.', 'transport.'],
      keys: ['title.shopSearch', 'policy.shortCode'],
    },
    'training-chrome': {
      // The transport texts of a failed call (the toolbar's Restart, the walk's claim), as on shop search.
      groups: ['training.', 'transport.'],
      keys: [],
    },
  };

export const PARTIAL_CATALOGUES = Object.keys(PART_KEYS) as readonly PartialCatalogue[];

export function isPartialCatalogue(name: string | undefined): name is PartialCatalogue {
  return (PARTIAL_CATALOGUES as readonly (string | undefined)[]).includes(name);
}

export function isKeyOfPart(part: CataloguePart, key: string): boolean {
  if (part === 'whole') return true;
  const { groups, keys } = PART_KEYS[part];
  return keys.includes(key) || groups.some((group) => key.startsWith(group));
}
