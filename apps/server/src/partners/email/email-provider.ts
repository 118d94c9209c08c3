/** One e-mail with its attachments (a lender's terms as PDF, lenders §2 "email button"). */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** The e-mail partner behind an interface (GUIDE 4): SMTP through nodemailer, or the local outbox. */
export interface EmailProvider {
  /** 'local' or 'smtp'. */
  readonly name: string;
  /** Sends one message; rejects when the provider did not accept it. */
  send(message: EmailMessage): Promise<void>;
}
