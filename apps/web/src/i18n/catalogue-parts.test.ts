// Decisions 239 and 243: the shop search screen and training mode's chrome render with the first screen's part
// and their own part of the catalogue, not the whole; a text they name outside both would show as its key. The
// prerender test sees only the texts of the first render; this one reads every text the files name, and those
// of the shared pieces they render or call.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isKeyOfPart, type PartialCatalogue } from './catalogue-parts';
import { en } from './en';

const SOURCE_ROOT = join(__dirname, '..');

/** A feature folder's own files, tests left out. */
function featureFiles(feature: string): string[] {
  const folder = join(SOURCE_ROOT, 'features', feature);
  return readdirSync(folder)
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

const shared = (...paths: string[]) => paths.map((path) => join(SOURCE_ROOT, path));

const SCREENS: { part: PartialCatalogue; files: string[]; sample: string[] }[] = [
  {
    part: 'shop-search',
    files: [
      ...featureFiles('shop-search'),
      ...shared(
        'components/ui/field.tsx',
        'components/ui/dialog.tsx',
        'components/ui/page.tsx',
        'lib/api-client.ts',
      ),
    ],
    sample: ['shops.heading', 'geofence.heading'],
  },
  {
    part: 'training-chrome',
    // The chrome's pieces (the watermark, the toolbar, the guides, the Application Type popup), not the
    // training pages of their own (pay training, the walk's Application Type gate) that wait for the whole.
    files: [
      ...featureFiles('training').filter((file) => !file.endsWith('application-type-gate.tsx')),
      ...shared(
        'components/ui/dialog.tsx',
        'features/session/session-exit.tsx',
        'lib/api-client.ts',
        'lib/training-ticket.ts',
      ),
    ],
    sample: ['training.watermarkNote', 'training.gotIt', 'training.applicationTypeTitle'],
  },
];

describe.each(SCREENS)('the $part part of the catalogue', ({ part, files, sample }) => {
  it('holds every text its screen names that the first screen part does not', () => {
    const named = files
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/['"]([\w-]+\.[\w.-]+)['"]/g)].map((match) => match[1]!),
      )
      .filter((key) => Object.prototype.hasOwnProperty.call(en, key));
    expect(named).toEqual(expect.arrayContaining(sample));
    expect(named.filter((key) => !isKeyOfPart('first-screen', key) && !isKeyOfPart(part, key))).toEqual([]);
  });

  it('is not the whole catalogue', () => {
    expect(Object.keys(en).filter((key) => isKeyOfPart(part, key)).length).toBeLessThan(
      Object.keys(en).length / 4,
    );
  });
});
