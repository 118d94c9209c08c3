import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const SCRIPT = fileURLToPath(new URL('./empty-object-transitions.script.ts', import.meta.url));
/** V8 records at most this many transitions on one hidden class (TransitionsAccessor::kMaxNumberOfTransitions). */
const V8_CEILING = 1536;

describe("the empty object's hidden class after the app starts (decision 259)", () => {
  // Every new first property name given to a `{}` leaves a transition on the empty object's hidden class until a
  // full collection. At V8's ceiling, each object built from `{}` (request headers, parsed queries, Node's tick
  // objects) gets a hidden class of its own, and the server ran a third slower until its first full collection.
  // Compiling a response serialiser per route and status code took the app there (1,536); once per schema, 768.
  it("stays well below V8's ceiling of transitions", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--allow-natives-syntax', '--import', 'tsx', '--conditions=@ttapply/source', SCRIPT],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const transitions = Number(/transitions #(\d+)/.exec(stdout)?.[1]);
    expect(transitions).toBeGreaterThan(0);
    expect(transitions).toBeLessThan(V8_CEILING - 300);
  }, 120_000);
});
