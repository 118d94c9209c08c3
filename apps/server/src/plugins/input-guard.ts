import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import { ERROR_MESSAGES_EN } from '../i18n/en/error-messages.js';

export const NUL_CHARACTER_MESSAGE = ERROR_MESSAGES_EN['request.badCharacter'];
export const UNKNOWN_FIELD_MESSAGE = ERROR_MESSAGES_EN['request.unknownField'];
export const TOO_DEEP_MESSAGE = ERROR_MESSAGES_EN['request.nestedTooDeeply'];
/** No route takes more than a few levels; deeper input is refused rather than left unscanned. */
const MAX_DEPTH = 16;

/**
 * Names of the members every plain object inherits (`toString`, `constructor`, `hasOwnProperty`, `__proto__`,
 * `__defineGetter__`, …). A key with one of these names reads the inherited member from any lookup table that
 * is a plain object, so it is refused before any code sees it.
 */
const BUILT_IN_MEMBERS: ReadonlySet<string> = new Set(Object.getOwnPropertyNames(Object.prototype));

export function isBuiltInMemberName(key: string): boolean {
  return BUILT_IN_MEMBERS.has(key);
}

/**
 * A string PostgreSQL cannot store: a NUL byte (text cannot hold U+0000) or a lone UTF-16 surrogate (not
 * Unicode at all: JSON columns refuse it, and UTF-8 text cannot encode it).
 */
export function hasUnstorableCharacter(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The first part of `value` that no route may receive, as `[path, message]` with the path's keys from `value`
 * down, or undefined. A character PostgreSQL cannot store in any string (value or key) would fail in the database
 * as a 500; a key named after a built-in object member would read that member from a lookup table. The path is
 * put together only for what is refused: every request passes here, nearly all of them clean.
 */
export function unsafeInput(value: unknown, depth = 0): [string[], string] | undefined {
  if (typeof value === 'string')
    return hasUnstorableCharacter(value) ? [[], NUL_CHARACTER_MESSAGE] : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_DEPTH) return [[], TOO_DEEP_MESSAGE];
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = unsafeInput(value[i], depth + 1);
      if (found) return under(String(i), found);
    }
    return undefined;
  }
  if (Buffer.isBuffer(value)) return undefined;
  for (const key of Object.keys(value)) {
    if (hasUnstorableCharacter(key)) return [[key], NUL_CHARACTER_MESSAGE];
    if (isBuiltInMemberName(key)) return [[key], UNKNOWN_FIELD_MESSAGE];
    const found = unsafeInput((value as Record<string, unknown>)[key], depth + 1);
    if (found) return under(key, found);
  }
  return undefined;
}

function under(key: string, [path, message]: [string[], string]): [string[], string] {
  return [[key, ...path], message];
}

/**
 * One rule for every route, before any route's own schema, so bad input answers 400 and never 500 (PostgreSQL
 * text cannot hold U+0000, and a key such as `toString` would read a built-in member): params, query and body
 * are scanned once, and a NUL byte or a built-in member name as a key answers 400 naming the part, the way a
 * schema error does. It hangs on the root instance, so a route added later is covered without opting in.
 */
export default fp(
  async (app) => {
    // Callback style: every request passes here, and nearly all pass without a promise.
    app.addHook('preValidation', (request, _reply, done) => {
      const found =
        refused('params', request.params) ??
        refused('querystring', request.query) ??
        refused('body', request.body);
      if (!found) {
        done();
        return;
      }
      const [field, message] = found;
      done(new AppError('BAD_REQUEST', `${field}: ${message}`, { fields: { [field]: message } }));
    });
  },
  { name: 'input-guard' },
);

/**
 * What `unsafeInput` finds in one part of a request, as `[field, message]`. The field reads like the route's own
 * schema errors: `values.FIRST_NAME` for the body's `values.FIRST_NAME`, the part's name for the part itself. A
 * NUL in a key is shown as `\0`.
 */
function refused(part: string, value: unknown): [string, string] | undefined {
  const found = unsafeInput(value);
  if (!found) return undefined;
  const [path, message] = found;
  return [path.length === 0 ? part : path.map((key) => key.replaceAll('\u0000', '\\0')).join('.'), message];
}
