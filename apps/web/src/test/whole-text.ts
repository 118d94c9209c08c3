import type { MatcherFunction } from '@testing-library/react';

/**
 * Finds the innermost element whose whole text is `expected`, across the `span.value` pieces a sentence's
 * values are set in (decision 211): Testing Library's plain text match reads one element's own text only.
 */
export function wholeText(expected: string | RegExp): MatcherFunction {
  const matches = (element: Element) =>
    typeof expected === 'string'
      ? element.textContent === expected
      : expected.test(element.textContent ?? '');
  return (_content, element) => !!element && matches(element) && ![...element.children].some(matches);
}
