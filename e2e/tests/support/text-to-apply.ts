import { expect, type APIRequestContext } from '@playwright/test';
import { latestSmsTo } from './outbox';

/** Posts an inbound text the way Twilio does (form-encoded; unsigned, as no auth token is configured). */
export async function textUs(request: APIRequestContext, fromDigits: string, body: string): Promise<void> {
  const response = await request.post('/api/v1/sms/inbound', {
    form: { From: `+1${fromDigits}`, To: '898227', Body: body },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/xml');
}

/** The link in the newest reply texted to this phone. */
export async function linkInReply(
  request: APIRequestContext,
  phoneDigits: string,
  path = '/go/',
): Promise<string> {
  const reply = await latestSmsTo(request, phoneDigits);
  const escaped = path.replace(/[/]/g, '\\/');
  const link = new RegExp(`https?://\\S+${escaped}[0-9A-Za-z]*`).exec(reply.body)?.[0];
  expect(link, `no ${path} link in "${reply.body}"`).toBeDefined();
  return link!;
}
