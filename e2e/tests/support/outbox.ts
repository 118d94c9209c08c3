import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxMessage {
  to: string;
  body: string;
  createdAt: string;
}

/** The newest SMS the local provider stored for this phone (digits only), waiting briefly for it. */
export async function latestSmsTo(request: APIRequestContext, phoneDigits: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/api/dev/outbox');
      const messages = (await response.json()) as OutboxMessage[];
      found = messages.filter((m) => m.to.replace(/\D/g, '').endsWith(phoneDigits)).at(-1);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/**
 * The six-digit code in the newest verification text sent to this phone. Other texts to the same phone (a
 * shop's link) may be listed after it, so the code's own text is waited for, not the newest text.
 */
export async function latestVerificationCode(
  request: APIRequestContext,
  phoneDigits: string,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/outbox');
        const messages = (await response.json()) as OutboxMessage[];
        const codes = messages
          .filter((m) => m.to.replace(/\D/g, '').endsWith(phoneDigits))
          .map((m) => /\b(\d{6})\b/.exec(m.body)?.[1])
          .filter((c): c is string => c !== undefined);
        code = codes.at(-1);
        return code !== undefined;
      },
      { message: `a verification code texted to ${phoneDigits}` },
    )
    .toBe(true);
  return code!;
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
