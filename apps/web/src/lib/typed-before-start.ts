// A prerendered page (decisions 236 and 239) shows its form before its code has run: a phone can type into the
// shop search field during the second it takes to start. A hydrated page keeps that text in its fields, but not
// in React's state; a page rendered afresh (another language) replaces the fields and drops it. The app reads
// it off the page before it starts, and each field (components/ui/field.tsx) takes over, when it first shows,
// what was typed into it, so nothing typed is lost.

let typedBeforeStart = new Map<string, string>();

const isTextField = (element: Element): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'hidden', 'submit', 'button', 'date'].includes(element.type));

/** Remembers, by field name, what was typed into the text fields of `container` before the app started. */
export function rememberTypedBeforeStart(container: HTMLElement): void {
  typedBeforeStart = new Map(
    [...container.querySelectorAll('input[name], textarea[name]')]
      .filter(isTextField)
      .filter((field) => field.value !== field.defaultValue)
      .map((field) => [field.name, field.value]),
  );
}

/**
 * What was typed into the field `name` before the app started, once: read off the page before a fresh render,
 * or still in the field's element when the page was hydrated (`element` differs from what the app shows).
 */
export function takeTypedBeforeStart(
  name: string,
  element: Element | null,
  shown: string,
): string | undefined {
  const remembered = typedBeforeStart.get(name);
  typedBeforeStart.delete(name);
  if (remembered !== undefined) return remembered;
  if (element && isTextField(element) && element.value !== shown && element.value !== '')
    return element.value;
  return undefined;
}
