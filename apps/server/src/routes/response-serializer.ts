import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serializer = ReturnType<typeof fastJson>;

/**
 * One serialiser per schema, however many routes and status codes declare it (every route's 400, 404, 429 and 500
 * share one error schema). Each fast-json-stringify compilation names its root in a fresh object (`__fjs_root_N`),
 * a transition V8 keeps on the empty object's hidden class until a full collection; compiled per route and
 * status code they reached V8's ceiling of 1,536, and every object built from `{}` then got a hidden class of its
 * own: a third slower per request until the first full collection (decision 259).
 */
const compiled = new WeakMap<z.ZodType, Serializer>();

/**
 * Every response body is written by a serialiser compiled once per schema from zod: the schema turns into JSON
 * Schema and fast-json-stringify (Fastify's own serialiser) writes exactly its declared properties, so a field a
 * route does not declare never leaves the server, and the body is written without first walking it with zod
 * (decision 027). A missing required field fails as before, with a 500 and no body. A schema that has no JSON
 * Schema form (the PDF route's `z.instanceof(Buffer)`; Fastify sends buffers as they are) keeps zod's serialiser.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const known = compiled.get(route.schema);
  if (known) return known;
  let jsonSchema: object;
  try {
    jsonSchema = z.toJSONSchema(route.schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
    });
  } catch {
    // Not kept: zod's serialiser names the route's method and URL in its error.
    return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
  }
  const serializer = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  compiled.set(route.schema, serializer);
  return serializer;
};
