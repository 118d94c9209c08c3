import type { Database } from '../../db/database.js';
import { emailOutbox } from '../../db/schema.js';
import type { EmailMessage, EmailProvider } from './email-provider.js';

/**
 * Development and test provider: keeps every message in the email_outbox table (GET /api/dev/email-outbox),
 * attachment names only, so nobody is e-mailed from a laptop or a training session.
 */
export class LocalEmailProvider implements EmailProvider {
  readonly name = 'local';
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    await this.db.insert(emailOutbox).values({
      to: message.to,
      subject: message.subject,
      body: message.text,
      attachments: (message.attachments ?? []).map((a) => a.filename),
      createdAt: this.now(),
    });
  }
}
