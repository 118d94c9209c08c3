import type { Config } from '../../config.js';
import type { Database } from '../../db/database.js';
import { LocalSmsProvider } from './local-sms-provider.js';
import type { SmsProvider } from './sms-provider.js';
import { TwilioSmsProvider } from './twilio-sms-provider.js';

export type { SmsProvider } from './sms-provider.js';

/** Picks the SMS provider from SMS_PROVIDER; config validation already ensured Twilio credentials exist. */
export function createSmsProvider(config: Config, db: Database, now: () => Date): SmsProvider {
  if (config.sms.provider === 'twilio') {
    const { accountSid, authToken, fromNumber } = config.sms.twilio;
    return new TwilioSmsProvider(accountSid ?? '', authToken ?? '', fromNumber ?? '');
  }
  return new LocalSmsProvider(db, now);
}
