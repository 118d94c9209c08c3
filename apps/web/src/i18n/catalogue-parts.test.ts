// Decision 239: the shop search screen renders with the first screen's part and its own part of the catalogue,
// not the whole; a text it names outside both would show as its key. The prerender test sees only the texts
// of the first render; this one reads every text the screen's files and the pieces it uses name.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isKeyOfPart } from './catalogue-parts';
import { en } from './en';

const SOURCE_ROOT = join(__dirname, '..');
const SHOP_SEARCH = join(SOURCE_ROOT, 'features', 'shop-search');

/** The screen's own files, and the shared pieces it renders or calls (their texts are read on this screen). */
const SHOP_SEARCH_FILES = [
  ...readdirSync(SHOP_SEARCH)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(SHOP_SEARCH, name)),
  ...[
    'components/ui/field.tsx',
    'components/ui/dialog.tsx',
    'components/ui/page.tsx',
    'lib/api-client.ts',
  ].map((path) => join(SOURCE_ROOT, path)),
];

describe('the shop search part of the catalogue', () => {
  it('holds every text the shop search screen names that the first screen part does not', () => {
    const named = SHOP_SEARCH_FILES.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"]([\w-]+\.[\w.-]+)['"]/g)].map((match) => match[1]!),
    ).filter((key) => Object.prototype.hasOwnProperty.call(en, key));
    expect(named).toContain('shops.heading');
    expect(named).toContain('geofence.heading');
    expect(
      named.filter((key) => !isKeyOfPart('first-screen', key) && !isKeyOfPart('shop-search', key)),
    ).toEqual([]);
  });

  it('is not the whole catalogue', () => {
    expect(Object.keys(en).filter((key) => isKeyOfPart('shop-search', key)).length).toBeLessThan(
      Object.keys(en).length / 4,
    );
  });
});
