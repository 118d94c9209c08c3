// Decision 230: the catalogues are Lingui ICU messages. English is the source; every other locale has exactly
// its keys and placeholders, and every message compiles (the build compiles them ahead the same way).
import { describe, expect, it } from 'vitest';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { setupI18n } from '@lingui/core';
import { en } from './en';
import { es } from './es';

const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)[,}]/g)].map((match) => match[1]).sort((a, b) => a!.localeCompare(b!));

describe('message catalogues', () => {
  it('every English message compiles and reads as written, placeholders filled', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en } });
    for (const [key, message] of Object.entries(en)) {
      expect(() => compileMessageOrThrow(message), key).not.toThrow();
      const params = Object.fromEntries(placeholders(message).map((name) => [name, `<${name}>`]));
      const expected = message.replace(/\{(\w+)\}/g, (_, name: string) => `<${name}>`);
      expect(i18n._(key, params), key).toBe(expected);
    }
  });

  it('Spanish has every English key and no other, each with the same placeholders', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(es[key]), key).toEqual(placeholders(en[key]));
      expect(() => compileMessageOrThrow(es[key]), key).not.toThrow();
    }
  });

  // "CFNA Credit Card" in the Spanish agreement label. Only a brand's own product name
  // (decision 135: the Goodyear and Big O Tires cards) keeps its English words.
  it('Spanish names a credit card in Spanish unless it is a brand’s product name', () => {
    const english = Object.entries(es).filter(([, text]) =>
      /(?<!Goodyear |Big O Tires )Credit Card/.test(text),
    );
    expect(english).toEqual([]);
  });

  // Spanish times end in 'a.m.' / 'p.m.', so 'el {when}.' read '6:16 a.m..'.
  it('no Spanish sentence ends on a moment, whose time ends in a full stop of its own', () => {
    const endingOnAMoment = Object.entries(es).filter(([, text]) => /\{when\}\./.test(text));
    expect(endingOnAMoment).toEqual([]);
  });

  it('Spanish leaves no message in English', () => {
    // Brand and lender names, codes and sample values read the same in both languages, and so do the labels
    // of a partner's own English screen that a text quotes (Synchrony's form button).
    const sameInBoth = Object.entries(es).filter(
      ([key, text]) => text === en[key as keyof typeof en] && !PARTNER_SCREEN_LABELS.has(key),
    );
    const words = (text: string) => text.replace(/\{[^}]*\}|Text To Apply/g, '').match(/[A-Za-z]{2,}/g) ?? [];
    const untranslated = sameInBoth.filter(([, text]) =>
      words(text).some((w) => ENGLISH_WORDS.has(w.toLowerCase())),
    );
    expect(untranslated).toEqual([]);
  });
});

const PARTNER_SCREEN_LABELS = new Set([
  'lenders.gemy.formButton',
  'lenders.gemy.prequalButton',
  'lenders.vers.widgetButton',
]);

// Common English words that never belong in a Spanish sentence; a value still holding one was left untranslated.
const ENGLISH_WORDS = new Set([
  'your',
  'with',
  'this',
  'that',
  'have',
  'please',
  'enter',
  'select',
  'continue',
  'next',
  'back',
  'cancel',
  'close',
  'apply',
  'application',
  'approved',
  'declined',
  'payment',
  'amount',
  'phone',
  'number',
  'address',
  'income',
  'the',
  'and',
  'review',
  'terms',
  'privacy',
  'notice',
  'yes',
  'loading',
  'submit',
  'of',
  'to',
]);
