import type { MatcherFunction } from '@testing-library/react';
import { wholeText } from './whole-text';

const PHONE = /(?:1-)?\d{3}-\d{3}-\d{4}/g;

/**
 * `wholeText`, for a line that names a phone number: each phone number in it is a tap-to-call link; a
 * line with no such link does not match.
 */
export function callableLine(expected: string | RegExp): MatcherFunction {
  const whole = wholeText(expected);
  return (content, element) => {
    if (!element || !whole(content, element)) return false;
    const phones = element.textContent?.match(PHONE) ?? [];
    const links = [...element.querySelectorAll('a[href^="tel:"]')].map((a) => a.textContent);
    return phones.length > 0 && phones.every((phone) => links.includes(phone));
  };
}
