import { defaultConsentLine, parseLenderList } from '@ttapply/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { awaitDecision, submitPayload } from './helper.js';

/** Redmond Tire Pros: CFNA, then Concora (GNES), DigniFi and EasyPay (lenders §1 tiers). */
export const REDMOND = 'demo-cfna';
export const REDMOND_LENDERS = parseLenderList('CFNA,GNES,CFSS,EZPY');

/** The consent line the review page shows for CFNA at Redmond: it names Concora's automatic soft prequal. */
export const CFNA_CONSENT_NAMING_CONCORA = defaultConsentLine('CFNA', 'application', {
  appList: REDMOND_LENDERS,
});

export interface JourneyAnswer {
  creditChecks: Array<{
    appCode: string;
    check: 'soft' | 'hard';
    consentText: string;
    agreedAt: string;
    checkedAt: string | null;
  }>;
  journey: {
    stage: string;
    page: string | null;
    nextStep: Record<string, unknown> | null;
    lenders: Array<{ appCode: string; status: string; kind: string | null; amount: number | null }>;
    events: Array<{ actor: string; type: string; appCode: string | null }>;
  } | null;
  applications: Array<{ applicationKeyId: string; appType: string; kind: string; result: unknown }>;
}

export async function readJourney(
  app: FastifyInstance,
  token: string,
  shop = REDMOND,
): Promise<JourneyAnswer> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/apps/journey?shop=${shop}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<JourneyAnswer>();
}

/** Reads the journey until `ready` holds: waits for a state, the bound only names a hang. */
export async function awaitJourney(
  app: FastifyInstance,
  token: string,
  ready: (answer: JourneyAnswer) => boolean,
  { timeoutMs = 20_000, shop = REDMOND } = {},
): Promise<JourneyAnswer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await readJourney(app, token, shop);
    if (ready(answer)) return answer;
    if (Date.now() > deadline) throw new Error(`journey never got there: ${JSON.stringify(answer.journey)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** CFNA declines 222222222; at income 50,000 Concora prequalifies it (the sandbox's rule, README). */
export async function submitCfnaDecline(
  app: FastifyInstance,
  consumer: { token: string; consumerId: string; phone: string },
  consentText: string,
) {
  const payload = submitPayload(consumer.consumerId, consumer.phone, '222222222', REDMOND);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/apps/app/',
    headers: { authorization: `Bearer ${consumer.token}` },
    payload: { ...payload, appData: { ...payload.appData, ANNUAL_GROSS_INCOME: '50000' }, consentText },
  });
  expect(res.statusCode, res.body).toBe(200);
  const decided = await awaitDecision(app, consumer.token, res.json().applicationKeyId);
  expect(decided.status).toBe('d');
  return decided;
}

export const concoraAnswered = (answer: JourneyAnswer) =>
  answer.applications.some((a) => a.appType === 'GNES' && a.result !== null);
