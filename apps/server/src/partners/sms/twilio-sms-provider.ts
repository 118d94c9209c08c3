import twilio from 'twilio';
import type { SmsProvider } from './sms-provider.js';

/** Production provider: Twilio's Messages API through the official SDK. */
export class TwilioSmsProvider implements SmsProvider {
  readonly name = 'twilio';
  private readonly client: ReturnType<typeof twilio>;

  constructor(
    accountSid: string,
    authToken: string,
    private readonly from: string,
  ) {
    this.client = twilio(accountSid, authToken);
  }

  async send(to: string, body: string): Promise<void> {
    await this.client.messages.create({ to: `+1${to}`, from: this.from, body });
  }
}
