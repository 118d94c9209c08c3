/** Sends text messages to consumers (GUIDE 4 "Partners behind interfaces"). */
export interface SmsProvider {
  /** Short name used in logs and to decide whether the dev outbox route exists. */
  readonly name: 'local' | 'twilio' | string;
  /**
   * Sends `body` to a 10-digit US mobile number. Resolves once the provider accepted the message;
   * rejects when it did not, so the caller can answer 'An error occurred sending out the access code.'
   */
  send(to: string, body: string): Promise<void>;
}
