import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import errorHandler from '../src/errors/error-handler.js';
import { responseSerializerCompiler } from '../src/routes/response-serializer.js';
import { errorResponse } from '../src/routes/schemas.js';

const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
const reply = z.object({
  name: z.string(),
  nested: z.object({ city: z.string() }),
  note: z.string().nullable(),
  tags: z.array(z.string()).optional(),
  extra: z.record(z.string(), z.unknown()).nullable(),
});

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  await app.register(errorHandler);
  const schema = { response: { 200: reply, 500: errorResponse } };
  app.get('/leaky', { schema }, async () => ({
    name: 'Redmond Tire',
    ssn: '111111111',
    nested: { city: 'Redmond', secret: 'x' },
    note: null,
    extra: { any: ['shape', 1] },
  }));
  app.get('/broken', { schema }, async () => ({ nested: { city: 'Redmond' } }) as never);
  app.get('/pdf', { schema: { response: { 200: z.instanceof(Buffer) } } }, async (_request, res) =>
    res.type('application/pdf').send(Buffer.from('%PDF-1.7')),
  );
  await app.ready();
});
afterAll(async () => app.close());

describe('responseSerializerCompiler', () => {
  it('writes only the declared fields, at every depth', async () => {
    const res = await app.inject({ method: 'GET', url: '/leaky' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: 'Redmond Tire',
      nested: { city: 'Redmond' },
      note: null,
      extra: { any: ['shape', 1] },
    });
    expect(res.body).not.toContain('111111111');
  });

  it('answers 500 with the generic error, not a partial body, when a required field is missing', async () => {
    const res = await app.inject({ method: 'GET', url: '/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: expect.any(String) } });
    expect(res.body).not.toContain('stack');
  });

  it('sends a Buffer as it is for a schema without a JSON Schema form', async () => {
    const res = await app.inject({ method: 'GET', url: '/pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('%PDF-1.7');
  });
});

describe('one serialiser per schema', () => {
  it('hands every route and status code that declares a schema the serialiser compiled for it first', () => {
    const compile = (url: string, httpStatus: string) =>
      responseSerializerCompiler({ schema: errorResponse, method: 'GET', url, httpStatus });
    const first = compile('/a', '400');
    expect(compile('/a', '500')).toBe(first);
    expect(compile('/b', '404')).toBe(first);
    expect(
      responseSerializerCompiler({ schema: reply, method: 'GET', url: '/a', httpStatus: '200' }),
    ).not.toBe(first);
  });
});
