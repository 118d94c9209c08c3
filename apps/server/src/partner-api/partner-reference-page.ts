import { escapeHtml } from '../documents/legal-document.js';

/**
 * The partner API's reference as one HTML page written from the OpenAPI description (decision 315): each operation
 * with its summary, whether it takes a key, its parameters, its body's fields and its answers, read from the
 * same JSON Schema the routes validate with. No script: it reads in any browser, prints, and runs under the page CSP.
 */

interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  description?: string;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
}

interface Operation {
  summary?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  info?: { title?: string; version?: string };
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

function resolve(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  const name = schema.$ref?.replace('#/components/schemas/', '');
  return name ? (document.components?.schemas?.[name] ?? schema) : schema;
}

function lengthWords({ minLength, maxLength }: JsonSchema): string {
  if (minLength !== undefined && maxLength !== undefined) return `${minLength} to ${maxLength} characters`;
  if (maxLength !== undefined) return `at most ${maxLength} characters`;
  return minLength !== undefined ? `at least ${minLength} characters` : '';
}

/** A schema's type and limits in a few words: "string, 1 to 64 characters", "one of: en, es". */
function typeWords(schema: JsonSchema): string {
  const variants = (schema.anyOf ?? schema.oneOf)?.filter((v) => v.type !== 'null');
  if (variants?.length === 1 && (schema.anyOf ?? schema.oneOf)!.length === 2) {
    return `${typeWords(variants[0]!)} or null`;
  }
  if (schema.const !== undefined) return `always ${JSON.stringify(schema.const)}`;
  if (schema.enum) return `one of: ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  const types = [schema.type ?? (schema.properties ? 'object' : 'any')].flat().filter((t) => t !== 'null');
  const nullable = [schema.type].flat().includes('null') ? ' or null' : '';
  const limits = [
    schema.format ? `format ${schema.format}` : '',
    lengthWords(schema),
    schema.exclusiveMinimum !== undefined ? `more than ${schema.exclusiveMinimum}` : '',
    // An integer's own bounds (±2⁵³ − 1) say nothing to a reader.
    schema.minimum !== undefined && schema.minimum > Number.MIN_SAFE_INTEGER
      ? `at least ${schema.minimum}`
      : '',
    schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER
      ? `at most ${schema.maximum}`
      : '',
    // A format says it in a word; its pattern (an e-mail's is a paragraph) would only hide it.
    schema.pattern && !schema.format ? `matching ${schema.pattern}` : '',
    schema.default !== undefined ? `default ${JSON.stringify(schema.default)}` : '',
  ].filter(Boolean);
  return `${types.join(' or ')}${nullable}${limits.length ? `, ${limits.join(', ')}` : ''}`;
}

/** A schema as a list of its fields, nested for objects, arrays of objects and alternatives. */
function fields(input: JsonSchema, document: OpenApiDocument, depth = 0): string {
  const schema = resolve(input, document);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const shown = variants.map((v) => resolve(v, document)).filter((v) => v.type !== 'null');
    if (shown.length === 1) return fields(shown[0]!, document, depth);
    return `<p>One of:</p><ol>${shown.map((v) => `<li>${fields(v, document, depth + 1)}</li>`).join('')}</ol>`;
  }
  if (schema.type === 'array' && schema.items) {
    const item = resolve(schema.items, document);
    return item.properties
      ? `<p>A list, each:</p>${fields(item, document, depth + 1)}`
      : `<p>A list of ${escapeHtml(typeWords(item))}</p>`;
  }
  if (!schema.properties) return `<p>${escapeHtml(typeWords(schema))}</p>`;
  if (depth > 4) return '<p>object</p>';
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties).map(([name, property]) => {
    const field = resolve(property, document);
    const nested =
      field.properties || field.anyOf || field.oneOf || (field.type === 'array' && field.items)
        ? fields(field, document, depth + 1)
        : '';
    return (
      `<dt><code>${escapeHtml(name)}</code>${required.has(name) ? '' : ' <small>(optional)</small>'}</dt>` +
      `<dd>${escapeHtml(typeWords(field))}${field.description ? `: ${escapeHtml(field.description)}` : ''}${nested}</dd>`
    );
  });
  return `<dl>${rows.join('')}</dl>`;
}

function operationHtml(
  method: string,
  path: string,
  operation: Operation,
  document: OpenApiDocument,
): string {
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
  const parameters = (operation.parameters ?? []).filter(
    (p) => p.in !== 'header' || p.name !== 'authorization',
  );
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const responses = Object.entries(operation.responses ?? {}).map(([status, answer]) => {
    const [mediaType, content] = Object.entries(answer.content ?? {})[0] ?? ['', undefined];
    const shape =
      status.startsWith('2') && content?.schema && mediaType === 'application/json'
        ? fields(content.schema, document)
        : '';
    return `<li><strong>${escapeHtml(status)}</strong> ${escapeHtml(mediaType)}${shape}</li>`;
  });
  return [
    `<section id="${id}" aria-labelledby="${id}-h">`,
    `<h2 id="${id}-h"><code>${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</code></h2>`,
    operation.summary ? `<p>${escapeHtml(operation.summary)}</p>` : '',
    `<p>${operation.security?.length ? 'Takes the location’s key: <code>Authorization: Bearer tta_…</code>.' : 'Takes no key.'}</p>`,
    parameters.length
      ? `<h3>Parameters</h3><dl>${parameters
          .map(
            (p) =>
              `<dt><code>${escapeHtml(p.name)}</code> <small>(${escapeHtml(p.in)}${p.required ? '' : ', optional'})</small></dt>` +
              `<dd>${escapeHtml(p.schema ? typeWords(resolve(p.schema, document)) : '')}${p.description ? `: ${escapeHtml(p.description)}` : ''}</dd>`,
          )
          .join('')}</dl>`
      : '',
    body ? `<h3>Body (JSON)</h3>${fields(body, document)}` : '',
    `<h3>Answers</h3><ul>${responses.join('')}</ul>`,
    '</section>',
  ].join('\n');
}

/** The page: the partner API's operations under `prefix`, from the whole description. */
export function partnerReferencePage(document: OpenApiDocument, prefix: string): string {
  const operations = Object.entries(document.paths ?? {})
    .filter(([path]) => path.startsWith(prefix))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
    );
  const problem = document.components?.schemas?.Problem;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner API reference | Text To Apply</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 0 auto; padding: 1rem; color: #1a1a1a; }
code { font-family: ui-monospace, monospace; background: #f3f3f3; padding: 0 .2em; }
section { border-top: 1px solid #ccc; margin-top: 2rem; }
dl { margin-left: 1rem; } dt { font-weight: 600; margin-top: .5rem; } dd { margin-left: 1rem; }
small { color: #555; }
</style>
</head>
<body>
<main>
<h1>Partner API reference</h1>
<p>For a shop’s own system: start a customer’s application, follow it, close it. Version ${escapeHtml(document.info?.version ?? '')}.
Every request but the QR code’s takes the location’s key as <code>Authorization: Bearer tta_…</code> (made by an owner
or manager in the shop console). Every POST takes an <code>Idempotency-Key</code>: the same key and request within
24 hours answers the first answer again (marked <code>Idempotent-Replayed: true</code>), the same key with another
request 422. Every answer carries <code>X-Request-ID</code>. The machine-readable description is
<a href="/api/openapi.json">/api/openapi.json</a>.</p>
<nav aria-label="Operations"><ul>${operations
    .map(
      ({ method, path }) =>
        `<li><a href="#${`${method}-${path}`.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}"><code>${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</code></a></li>`,
    )
    .join('')}</ul></nav>
<section aria-labelledby="errors-h"><h2 id="errors-h">Errors</h2>
<p>Every error is <code>application/problem+json</code> (RFC 9457):</p>${problem ? fields(problem, document) : ''}</section>
${operations.map(({ method, path, operation }) => operationHtml(method, path, operation, document)).join('\n')}
</main>
</body>
</html>
`;
}
