// @vitest-environment node
// The consumer API has one contract: the zod schemas the server's routes validate and write with
// (@ttapply/domain/consumer-api; apps/server/test/consumer-api-contract.test.ts holds the routes to them). The
// pages read the answers as those schemas' types, so a field the server stops sending is a type error here.
import { describe, expect, it } from 'vitest';
import apiTypes from './api-types.ts?raw';

const SOURCES = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The source without its comments, so a comment that names a shape does not count as one. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

describe('the consumer API types', () => {
  it('api-types.ts declares no shape of its own: every type is the domain schemas’ type', () => {
    const statements = code(apiTypes)
      .split(';')
      .map((statement) => statement.trim())
      .filter(Boolean);
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement).toMatch(/^export type \{[^}]+\} from '@ttapply\/domain\/consumer-api'$/);
    }
  });

  it('the pages import the consumer API’s types only, so zod never enters a page for them', () => {
    const valueImports = Object.entries(SOURCES).flatMap(([file, text]) =>
      [...code(text).matchAll(/(import|export)\s+(type\s+)?[^;]*?from\s+'@ttapply\/domain\/consumer-api'/g)]
        .filter((match) => !match[2])
        .map(() => file),
    );
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(valueImports).toEqual([]);
  });
});
