import type { FastifyInstance } from 'fastify';
import { awaitDecision, cfnaAppData, CONSENT_TEXT } from './helper.js';

/** YYYY-MM-DD `days` from today: the payday rules are checked against the server's clock. */
export function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** A CVV that cannot be mistaken for anything else in a database or log dump. */
export const APPLICATION_CVV = '9731';

/** The app request id 'Account Information' made for the card check, sent again with the application. */
export const AFF_APP_REQUEST_ID = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';

/** The card check 'Account Information' sends for this appData (lenders §3 "Card validation payload"). */
export function cardCheckOf(appData: Record<string, string>, t2AStoreKeyId: string) {
  return {
    q: appData.CC_NUMBER,
    zipcode: appData.BILLING_ZIP,
    exp: `${appData.CC_EXP_MONTH}${(appData.CC_EXP_YEAR ?? '').slice(-2)}`,
    cvv: appData.CVV,
    appReqId: appData.APP_REQUEST_ID,
    t2AStoreKeyId,
  };
}

/**
 * Passes the application's card through AFF's card check, as Next on 'Account Information' does (lenders §4
 * "Card validation (AFF)"): the server takes an AFF application only with the card it last passed (decision 090).
 */
export async function passCardCheck(
  app: FastifyInstance,
  token: string,
  appData: Record<string, string>,
  t2AStoreKeyId: string,
): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/apps/amff/validate-debit-card',
    headers: { authorization: `Bearer ${token}` },
    payload: cardCheckOf(appData, t2AStoreKeyId),
  });
  if (res.statusCode !== 200 || !res.json<{ success: boolean }>().success) {
    throw new Error(`AFF card check answered ${res.statusCode}: ${res.body}`);
  }
}

/** A complete AFF application (lenders §2 "Extra financial") at the GNES,AMFF demo shop. */
export function affPayload(consumerId: string, phone: string, ssn: string) {
  return {
    tier: '3',
    appType: 'AMFF',
    t2AConsumerKeyId: consumerId,
    t2AStoreKeyId: 'demo-gnes',
    appData: {
      ...cfnaAppData(phone, ssn),
      MONTHLY_GROSS_INCOME: '4000',
      PAY_FREQUENCY: 'B',
      LAST_PAYDAY: isoDay(-3),
      NEXT_PAYDAY: isoDay(11),
      CC_NUMBER: '4111111111111111',
      CC_EXP_MONTH: '12',
      CC_EXP_YEAR: '2030',
      BILLING_ZIP: '98052',
      CVV: APPLICATION_CVV,
      ROUTING_NUMBER: '021000021',
      ACCOUNT_NUMBER: '12345678',
      PAYMENT_METHOD: '1',
      APP_REQUEST_ID: AFF_APP_REQUEST_ID,
    },
    confirmTimestamp: new Date().toISOString(),
    selectedApps: 'AMFF',
    consentText: CONSENT_TEXT,
  };
}

/** Submits the AFF application and waits for AFF's decision; answers the application id. */
export async function submitAff(
  app: FastifyInstance,
  consumer: { token: string; consumerId: string; phone: string },
  ssn = '444444444',
): Promise<string> {
  const payload = affPayload(consumer.consumerId, consumer.phone, ssn);
  await passCardCheck(app, consumer.token, payload.appData, payload.t2AStoreKeyId);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/apps/app/',
    headers: { authorization: `Bearer ${consumer.token}` },
    payload,
  });
  if (res.statusCode !== 200) throw new Error(`AFF submit answered ${res.statusCode}: ${res.body}`);
  const id = res.json<{ applicationKeyId: string }>().applicationKeyId;
  await awaitDecision(app, consumer.token, id);
  return id;
}

/**
 * Signs in AFF's hosted page as a person in the frame does: opens the one-time URL, presses Sign (the form's
 * post), and answers where the page sent the frame (the return URL with the lender's event).
 */
export async function signThroughPage(url: string): Promise<{ location: string; page: string }> {
  const opened = await fetch(url, { redirect: 'manual' });
  const page = await opened.text();
  if (opened.status !== 200) return { location: opened.headers.get('location') ?? '', page };
  const nonce = /name="nonce" value="([^"]+)"/.exec(page)?.[1];
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  if (!nonce || !action) throw new Error('no signing form on the page');
  const signed = await fetch(new URL(action, url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ nonce }).toString(),
    redirect: 'manual',
  });
  return { location: signed.headers.get('location') ?? '', page };
}

/**
 * AFF's electronic consent as the loan details read it (gen-tc), for the agreement 'Confirm and Sign' sends
 * (decision 293): the text shown and its version.
 */
export async function affEsignConsent(
  app: FastifyInstance,
  token: string,
  t2AStoreKeyId = 'demo-gnes',
): Promise<{ esign: string; esignVersion: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/apps/amff/gen-tc',
    headers: { authorization: `Bearer ${token}` },
    payload: { t2AStoreKeyId },
  });
  if (res.statusCode !== 200) throw new Error(`AFF documents answered ${res.statusCode}: ${res.body}`);
  return res.json<{ esign: string; esignVersion: string }>();
}
