import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Webhook } from 'standardwebhooks';
import { checkedLookup, endpointUrlProblem, EndpointRefused, publicAddressesOf } from './endpoint-address.js';

/** What an endpoint answered: its status (null when it never answered) and the start of its body, or why not. */
export interface WebhookAnswer {
  status: number | null;
  excerpt: string;
}

/** The console shows this much of an answer: enough to read an error, never a whole page kept per try. */
export const EXCERPT_CHARACTERS = 500;

export interface OutgoingWebhook {
  url: string;
  /** The message's webhook-id: the same on every try, so the receiver can drop a repeat. */
  messageId: string;
  payload: string;
  /** The endpoint's secrets (whsec_…): the current one, and the one before a rotation while it still signs. */
  secrets: readonly string[];
  at: Date;
}

/**
 * The webhook-signature header (Standard Webhooks): one `v1,<base64>` per secret, space-separated, signed by
 * the specification's own library. During a rotation both secrets sign, so a receiver holding either verifies.
 */
export function signatureHeader(secrets: readonly string[], messageId: string, at: Date, payload: string) {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, at, payload)).join(' ');
}

/**
 * Sends one webhook: a POST over https (http only where local endpoints are allowed) to an address checked as
 * the socket connects, within a timeout, redirects not followed. Never throws: every outcome is an answer the
 * console can show.
 */
export class WebhookSender {
  constructor(private readonly options: { timeoutMs: number; allowLocalEndpoints: boolean }) {}

  async send(message: OutgoingWebhook): Promise<WebhookAnswer> {
    let url: URL;
    try {
      url = new URL(message.url);
      const problem = endpointUrlProblem(url, this.options.allowLocalEndpoints);
      if (problem) return { status: null, excerpt: problem };
      // An address written in the URL is never looked up: checked here.
      await publicAddressesOf(url.hostname, this.options.allowLocalEndpoints);
    } catch (error) {
      return { status: null, excerpt: error instanceof EndpointRefused ? error.message : 'Invalid address.' };
    }
    const body = Buffer.from(message.payload, 'utf8');
    const headers = {
      'content-type': 'application/json',
      'content-length': String(body.length),
      'user-agent': 'TextToApply-Webhooks/1',
      'webhook-id': message.messageId,
      'webhook-timestamp': String(Math.floor(message.at.getTime() / 1000)),
      'webhook-signature': signatureHeader(message.secrets, message.messageId, message.at, message.payload),
    };
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<WebhookAnswer>((resolve) => {
      let settled = false;
      const finish = (answer: WebhookAnswer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve(answer);
      };
      const outgoing = request(
        url,
        {
          method: 'POST',
          headers,
          lookup: checkedLookup(this.options.allowLocalEndpoints),
          // One connection per delivery: a kept-alive socket would skip the address check of the next one.
          agent: false,
        },
        (response: IncomingMessage) => {
          const status = response.statusCode ?? null;
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
            // Bounded: the rest of a large answer is never read.
            if (text.length >= EXCERPT_CHARACTERS) {
              finish({ status, excerpt: text.slice(0, EXCERPT_CHARACTERS) });
              response.destroy();
            }
          });
          response.on('end', () => finish({ status, excerpt: text.slice(0, EXCERPT_CHARACTERS) }));
          response.on('error', () => finish({ status, excerpt: text.slice(0, EXCERPT_CHARACTERS) }));
        },
      );
      const timer = setTimeout(() => {
        finish({ status: null, excerpt: `No answer within ${this.options.timeoutMs} ms.` });
        outgoing.destroy();
      }, this.options.timeoutMs);
      outgoing.on('error', (error: Error) =>
        finish({
          status: null,
          excerpt:
            error instanceof EndpointRefused
              ? error.message
              : `Could not connect: ${error.message}`.slice(0, 200),
        }),
      );
      outgoing.end(body);
    });
  }
}
