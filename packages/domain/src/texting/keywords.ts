import type { Locale } from '../i18n/locale-codes.js';

/** What a texted keyword asks of the texting programme (decisions 185, 273). */
export type TextingAction = 'stop' | 'start' | 'help' | 'apply';

export interface KeywordMeaning {
  action: TextingAction;
  /** The language the keyword is answered in: a Spanish word is answered in Spanish (decision 232). */
  locale: Locale;
}

const meaning = (action: TextingAction, locale: Locale, words: string[]): [string, KeywordMeaning][] =>
  words.map((word) => [word, { action, locale }]);

/**
 * The programme's keywords in their read form (upper case, no accents, no spaces: "opt out" is OPTOUT).
 * English: the FCC's revocation words (47 CFR 64.1200(a)(12): stop, quit, end, revoke, opt out, cancel,
 * unsubscribe) and the carriers' (CTIA short-code handbook: STOPALL, START, UNSTOP, HELP, INFO). Spanish: ALTO
 * and PARAR, CANCELAR (our Spanish texts say "ALTO para cancelar"), NOMAS ("no más"), AYUDA, COMENZAR (the
 * glossary's word for "start") and SOLICITAR.
 */
export const TEXTING_KEYWORDS: ReadonlyMap<string, KeywordMeaning> = new Map([
  ...meaning('stop', 'en', ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT']),
  ...meaning('stop', 'es', ['ALTO', 'PARAR', 'CANCELAR', 'NOMAS']),
  ...meaning('start', 'en', ['START', 'UNSTOP', 'YES']),
  ...meaning('start', 'es', ['COMENZAR']),
  ...meaning('help', 'en', ['HELP', 'INFO']),
  ...meaning('help', 'es', ['AYUDA']),
  ...meaning('apply', 'en', ['APPLY']),
  ...meaning('apply', 'es', ['SOLICITAR']),
]);

/** The word each language's texts name for each action ("Reply START to opt back in", "Responda COMENZAR"). */
export const TEXTING_KEYWORD_NAMES: Readonly<Record<Locale, Readonly<Record<TextingAction, string>>>> = {
  en: { stop: 'STOP', start: 'START', help: 'HELP', apply: 'APPLY' },
  es: { stop: 'ALTO', start: 'COMENZAR', help: 'AYUDA', apply: 'SOLICITAR' },
};

/**
 * A texted message as words: upper case, accents dropped ("más" → MAS), split at anything that is not a letter
 * or a digit, so punctuation, emoji and line breaks only separate words ("Stop." → STOP, "opt-out" → OPT OUT).
 */
export function textedWords(body: string): string[] {
  return body
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

export type TextedRequest =
  | { action: 'stop'; keyword: string; locale: Locale }
  | { action: 'start'; keyword: string; locale: Locale }
  | { action: 'help'; keyword: string; locale: Locale }
  /** APPLY or SOLICITAR, with the shop's keyword or Apply Code when one follows ("SOLICITAR 100001"). */
  | { action: 'apply'; keyword: string; locale: Locale; shop: string | undefined }
  /** No keyword of ours: a shop's keyword or Apply Code, or anything else ("TIRE PROS", "100001"). */
  | { action: 'shop'; shop: string };

const stopAt = (words: readonly string[], index: number): [string, KeywordMeaning] | undefined => {
  // A revocation word alone, or one written as two words ("opt out", "stop all", "no más").
  for (const keyword of [words[index]! + (words[index + 1] ?? ''), words[index]!]) {
    const found = TEXTING_KEYWORDS.get(keyword);
    if (found?.action === 'stop') return [keyword, found];
  }
  return undefined;
};

/**
 * What a texted message asks (decision 273).
 *
 * - **Opt-out wins wherever it stands.** A revocation word anywhere in the message, as a whole word, with any
 *   punctuation, case or other words around it ("STOP!", "Stop.", "stop please", "please stop texting me",
 *   "Alto.", "alto por favor"): the FCC's 2024 rule has these words revoke consent in any reply and asks us to
 *   honour any reasonable way of saying stop; a missed opt-out is a text the person refused, a wrong one costs
 *   them one START. A word that only contains one ("nonstop", "weekend") is no opt-out.
 * - **Everything else by its first word**: START, HELP or APPLY and their synonyms, then any words ("start
 *   please", "Ayuda!"); after APPLY or SOLICITAR the rest names the shop.
 * - Otherwise the words are a shop's keyword or Apply Code ("100001." → 100001).
 */
export function readTextedRequest(body: string): TextedRequest {
  const words = textedWords(body);
  for (let index = 0; index < words.length; index++) {
    const stop = stopAt(words, index);
    if (stop) return { action: 'stop', keyword: stop[0], locale: stop[1].locale };
  }
  const [first, ...rest] = words;
  const found = first === undefined ? undefined : TEXTING_KEYWORDS.get(first);
  if (found?.action === 'apply') {
    return {
      action: 'apply',
      keyword: first!,
      locale: found.locale,
      shop: rest.length > 0 ? rest.join(' ') : undefined,
    };
  }
  if (found?.action === 'start' || found?.action === 'help') {
    return { action: found.action, keyword: first!, locale: found.locale };
  }
  return { action: 'shop', shop: words.join(' ') };
}
