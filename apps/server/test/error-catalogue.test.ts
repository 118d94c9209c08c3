import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, errorText } from '../src/errors/app-error.js';
import errorHandler from '../src/errors/error-handler.js';
import { ERROR_MESSAGES_EN, type ErrorMessageId } from '../src/i18n/en/error-messages.js';
import { ERROR_MESSAGES_ES } from '../src/i18n/es/error-messages.js';
import { translate } from '../src/i18n/server-i18n.js';
import { consumerMessageSources, HOLE } from './consumer-messages.js';

// docs/decisions/233: the server's own error texts are written from a catalogue by key, English and Spanish
// alike, so no Spanish is found back from the English.

function placeholders(message: CompiledMessage): string[] {
  return message
    .filter((token) => typeof token !== 'string')
    .map((token) => (token as [string])[0])
    .sort();
}

describe('the error catalogues', () => {
  const keys = Object.keys(ERROR_MESSAGES_EN) as ErrorMessageId[];

  it('English and Spanish have the same keys', () => {
    expect(Object.keys(ERROR_MESSAGES_ES).sort()).toEqual([...keys].sort());
  });

  it.each(keys)('%s: Spanish takes exactly the placeholders English takes, in other words', (key) => {
    const english = compileMessageOrThrow(ERROR_MESSAGES_EN[key]);
    const spanish = compileMessageOrThrow(ERROR_MESSAGES_ES[key]);
    expect(placeholders(spanish)).toEqual(placeholders(english));
    expect(ERROR_MESSAGES_ES[key]).not.toBe(ERROR_MESSAGES_EN[key]);
  });

  it('writes each English text as it is, placeholders filled', () => {
    for (const key of keys) {
      const values = Object.fromEntries(
        placeholders(compileMessageOrThrow(ERROR_MESSAGES_EN[key])).map((name) => [name, `<${name}>`]),
      );
      const expected = ERROR_MESSAGES_EN[key].replace(/\{(\w+)\}/g, (_, name: string) => `<${name}>`);
      expect(translate('en', key, values), key).toBe(expected);
    }
  });
});

describe('an error thrown by key', () => {
  async function answer(error: AppError, language?: string) {
    const app = Fastify();
    await app.register(errorHandler);
    app.get('/api/v1/apps/thing', async () => {
      throw error;
    });
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/apps/thing',
      headers: language ? { 'accept-language': language } : {},
    });
    await app.close();
    return { status: res.statusCode, body: res.json() };
  }

  it('keeps its English text, and is answered from the Spanish catalogue by its key', async () => {
    const error = new AppError(
      'ALREADY_APPLIED',
      errorText('application.alreadyAppliedTo', { lender: 'Concora' }),
      {
        fields: { appType: errorText('request.unknownField') },
      },
    );
    expect(error.message).toBe('You have already applied to Concora.');
    expect(error.fields).toEqual({ appType: 'Unknown field.' });
    expect(await answer(error)).toEqual({
      status: 409,
      body: {
        error: {
          code: 'ALREADY_APPLIED',
          message: 'You have already applied to Concora.',
          fields: { appType: 'Unknown field.' },
        },
      },
    });
    expect(await answer(error, 'es-US')).toEqual({
      status: 409,
      body: {
        error: {
          code: 'ALREADY_APPLIED',
          message: 'Ya envió una solicitud a Concora.',
          fields: { appType: 'Campo desconocido.' },
        },
      },
    });
  });

  it("an error code's own text comes from the catalogue too", async () => {
    expect((await answer(new AppError('UNAUTHORIZED'), 'es')).body.error.message).toBe(
      'Su sesión expiró o no existe. Verifique de nuevo su teléfono celular.',
    );
  });
});

describe('the server throws its own texts by key', () => {
  it('no AppError a consumer can see spells out a catalogue text instead of giving its key', () => {
    const catalogued = new Set<string>(Object.values(ERROR_MESSAGES_EN));
    const spelled = consumerMessageSources()
      .filter((source) => source.kind === 'AppError message' || source.kind === 'AppError field')
      // A helper's parameter is read at its call sites, which are checked where they give their text.
      .filter((source) => !/^(errorText|inField)\(|^(message|text)$/.test(source.expression))
      .filter((source) =>
        source.shapes.some(
          (shape) =>
            !shape.includes(HOLE) &&
            // The text alone, or with the request's field named in front ('tier: Versatile applications are tier 3.').
            (catalogued.has(shape) || catalogued.has(shape.slice(shape.indexOf(': ') + 2))),
        ),
      )
      .map((source) => `${source.where} ${source.expression}`);
    expect(spelled).toEqual([]);
  });
});
