// The consumer API's shapes, imported as '@ttapply/domain/consumer-api': the server's routes validate and write
// with the schemas, the consumer's pages import only the types (`import type`), so zod never enters a page
// for them.
export * from './consumer-api.js';
