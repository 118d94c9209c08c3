import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxMessage {
  to: string;
  body: string;
  createdAt: string;
}

/** Six digits on their own: a verification code in a text. */
const CODE = /\b(\d{6})\b/;

/**
 * The newest SMS the local provider stored for this phone (digits only) whose body `wanted` accepts, waiting
 * briefly for it; `what` names it when it never comes.
 */
async function newestTextTo(
  request: APIRequestContext,
  phoneDigits: string,
  wanted: (body: string) => boolean,
  what: string,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/outbox');
        const messages = (await response.json()) as OutboxMessage[];
        found = messages
          .filter((m) => m.to.replace(/\D/g, '').endsWith(phoneDigits) && wanted(m.body))
          .at(-1);
        return found !== undefined;
      },
      { message: `${what} texted to ${phoneDigits}` },
    )
    .toBe(true);
  return found!;
}

/** The newest SMS the local provider stored for this phone (digits only), waiting briefly for it. */
export function latestSmsTo(request: APIRequestContext, phoneDigits: string): Promise<OutboxMessage> {
  return newestTextTo(request, phoneDigits, () => true, 'a text');
}

/**
 * The six-digit code in the newest verification text sent to this phone. Other texts to the same phone (a
 * shop's link) may be listed after it, so the code's own text is waited for, not the newest text.
 */
export async function latestVerificationCode(
  request: APIRequestContext,
  phoneDigits: string,
): Promise<string> {
  const message = await newestTextTo(request, phoneDigits, (body) => CODE.test(body), 'a verification code');
  return CODE.exec(message.body)![1]!;
}

/**
 * A fresh, valid US mobile number per call, so the per-phone limits never couple tests. The exchange (the
 * three digits after the area code) must start with 2-9 in the North American plan, or the SMS webhook rightly
 * ignores the sender; a counter keeps two calls in the same millisecond apart.
 */
let phonesIssued = 0;
export function uniquePhone(): string {
  const n = Date.now() + phonesIssued++;
  const exchangeLead = 2 + (Math.floor(n / 1_000_000) % 8);
  return `425${exchangeLead}${String(n % 1_000_000).padStart(6, '0')}`;
}
