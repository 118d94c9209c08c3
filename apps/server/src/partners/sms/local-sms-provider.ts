import type { Database } from '../../db/database.js';
import { smsOutbox } from '../../db/schema.js';
import type { SmsProvider } from './sms-provider.js';

/** Development and test provider: keeps every message in the sms_outbox table (read via GET /api/dev/outbox). */
export class LocalSmsProvider implements SmsProvider {
  readonly name = 'local';
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async send(to: string, body: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ to, body, createdAt: this.now() });
  }
}
