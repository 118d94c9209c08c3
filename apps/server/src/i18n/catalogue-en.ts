import { MESSAGES } from '@ttapply/domain';

/**
 * Every text the server sends a consumer, in English (decision 232): text messages, the verification code, the
 * send-code refusals shown on the code screen, the terms e-mail, and the frame of our documents (the documents'
 * own words are data in `documents/`, one file per language). ICU MessageFormat, compiled by Lingui at load.
 * Each text here is exactly what was sent before there was a catalogue: the tests pin them.
 *
 * `{notice}` is always the `sms.notice` text (CTIA: every message that starts a conversation carries it), put
 * in by the caller so the notice has one home per language.
 */
export const EN = {
  // ---------------------------------------------------------------- the texting programme (decision 185)
  'sms.notice': 'Msg & data rates may apply. Msg frequency varies. Reply HELP for help, STOP to opt out.',
  'sms.help':
    'Text To Apply: financing applications at your auto or tire shop, run by {company}. Help: {email}. {notice}',
  'sms.stopped':
    'Text To Apply: you are unsubscribed and will get no more texts from us. Reply START to opt back in.',
  'sms.started': 'Text To Apply: you are opted back in. {notice}',
  'sms.optedOut':
    'This number opted out of texts from Text To Apply. To get texts again, text START to {shortCode} from that phone, then try again.',

  // ---------------------------------------------------------------- text to apply (decision 021)
  'sms.howTo':
    "Text To Apply: text APPLY, your shop's keyword or its six-digit Apply Code to start. Reply HELP for help, STOP to opt out.",
  'sms.shopSearch': 'Text To Apply: find your shop and start your financing application at {url} . {notice}',
  'sms.link':
    '{sender}: start your financing application at {link} . The link works for {hours, plural, one {# hour} other {# hours}}. {notice}',

  // ---------------------------------------------------------------- the shop console's link (decision 160)
  'sms.staffLink':
    '{shop}: apply for financing at {link} . The link works for {hours, plural, one {# hour} other {# hours}}. {notice}',
  'sms.staffLinkPurchase':
    '{shop}: apply for financing for your {amount} purchase at {link} . The link works for {hours, plural, one {# hour} other {# hours}}. {notice}',
  'sms.yourShop': 'Your shop',

  // ---------------------------------------------------------------- one-time codes (GUIDE security figures)
  'otp.code':
    'Text To Apply: your verification code is {code}. It expires in {minutes, plural, one {# minute} other {# minutes}}. {notice}',
  'otp.phoneLimit':
    'Too many verification codes were requested for this phone number. Please wait an hour and try again.',
  'otp.ipLimit': 'Too many verification codes were requested. Please wait an hour and try again.',
  // Spec §8's text: its home is the domain's MESSAGES.
  'otp.sendFailed': MESSAGES.accessCodeSendFailed,

  // ---------------------------------------------------------------- the terms e-mail (lenders §7)
  'email.terms.subject': '{lender}: {title}',
  'email.terms.body':
    'Here is the {title} for your application with {lender} at {shop}. The document is attached as a PDF.',

  // ---------------------------------------------------------------- the frame of our documents
  'document.pageTitle': 'Text To Apply | {title}',
  'document.lastUpdated': 'Last updated: {date}',
  'document.downloadPdf': 'Download this document as a PDF',
  'document.financingProvider': 'Financing provider',
  'document.stateOfResidence': 'State of residence',
  'document.printedFor':
    'This copy was printed at {shop} for an application with {lender}. {lender} sets the terms of any credit it offers; its own agreement and disclosures, given to you before you accept an offer, govern your account.',
  /** A document that exists only in English, named in a text of this language. */
  'document.englishOnly': '{title}',
} as const;

export type MessageId = keyof typeof EN;

/** Another language's catalogue: exactly the English ids, each a translated ICU message. */
export type Translation = { readonly [K in MessageId]: string };
