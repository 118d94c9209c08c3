import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { versWaterfallSessions } from '../src/lenders/vers/tables.js';
import { cfnaAppData, CONSENT_TEXT } from './helper.js';

/** A Versatile waterfall start as the web page sends it (lenders §7: prequal body plus link fields). */
export function versPayload(consumerId: string, phone: string, ssn: string) {
  return {
    tier: '3',
    appType: 'VERS',
    t2AConsumerKeyId: consumerId,
    t2AStoreKeyId: 'demo-vers',
    appData: cfnaAppData(phone, ssn),
    confirmTimestamp: new Date().toISOString(),
    selectedApps: 'VERS',
    consentText: CONSENT_TEXT,
    phoneNumber: phone,
  };
}

export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  payload?: unknown,
) {
  const res = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several routes, read field by field
  return { status: res.statusCode, body: res.json<Record<string, any>>() };
}

export async function sessionRow(app: FastifyInstance, sessionId: string) {
  const [row] = await app.db
    .select()
    .from(versWaterfallSessions)
    .where(eq(versWaterfallSessions.id, sessionId));
  if (!row) throw new Error(`no session ${sessionId}`);
  return row;
}

/** The consumer walks Versatile's widget to its end, as the widget page does with its front-end token. */
export async function walkWidget(sandboxUrl: string, frontEndToken: string) {
  const res = await fetch(`${sandboxUrl}/vers/widget/apply`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: frontEndToken }),
  });
  if (!res.ok) throw new Error(`widget answered ${res.status}`);
  return (await res.json()) as { steps: { providerId: string; status: string }[] };
}

/** When the sandbox saw our server read the partner session's status. */
export async function statusReads(sandboxUrl: string, partnerSessionId: string): Promise<number[]> {
  const res = await fetch(`${sandboxUrl}/sandbox/vers/sessions/${partnerSessionId}`);
  const body = (await res.json()) as { statusReads: string[] };
  return body.statusReads.map((at) => Date.parse(at));
}

export async function until<T>(
  what: string,
  read: () => Promise<T | undefined>,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
