import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Every response body is written by a serialiser compiled once per route from its zod schema: the schema turns
 * into JSON Schema and fast-json-stringify (Fastify's own serialiser) writes exactly its declared properties, so
 * a field a route does not declare never leaves the server, and the body is written without first walking it with
 * zod (decision 027). A missing required field fails as before, with a 500 and no body. A schema that has no JSON
 * Schema form (the PDF route's `z.instanceof(Buffer)`; Fastify sends buffers as they are) keeps zod's serialiser.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let jsonSchema: object;
  try {
    jsonSchema = z.toJSONSchema(route.schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
    });
  } catch {
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  }
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
