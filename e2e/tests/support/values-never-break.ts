import { expect, type Page } from '@playwright/test';

/**
 * Values a person reads as one unit (decision 211): money, phone numbers, dates, reference numbers and masked
 * numbers never wrap inside; a long e-mail address wraps only at its '@' or a dot; and no screen scrolls
 * sideways. The patterns are written here on their own, not borrowed from the app, so the check does not
 * inherit the app's idea of what a value is.
 */
const VALUE_PATTERNS: readonly { kind: string; source: string }[] = [
  // $4,200 · $4,200.00 · $89.99 · $1,000 - $5,000 is two values.
  { kind: 'money', source: String.raw`\$\s?\d{1,3}(?:,\d{3})*(?:\.\d{2})?(?!\d)|\$\s?\d+(?:\.\d{2})?` },
  // 206-555-0177 · (425) 555-0123 · 1-800-555-8201 · 425.555.0123
  { kind: 'phone', source: String.raw`(?:\b1[-. ])?(?:\(\d{3}\)\s?|\b\d{3}[-. ])\d{3}[-. ]\d{4}\b` },
  // 04/12/1986 · 4/1/26 · April 12, 2026 · Apr 12, 2026 · 28 nov 2026 · 23 de abril de 1985
  {
    kind: 'date',
    source: String.raw`\b\d{1,2}/\d{1,2}/\d{2,4}\b|\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.? \d{1,2}, \d{4}\b|\b\d{1,2}(?: de)? (?:ene|feb|mar|abr|may|jun|jul|ago|sep|oct|nov|dic)[a-z]*\.?(?: de)? \d{4}\b`,
  },
  // 6:11 AM · 6:16 p.m. ("6:11 / AM." wrapped at 320 px)
  {
    kind: 'time',
    source: String.raw`\b\d{1,2}:\d{2}(?:[ \u00a0\u202f]?(?:[AP]M\b|[ap]\.[ \u00a0\u202f]?m\.))?`,
  },
  // XXX-XX-4321 · XXXX XXXX XXXX 1111 · ****1111 · •••• 1111
  { kind: 'masked number', source: String.raw`(?:[X*•]{2,}[- ]?)+\d{2,4}\b` },
  // 512 345 6789012345 · 4111 1111 1111 1111
  { kind: 'account number', source: String.raw`\b\d{3,4}(?: \d{3,}){1,3}\b` },
  // EZPY466052653 · APP-10045 · 1234567890: a capital-letter prefix with digits, or six digits or more.
  { kind: 'reference', source: String.raw`\b[A-Z]{2,}-?\d[A-Z\d-]{3,}\b|\b\d{6,}\b` },
];
const EMAIL_PATTERN = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;

const PHONE_PATTERN = VALUE_PATTERNS.find((p) => p.kind === 'phone')!.source;

export interface BrokenValue {
  kind: string;
  value: string;
  lines: number;
  where: string;
}

/**
 * The values on the current screen that wrap inside, the horizontal overflow in pixels, the buttons whose words
 * are wider than they are ('Mostrar'), and the phone numbers that are not a `tel:` link
 * (`own` lists the applicant's own numbers, which are answers, not someone to call).
 */
