import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readTextedRequest, TEXTING_KEYWORDS, textedWords } from './keywords.js';

const byAction = (action: string) =>
  [...TEXTING_KEYWORDS].filter(([, meaning]) => meaning.action === action).map(([word]) => word);
const STOP_WORDS = byAction('stop');
const START_WORDS = byAction('start');
const HELP_WORDS = byAction('help');

/** How a person may write a keyword: its own case mix, and "opt out" / "no más" as the two words they are. */
const written = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((upper) => [...word].map((c, i) => (upper[i] ? c : c.toLowerCase())).join(''))
    .map((text) =>
      text
        .replace(/^(opt)(out)$/i, '$1 $2')
        .replace(/^(stop)(all)$/i, '$1 $2')
        .replace(/^(no)(mas)$/i, '$1 más'),
    );
const punctuation = fc.constantFrom('', '.', '!', '!!', '?', '...', ' 🛑', ',', ';', ')', '\n');
/** Words that are none of ours and hold none of ours ("please", "por favor"). */
const otherWords = fc.array(
  fc.constantFrom('please', 'por', 'favor', 'now', 'thanks', 'gracias', 'me', 'ya'),
  {
    maxLength: 3,
  },
);

describe('textedWords', () => {
  it('reads words in upper case without accents or punctuation', () => {
    expect(textedWords('  Stop.  ')).toEqual(['STOP']);
    expect(textedWords('opt-out!')).toEqual(['OPT', 'OUT']);
    expect(textedWords('No más, gracias')).toEqual(['NO', 'MAS', 'GRACIAS']);
    expect(textedWords('')).toEqual([]);
  });
});

describe('readTextedRequest: opt-out (FCC 2024: any reasonable way of saying stop; decision 273)', () => {
  it.each([
    ['STOP!', 'STOP', 'en'],
    ['Stop.', 'STOP', 'en'],
    ['stop please', 'STOP', 'en'],
    ['please stop texting me', 'STOP', 'en'],
    ['Opt-Out', 'OPTOUT', 'en'],
    ['opt out', 'OPTOUT', 'en'],
    ['Stop all', 'STOPALL', 'en'],
    ['UNSUBSCRIBE.', 'UNSUBSCRIBE', 'en'],
    ['Alto.', 'ALTO', 'es'],
    ['alto por favor', 'ALTO', 'es'],
    ['¡Parar!', 'PARAR', 'es'],
    ['No más', 'NOMAS', 'es'],
    ['Cancelar, gracias', 'CANCELAR', 'es'],
  ])('%s is an opt-out (%s, answered in %s)', (body, keyword, locale) => {
    expect(readTextedRequest(body)).toEqual({ action: 'stop', keyword, locale });
  });

  it('wins over any other keyword in the same message', () => {
    expect(readTextedRequest('Yes stop')).toMatchObject({ action: 'stop', keyword: 'STOP' });
    expect(readTextedRequest('APPLY? no, STOP')).toMatchObject({ action: 'stop', keyword: 'STOP' });
    expect(readTextedRequest('help me stop this')).toMatchObject({ action: 'stop' });
  });

  it.each(['nonstop', 'Stopped by the shop', 'UNSTOPPABLE', 'weekend', 'Altos', 'cancellation', 'STOP2'])(
    '%s only holds a keyword inside a word: no opt-out',
    (body) => {
      expect(readTextedRequest(body).action).not.toBe('stop');
    },
  );

  it('every opt-out word in any case, with punctuation and other words before or after, is an opt-out', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STOP_WORDS).chain((word) => fc.tuple(fc.constant(word), written(word))),
        otherWords,
        otherWords,
        punctuation,
        ([word, text], before, after, mark) => {
          const body = [...before, `${text}${mark}`, ...after].join(' ');
          expect(readTextedRequest(body)).toEqual({
            action: 'stop',
            keyword: word,
            locale: TEXTING_KEYWORDS.get(word)!.locale,
          });
        },
      ),
    );
  });

  it('a word that merely contains an opt-out word is never one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STOP_WORDS),
        fc.stringMatching(/^[a-z]{1,4}$/),
        fc.boolean(),
        (word, extra, front) => {
          const glued = front ? `${extra}${word.toLowerCase()}` : `${word.toLowerCase()}${extra}`;
          fc.pre(!TEXTING_KEYWORDS.has(glued.toUpperCase()));
          expect(readTextedRequest(glued).action).not.toBe('stop');
        },
      ),
    );
  });
});

describe('readTextedRequest: opt-in, help and apply by the first word', () => {
  it('every opt-in and help word in any case, with punctuation and words after it, is honoured', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...START_WORDS, ...HELP_WORDS)
          .chain((word) => fc.tuple(fc.constant(word), written(word))),
        punctuation,
        otherWords,
        ([word, text], mark, after) => {
          const { action, locale } = TEXTING_KEYWORDS.get(word)!;
          expect(readTextedRequest([`${text}${mark}`, ...after].join(' '))).toEqual({
            action,
            keyword: word,
            locale,
          });
        },
      ),
    );
  });

  it.each([
    ['START!', 'start', 'START', 'en'],
    ['Start please', 'start', 'START', 'en'],
    ['comenzar.', 'start', 'COMENZAR', 'es'],
    ['Comenzar por favor', 'start', 'COMENZAR', 'es'],
    ['Help?', 'help', 'HELP', 'en'],
    ['¿Ayuda?', 'help', 'AYUDA', 'es'],
  ])('%s → %s', (body, action, keyword, locale) => {
    expect(readTextedRequest(body)).toEqual({ action, keyword, locale });
  });

  it('APPLY and SOLICITAR, alone or with the shop after them', () => {
    expect(readTextedRequest('Apply!')).toEqual({
      action: 'apply',
      keyword: 'APPLY',
      locale: 'en',
      shop: undefined,
    });
    expect(readTextedRequest(' solicitar 100001. ')).toEqual({
      action: 'apply',
      keyword: 'SOLICITAR',
      locale: 'es',
      shop: '100001',
    });
    expect(readTextedRequest('SOLICITAR de mo')).toMatchObject({ shop: 'DE MO' });
  });

  it('anything else is a shop keyword or Apply Code, without its punctuation', () => {
    expect(readTextedRequest('100001.')).toEqual({ action: 'shop', shop: '100001' });
    expect(readTextedRequest('Tire Pros!')).toEqual({ action: 'shop', shop: 'TIRE PROS' });
    expect(readTextedRequest('I want to start')).toEqual({ action: 'shop', shop: 'I WANT TO START' });
    expect(readTextedRequest('')).toEqual({ action: 'shop', shop: '' });
  });
});
