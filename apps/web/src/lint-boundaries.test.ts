// @vitest-environment node
// The module boundaries of docs/architecture.md "Module boundaries" bite: ESLint's Node API, with the repo's
// own eslint.config.js, lints one fixture per rule (apps/web/lint-fixtures) and must report exactly that rule.
// The allowed fixture must report nothing, so a rule that flags every import would fail here too.
import { spawnSync } from 'node:child_process';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = decodeURIComponent(new URL('../../../', import.meta.url).pathname);
const fixtures = import.meta.glob<string>('../lint-fixtures/*.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function fixture(name: string): string {
  const text = fixtures[`../lint-fixtures/${name}`];
  if (text === undefined) throw new Error(`no lint fixture ${name}`);
  return text;
}

/** The `// lint-as: <path>` of a fixture: where it is linted from, inside the zone it tests. */
function lintAs(text: string): string {
  const match = /^\/\/ lint-as: (\S+)/.exec(text);
  if (!match) throw new Error('a zone fixture starts with // lint-as: <path>');
  return `${root}${match[1]}`;
}

let eslint: ESLint;
beforeAll(() => {
  // ignore: false, because npm run lint ignores the fixtures folder.
  eslint = new ESLint({ cwd: root, ignore: false });
});

async function problemsOf(name: string) {
  const text = fixture(name);
  const [result] = await eslint.lintText(text, { filePath: lintAs(text) });
  return result!.messages.map((message) => ({ ruleId: message.ruleId, message: message.message }));
}

// Resolving imports and loading the config takes a few seconds on a busy machine.
describe('lint boundaries', { timeout: 60_000 }, () => {
  it.each([
    ['feature-imports-app.ts', 'A feature never imports src/app'],
    ['web-lender-imports-lender.ts', 'One lender folder never imports another'],
    ['web-shared-imports-lender.ts', 'Code shared by the lenders names no single lender'],
    ['server-lender-imports-lender.ts', 'One lender folder never imports another'],
    ['sandbox-lender-imports-lender.ts', 'One lender folder never imports another'],
    ['server-errors-imports-routes.ts', 'errors never imports routes'],
    ['server-services-import-lenders.ts', 'The services never import the lenders'],
    [
      'server-shared-imports-lender.ts',
      "Shared code reads the lenders through their registry, never one lender's folder",
    ],
    ['server-seed-imports-staff.ts', 'The seed writes data and never imports the staff services'],
    ['domain-imports-app.ts', 'packages/domain is pure rules shared by every app: it imports no app'],
    ['consumer-imports-console.ts', "The consumer's pages never import the shop console"],
    ['console-imports-feature.ts', 'The shop console imports only src/components and src/styles'],
  ])('%s: import-x/no-restricted-paths reports it', async (name, why) => {
    const problems = await problemsOf(name);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.ruleId).toBe('import-x/no-restricted-paths');
    expect(problems[0]!.message).toContain(why);
  });

  it('a lender using the shared lender code and lib: no problem', async () => {
    expect(await problemsOf('lender-imports-shared.ts')).toEqual([]);
  });

  it('the shop console and the shared components and domain entry: no problem', async () => {
    expect(await problemsOf('console-imports-shared.ts')).toEqual([]);
  });

  it("the shop console importing the domain's main barrel: no-restricted-imports reports it", async () => {
    const problems = await problemsOf('console-imports-domain-barrel.ts');
    expect(problems).toHaveLength(1);
    expect(problems[0]!.ruleId).toBe('no-restricted-imports');
    expect(problems[0]!.message).toContain('@ttapply/domain/console');
  });

  it("two modules importing each other: oxlint's import/no-cycle reports it, with the repo's .oxlintrc.json", () => {
    // npm run lint passes --ignore-pattern for the fixtures; named here, the fixture is linted.
    const { stdout } = spawnSync(
      `${root}node_modules/.bin/oxlint`,
      ['--format', 'json', 'apps/web/lint-fixtures/cycle-a.ts'],
      { cwd: root, encoding: 'utf8' },
    );
    const { diagnostics } = JSON.parse(stdout) as { diagnostics: { code: string }[] };
    expect(diagnostics.map((diagnostic) => diagnostic.code)).toEqual(['import(no-cycle)']);
  });
});