export async function findBrokenValues(
  page: Page,
  own: readonly string[] = [],
): Promise<{
  broken: BrokenValue[];
  overflow: number;
  overflowing: string[];
  squeezed: string[];
  notCallable: string[];
}> {
  return page.evaluate(
    ({ patterns, emailPattern, phonePattern, own }) => {
      // Text nodes that share a parent element are read as one string, so a value React renders in two nodes
      // ('$' and '4,200') is still found; different parents never join.
      const groups = new Map<Element, Text[]>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION'].includes(parent.tagName))
          continue;
        if (!node.textContent?.trim()) continue;
        const list = groups.get(parent) ?? [];
        list.push(node as Text);
        groups.set(parent, list);
      }
      const rangeOver = (nodes: Text[], start: number, end: number) => {
        const range = document.createRange();
        let offset = 0;
        for (const node of nodes) {
          const length = node.data.length;
          if (start >= offset && start <= offset + length) range.setStart(node, start - offset);
          if (end >= offset && end <= offset + length) {
            range.setEnd(node, end - offset);
            break;
          }
          offset += length;
        }
        return range;
      };
      // Line boxes a range occupies: client rects that do not overlap vertically are separate lines.
      const linesOf = (range: Range) => {
        const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
        const lines: DOMRect[] = [];
        for (const rect of rects) {
          const overlapping = lines.some((line) => rect.top < line.bottom - 1 && rect.bottom > line.top + 1);
          if (!overlapping) lines.push(rect);
        }
        return lines.length;
      };
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ').join('.')}` : ''}`;
      const broken: { kind: string; value: string; lines: number; where: string }[] = [];
      for (const [parent, nodes] of groups) {
        const text = nodes.map((n) => n.data).join('');
        for (const { kind, source } of patterns) {
          for (const match of text.matchAll(new RegExp(source, 'g'))) {
            const value = match[0].trim();
            const start = match.index + match[0].indexOf(value);
            const lines = linesOf(rangeOver(nodes, start, start + value.length));
            if (lines > 1) broken.push({ kind, value, lines, where: describe(parent) });
          }
        }
        // An e-mail address may wrap only at '@' or a dot: each piece between them stays on one line.
        for (const match of text.matchAll(new RegExp(emailPattern, 'g'))) {
          let pieceStart = match.index;
          const pieces = match[0].split(/(?<=[@.])/);
          for (const piece of pieces) {
            const lines = linesOf(rangeOver(nodes, pieceStart, pieceStart + piece.length));
            if (lines > 1) broken.push({ kind: 'e-mail', value: match[0], lines, where: describe(parent) });
            pieceStart += piece.length;
          }
        }
      }
      const root = document.documentElement;
      const visible = (element: Element) => element.getClientRects().length > 0;
      const squeezed = Array.from(document.querySelectorAll('button, a.button'))
        .filter((b) => visible(b) && b.scrollWidth > b.clientWidth + 1)
        .map((b) => `"${b.textContent?.trim()}" ${b.scrollWidth}px in ${b.clientWidth}px`);
      const notCallable: string[] = [];
      for (const [parent, nodes] of groups) {
        if (!visible(parent) || parent.closest('a[href^="tel:"]')) continue;
        const text = nodes.map((n) => n.data).join('');
        for (const match of text.matchAll(new RegExp(phonePattern, 'g'))) {
          // Digits in groups of 3-3-4 split by spaces only are an account number ('555 555 5555'), not a phone.
          if (!/[-.()]/.test(match[0])) continue;
          if (!own.includes(match[0].replace(/\D/g, '').slice(-10))) notCallable.push(match[0]);
        }
      }
      // What sticks out on the right when the screen scrolls sideways: the innermost such elements name the cause.
      const sticking = Array.from(document.body.querySelectorAll('*')).filter(
        // an SVG's inside is clipped to it: the drawing itself is what counts
        (e) =>
          visible(e) &&
          !e.parentElement?.closest('svg') &&
          e.getBoundingClientRect().right > root.clientWidth + 0.5,
      );
      // Or whose content is wider than its box (a word or a nowrap value wider than its container).
      const tooWide = Array.from(document.body.querySelectorAll('*')).filter(
        (e) =>
          visible(e) &&
          !e.closest('svg') &&
          e.scrollWidth > e.clientWidth + 1 &&
          getComputedStyle(e).overflowX === 'visible' &&
          e.clientWidth > 0,
      );
      const overflowing = [...sticking, ...tooWide]
        .filter((e) => ![...sticking, ...tooWide].some((other) => other !== e && e.contains(other)))
        .slice(0, 3)
        .map((e) => `${describe(e)} (${Math.round(e.getBoundingClientRect().right)}px)`);
      return {
        broken,
        overflow: Math.max(0, root.scrollWidth - root.clientWidth),
        overflowing,
        squeezed,
        notCallable,
      };
    },
    { patterns: VALUE_PATTERNS, emailPattern: EMAIL_PATTERN, phonePattern: PHONE_PATTERN, own },
  );
}

/** Fails when a value on the current screen wraps inside or the screen scrolls sideways, at the current width. */
export async function expectValuesUnbroken(page: Page, screen: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const { broken, overflow } = await findBrokenValues(page, []);
  expect(
    broken.map((b) => `${b.kind} "${b.value}" wraps over ${b.lines} lines in ${b.where}`),
    `values broken on ${screen} at ${width} px`,
  ).toEqual([]);
  expect(overflow, `horizontal scroll on ${screen} at ${width} px`).toBe(0);
}

/** The phone widths every screen is checked at: the narrowest phone we support and the reference phone. */
export const PHONE_WIDTHS = [320, 390] as const;

/**
 * Checks the current screen at each phone width, then returns to the width the test started at. Soft
 * (expect.soft) so one walk reports every broken screen, not only the first.
 */
export async function expectValuesUnbrokenAtPhoneWidths(
  page: Page,
  screen: string,
  { ownPhones = [] }: { ownPhones?: readonly string[] } = {},
): Promise<void> {
  const original = page.viewportSize() ?? { width: 390, height: 844 };
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: original.height });
    // Layout follows a resize on the next frame; wait for it rather than for time.
    await page.waitForFunction((w) => document.documentElement.clientWidth === w, width);
    const { broken, overflow, overflowing, squeezed, notCallable } = await findBrokenValues(page, ownPhones);
    expect.soft(squeezed, `buttons narrower than their words on ${screen} at ${width} px`).toEqual([]);
    if (width === PHONE_WIDTHS[0])
      expect.soft(notCallable, `phone numbers that are not a tel: link on ${screen}`).toEqual([]);
    expect
      .soft(
        broken.map((b) => `${b.kind} "${b.value}" wraps over ${b.lines} lines in ${b.where}`),
        `values broken on ${screen} at ${width} px`,
      )
      .toEqual([]);
    expect.soft(overflow, `horizontal scroll on ${screen} at ${width} px: ${overflowing.join(', ')}`).toBe(0);
  }
  await page.setViewportSize(original);
}
