import { buildSandbox } from '@ttapply/partner-sandbox';

/** The partner sandbox (apps/partner-sandbox) on a free loopback port, as `npm start` runs it beside the app. */
export interface RunningSandbox {
  url: string;
  /** Test controls of the sandbox (its README): make a lender slow, fail, time out or drop its answer. */
  behaviour(body: {
    lender: string;
    mode: 'normal' | 'slow' | 'error' | 'timeout' | 'drop-first-response';
    delayMs?: number;
    times?: number;
  }): Promise<void>;
  /** Hard (application) and soft (prequal) credit pulls the lender made for this SSN. */
  pulls(lender: string, ssn: string): Promise<{ hard: number; soft: number; requests: number }>;
  inFlight(lender: string): Promise<number>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function startSandbox(
  options: { delay?: { minMs: number; maxMs: number } } = {},
): Promise<RunningSandbox> {
  const sandbox = await buildSandbox({
    delay: options.delay ?? { minMs: 0, maxMs: 0 },
    // Synchrony's hosted form decides at once here too: "lender delays are 0" (the 2 s is for people).
    hostedFormDecisionMs: 0,
    controls: true,
  });
  await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const address = sandbox.server.address();
  if (!address || typeof address === 'string') throw new Error('sandbox has no TCP address');
  const url = `http://127.0.0.1:${address.port}`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`sandbox ${path} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  return {
    url,
    async behaviour(body) {
      await post('/sandbox/behaviour', body);
    },
    async pulls(lender, ssn) {
      return (await post('/sandbox/pulls', { lender, ssn })) as {
        hard: number;
        soft: number;
        requests: number;
      };
    },
    async inFlight(lender) {
      const res = await fetch(`${url}/sandbox/requests-in-flight?lender=${lender}`);
      return ((await res.json()) as { inFlight: number }).inFlight;
    },
    async reset() {
      await post('/sandbox/reset', {});
    },
    close: () => sandbox.close(),
  };
}
