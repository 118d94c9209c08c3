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

/** The six-digit code in the newest verification text sent to this phone. */
export async function latestVerificationCode(
  request: APIRequestContext,
  phoneDigits: string,
): Promise<string> {
  const message = await latestSmsTo(request, phoneDigits);
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  expect(code, `no six-digit code in "${message.body}"`).toBeDefined();
  return code!;
}

/** A fresh mobile number per test, so the per-phone send limit never couples tests. */
export function uniquePhone(): string {
  const suffix = String(Date.now() % 10_000_000).padStart(7, '0');
  return `425${suffix}`;
}
