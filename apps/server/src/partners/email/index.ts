import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import type { EmailProvider } from './email-provider.js';
import { LocalEmailProvider } from './local-email-provider.js';
import { SmtpEmailProvider } from './smtp-email-provider.js';

export type { EmailMessage, EmailProvider } from './email-provider.js';

/** Picks the e-mail provider from EMAIL_PROVIDER; config validation already ensured SMTP_URL exists for smtp. */
export function createEmailProvider(config: Config, db: Database, now: () => Date): EmailProvider {
  if (config.email.provider === 'smtp') {
    return new SmtpEmailProvider(config.email.smtpUrl ?? '', config.email.from, config.email.timeoutMs);
  }
  return new LocalEmailProvider(db, now);
}
