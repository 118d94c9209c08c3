import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The e2e walks check colour contrast at the reference phone (390 px) and the desktop, not at the smallest phone
// (320 px), because the two phones get the same colours (e2e/tests/support/accessibility.ts). This holds the style
// sheets to that: no media query that sets a colour tells 320 px from 390 px.
const SMALLEST_PHONE = 320;
const REFERENCE_PHONE = 390;
const COLOUR_PROPERTY =
  /(?:^|[;{\s])(color|background(?:-color|-image)?|border(?:-[a-z]+)?-color|opacity|filter|mix-blend-mode|text-shadow)\s*:/;

function styleSheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return styleSheets(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
}

/** Each `@media` (or `@container`) rule's condition with the declarations inside its braces. */
function conditionalBlocks(css: string): { condition: string; body: string }[] {
  const blocks: { condition: string; body: string }[] = [];
  for (const match of css.matchAll(/@(media|container)([^{]*)\{/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < css.length) {
      if (css[end] === '{') depth++;
      else if (css[end] === '}') depth--;
      end++;
    }
    blocks.push({
      condition: `@${match[1]}${match[2]}`.trim(),
      body: css.slice(match.index + match[0].length, end),
    });
  }
  return blocks;
}

/** Whether a width condition can be true at one phone width and false at the other. */
function tellsPhonesApart(condition: string): boolean {
  for (const [, bound, value] of condition.matchAll(/(min|max)-width\s*:\s*(\d+(?:\.\d+)?)px/g)) {
    const px = Number(value);
    const at = (width: number) => (bound === 'min' ? width >= px : width <= px);
    if (at(SMALLEST_PHONE) !== at(REFERENCE_PHONE)) return true;
  }
  return /width\s*[<>]=?|[<>]=?\s*width|em\)/.test(condition);
}

describe('colours by width', () => {
  const sheets = styleSheets(path.resolve(import.meta.dirname, '..'));

  it('finds the style sheets', () => {
    expect(sheets.length).toBeGreaterThan(0);
  });

  it('no media query that sets a colour tells the smallest phone from the reference phone', () => {
    const offending = sheets.flatMap((file) =>
      conditionalBlocks(readFileSync(file, 'utf8'))
        .filter((block) => COLOUR_PROPERTY.test(block.body) && tellsPhonesApart(block.condition))
        .map((block) => `${path.basename(file)}: ${block.condition}`),
    );
    expect(offending).toEqual([]);
  });

  it('would catch one', () => {
    const css = '@media (max-width: 359px) { .step-list { background: #fff; color: #555; } }';
    const [block] = conditionalBlocks(css);
    expect(block && COLOUR_PROPERTY.test(block.body) && tellsPhonesApart(block.condition)).toBe(true);
    expect(tellsPhonesApart('@media (min-width: 1280px)')).toBe(false);
  });
});
