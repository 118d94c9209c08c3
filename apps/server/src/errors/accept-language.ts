/** The languages a consumer can read the journey in; English is the spec's and the default. */
export type ConsumerLanguage = 'en' | 'es';

const SUPPORTED: readonly ConsumerLanguage[] = ['en', 'es'];

interface Range {
  /** Lower-case primary subtag ('es' of 'es-MX'), or '*'. */
  primary: string;
  q: number;
  position: number;
}

/** RFC 9110 §12.4.2: a qvalue is 0 to 1 with at most three decimals; anything else makes the range unusable. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;
const LANGUAGE_RANGE = /^(?:\*|[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*)$/;

function parseRanges(header: string): Range[] {
  const ranges: Range[] = [];
  header.split(',').forEach((part, position) => {
    const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!LANGUAGE_RANGE.test(tag)) return;
    let q = 1;
    for (const param of params) {
      const [name, value = ''] = param.split('=').map((piece) => piece.trim());
      if (name?.toLowerCase() !== 'q') continue;
      if (!QVALUE.test(value)) return;
      q = Number(value);
    }
    ranges.push({ primary: (tag.split('-')[0] as string).toLowerCase(), q, position });
  });
  return ranges;
}

/**
 * The supported language the header prefers (RFC 9110 §12.5.4): each language takes the weight of the range
 * naming its primary subtag ('es', 'es-US', 'es-MX', 'es-419' all name Spanish; we write one neutral US
 * Spanish), else of '*'; q=0 means "not this one". The higher weight wins, an earlier range breaks a tie,
 * and without a header, or with only languages we do not write, the answer is English as before.
 */
export function preferredLanguage(header: string | string[] | undefined): ConsumerLanguage {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranges = parseRanges(text);
  let best: { language: ConsumerLanguage; q: number; position: number } = {
    language: 'en',
    q: 0,
    position: Infinity,
  };
  for (const language of SUPPORTED) {
    const named = ranges.filter((range) => range.primary === language);
    const candidates = named.length > 0 ? named : ranges.filter((range) => range.primary === '*');
    for (const range of candidates) {
      if (range.q > best.q || (range.q === best.q && range.q > 0 && range.position < best.position)) {
        best = { language, q: range.q, position: range.position };
      }
    }
  }
  return best.language;
}
