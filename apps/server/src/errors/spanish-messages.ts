import { MESSAGES, MESSAGES_ES } from '@ttapply/domain';
import { ERROR_MESSAGES_EN, type ErrorMessageId } from '../i18n/en/error-messages.js';
import { ERROR_MESSAGES_ES } from '../i18n/es/error-messages.js';
/**
 * English → Spanish for every text of the domain's MESSAGES. A message with a parameter (minLength, mustMatch,
 * notFound) is made with `{value}` in its place, which this table carries over like any other changing part.
 */
function domainMessages(english: object, spanish: object): [string, string][] {
  return Object.entries(english).flatMap(([key, value]): [string, string][] => {
    const translated = (spanish as Record<string, unknown>)[key];
    if (typeof value === 'string') return [[value, translated as string]];
    if (typeof value === 'function') {
      const make = (message: unknown) => (message as (value: string) => string)('{value}');
      return [[make(value), make(translated)]];
    }
    return domainMessages(value as object, translated as object);
  });
}

/**
 * The Spanish (es-US) of a message that reaches the error handler as English words, not by key (a text the
 * server writes carries its key, `errorText`, and is written from the catalogue: error-handler.ts): the domain's
 * spec §5 and §8 texts, and the server's texts where a source still gives only the English. Keys are the English
 * exactly as it is answered; `{name}` marks a part that changes (a lender, a number, a ZIP code) and is carried
 * into the Spanish as it is. Each Spanish text has one home: the domain's MESSAGES_ES or the server's catalogue.
 *
 * Staff texts (the console, apps/server/src/staff) are English only and have no place here.
 * test/spanish-messages.test.ts fails when a consumer-facing message has no entry.
 */
export const SPANISH_MESSAGES: Readonly<Record<string, string>> = {
  // The domain's spec §5 and §8 texts (the transport texts some error codes answer with among them): their
  // Spanish has one home, the domain's MESSAGES_ES, which the web's Spanish screens show too.
  ...Object.fromEntries(domainMessages(MESSAGES, MESSAGES_ES)),
  // The server's own texts: their Spanish has one home, the error catalogue by key (i18n/es/error-messages.ts);
  // here they are found back from their English for a source that does not give its key yet.
  ...Object.fromEntries(
    (Object.keys(ERROR_MESSAGES_EN) as ErrorMessageId[]).map((key) => [
      ERROR_MESSAGES_EN[key],
      ERROR_MESSAGES_ES[key],
    ]),
  ),
};

const PLACEHOLDER = /\{(\w+)\}/g;
/**
 * A changing part never spans ': ': 'appType: XYZ is not offered by this shop.' is the field `appType` and
 * a text, not a lender named 'appType: XYZ'.
 */
const PART = '((?:(?!: ).)+?)';
/** 'appData.SSN: Invalid SSN', 'Zip Code: Invalid zip': a field's name or label in front of its text. */
const NAMED_FIELD = /^([\w.\- ]+): (.+)$/s;

interface Pattern {
  match: RegExp;
  names: string[];
  spanish: string;
  /** Length of the fixed text: the more specific pattern is tried first. */
  fixed: number;
}

const exact = new Map<string, string>();
const patterns: Pattern[] = [];
for (const [english, spanish] of Object.entries(SPANISH_MESSAGES)) {
  const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1] as string);
  if (names.length === 0) {
    exact.set(english, spanish);
    continue;
  }
  const fixedParts = english.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
  const source = fixedParts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(PART);
  patterns.push({
    match: new RegExp(`^${source}$`, 's'),
    names,
    spanish,
    fixed: fixedParts.join('').length,
  });
}
patterns.sort((a, b) => b.fixed - a.fixed);

/** Longer than any message we write: a text built around someone's long input is passed on as it came. */
const MAX_LENGTH = 1000;

function translate(english: string, namesInFront = 0): string | undefined {
  if (english.length > MAX_LENGTH) return undefined;
  const found = exact.get(english);
  if (found !== undefined) return found;
  for (const pattern of patterns) {
    const parts = pattern.match.exec(english);
    if (!parts) continue;
    const values = new Map(pattern.names.map((name, i) => [name, parts[i + 1] as string]));
    return pattern.spanish.replace(PLACEHOLDER, (_, name: string) => values.get(name) ?? '');
  }
  // At most two names in front: a schema's text may name its field itself ('t2AStoreKeyId: Value cannot be
  // empty') and the handler puts the field in front once more.
  const named = namesInFront < 2 ? NAMED_FIELD.exec(english) : null;
  if (named) {
    const text = translate(named[2] as string, namesInFront + 1);
    if (text !== undefined) return `${exact.get(named[1] as string) ?? named[1]}: ${text}`;
  }
  return undefined;
}

/**
 * The Spanish of an English message, or the English itself when there is none: a lender's own words
 * (lenders §8 "the server text") and Fastify's or zod's texts about a malformed request are passed on as
 * they came.
 */
export function spanishMessage(english: string): string {
  return translate(english) ?? english;
}

/** Whether the message has Spanish of its own; the coverage test asks it. */
export function hasSpanish(english: string): boolean {
  return translate(english) !== undefined;
}
