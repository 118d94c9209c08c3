import { expect, type Page } from '@playwright/test';
import { FIELD_CATALOGUE, MESSAGES, type CodedValue, type FieldName } from '@ttapply/domain';
// The pseudo-locale's texts are made here the way the build makes them (decision 230, i18n/pseudo.ts): the
// English catalogue's text parts with their letters swapped, the placeholders' values as they are, framed.
import { en } from '../../../apps/web/src/i18n/en';
import { pseudoLetters, pseudoText } from '../../../apps/web/src/i18n/pseudo';

type Values = Readonly<Record<string, string | number>>;

/** A catalogue message as the pseudo-locale shows it; only messages with simple placeholders (`{shop}`). */
export function pseudo(key: keyof typeof en, values: Values = {}): string {
  const message: string = en[key];
  if (/\{\s*\w+\s*,/.test(message)) throw new Error(`'${key}' is a plural or select message`);
  const parts = message.split(/\{(\w+)\}/);
  const text = parts
    .map((part, i) => {
      if (i % 2 === 0) return pseudoLetters(part);
      const value = values[part];
      if (value === undefined) throw new Error(`no value for {${part}} in '${key}'`);
      return String(value);
    })
    .join('');
  return `⟦${text}⟧`;
}

/** A field's label in the pseudo-locale (the domain's English label, swapped and framed: i18n/pseudo-domain.ts). */
export function pseudoLabel(name: FieldName): string {
  return pseudoText(FIELD_CATALOGUE[name].label);
}

/** An option of a list of words in the pseudo-locale, by its code. */
export function pseudoOption(list: readonly CodedValue[], code: string): string {
  const option = list.find((o) => o.value === code);
  if (!option) throw new Error(`no option ${code}`);
  return pseudoText(option.label);
}

/** The domain's "required" message in the pseudo-locale. */
export const PSEUDO_REQUIRED = pseudoText(MESSAGES.required);

/**
 * Data the screens show as it is, in any language: text that is no message of ours. Each entry says why. A run
 * of plain ASCII letters in anything else is a text that bypassed the library.
 */
export interface AllowedData {
  readonly text: string;
  readonly reason: string;
}

interface TextFound {
  readonly text: string;
  /** Where it sits: the element's tag, and its id or class, and the attribute when it is not a text node. */
  readonly where: string;
}

/**
 * A part of the screen whose text is not ours to translate in the page (a document the server writes in the
 * screen's language); each says why. Its texts are left out by `selector`.
 */
export interface ExcludedRegion {
  readonly selector: string;
  readonly reason: string;
}

/**
 * Every text a person sees or hears on the screen now: the visible texts (not in script or style, not in a
 * hidden element), each read whole from the element that holds it (a value set in pieces, such as an e-mail
 * address in one span per piece, reads as one), and the accessible names and hints a screen reader reads from
 * attributes (aria-label, alt, title, placeholder) of visible elements, and the page's title. Input values are
 * what the person typed and are not read.
 */
async function textsOnScreen(page: Page, excluded: readonly ExcludedRegion[]): Promise<TextFound[]> {
  return page.evaluate(
    (skip) => {
      const where = (el: Element, attribute?: string) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
          typeof el.className === 'string' && el.className
            ? `.${el.className.trim().split(/\s+/).join('.')}`
            : ''
        }${attribute ? `[${attribute}]` : ''}`;
      const visible = (el: Element) =>
        el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) ||
        // An option has no box of its own, but a person reads it in its select's open list.
        (el.closest('select')?.checkVisibility() ?? false);
      const skipped = (el: Element) => skip.some((selector) => el.closest(selector) !== null);
      const units = new Set<Element>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        let unit = node.parentElement;
        if (!unit || !node.textContent?.trim()) continue;
        if (unit.closest('script, style, noscript, template') || skipped(unit) || !visible(unit)) continue;
        // Spans only set pieces of a text (a value that must not wrap): the text is their container's.
        while (unit.tagName === 'SPAN' && unit.parentElement && unit.parentElement !== document.body)
          unit = unit.parentElement;
        units.add(unit);
      }
      const found: { text: string; where: string }[] = [...units].map((unit) => ({
        text: (unit instanceof HTMLElement ? unit.innerText : (unit.textContent ?? '')).trim(),
        where: where(unit),
      }));
      for (const el of Array.from(
        document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]'),
      )) {
        if (!visible(el) || skipped(el)) continue;
        for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
          const text = el.getAttribute(attribute)?.trim();
          if (text) found.push({ text, where: where(el, attribute) });
        }
      }
      found.push({ text: document.title, where: 'title' });
      return found;
    },
    excluded.map((region) => region.selector),
  );
}

/** The runs of 3 or more plain ASCII letters left in a text once the allowed data is taken out. */
function plainRuns(text: string, allowed: readonly AllowedData[]): string[] {
  // Longest first, so 'Redmond Tire Pros' goes before 'Redmond'; a data text counts only as a whole word.
  let rest = text;
  for (const { text: data } of [...allowed].sort((a, b) => b.text.length - a.text.length)) {
    const quoted = data.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    rest = rest.replace(new RegExp(`(?<![A-Za-z])${quoted}(?![A-Za-z])`, 'g'), ' ');
  }
  return rest.match(/[A-Za-z]{3,}/g) ?? [];
}

/**
 * Fails when the screen shows or reads out a text with plain ASCII letters that is not allowed data: such a
 * text did not come through the library (every library text is swapped letters in the pseudo-locale).
 */
export async function expectEveryTextFromTheLibrary(
  page: Page,
  screen: string,
  allowed: readonly AllowedData[],
  excluded: readonly ExcludedRegion[] = [],
): Promise<void> {
  const leaks = (await textsOnScreen(page, excluded))
    .map((found) => ({ ...found, runs: plainRuns(found.text, allowed) }))
    .filter((found) => found.runs.length > 0)
    .map((found) => `${found.where}: "${found.text}" (${found.runs.join(', ')})`);
  // Soft: the walk goes on, so one run names every screen's leaks.
  expect.soft([...new Set(leaks)], `texts that bypassed the library on ${screen}`).toEqual([]);
}
