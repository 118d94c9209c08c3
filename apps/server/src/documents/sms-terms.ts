import { COMPANY, type LegalDocument } from './legal-document.js';

/** GET /terms/sms-terms.html and .pdf; linked from the footer (spec §2 point 13). */
export const SMS_TERMS: LegalDocument = {
  slug: 'sms-terms',
  title: 'SMS Terms',
  lastUpdated: 'November 1, 2025',
  intro: [
    `These terms cover the text messages ${COMPANY.name} sends to your mobile phone. By entering your mobile number and asking for a code, or by asking a shop to text you a link to apply, you agree to receive these messages.`,
  ],
  sections: [
    {
      heading: 'What we send',
      blocks: [
        {
          list: [
            'A link to start your credit application, when you or the shop asks for one.',
            'One-time verification codes, each time you ask for one to confirm your number.',
            'Messages about the application you started, such as a reminder to finish it or a link to see your result.',
          ],
        },
        'We do not send advertising or marketing messages, and we do not share your mobile number or your consent to receive texts with anyone for their marketing.',
      ],
    },
    {
      heading: 'How often',
      blocks: [
        'Message frequency varies with what you do: usually one to five messages per application. You can ask for at most five codes per hour.',
      ],
    },
    {
      heading: 'Cost',
      blocks: [
        'Message and data rates may apply. Check your mobile plan for details. We do not charge for our messages.',
      ],
    },
    {
      heading: 'Stopping messages and getting help',
      blocks: [
        {
          list: [
            'Reply STOP to any message to stop receiving texts from us. We will send one message to confirm, and then no more. Without texts you cannot receive a code, so you will not be able to start a new application until you reply START.',
            'Reply HELP to any message for help, or e-mail ' + COMPANY.supportEmail + '.',
          ],
        },
      ],
    },
    {
      heading: 'Supported carriers and delivery',
      blocks: [
        'Messages are sent to United States mobile numbers on the major carriers. Mobile carriers are not liable for delayed or undelivered messages. If a code does not arrive within a few minutes, you may ask for a new one; asking for a new code cancels the previous one.',
      ],
    },
    {
      heading: 'Your number',
      blocks: [
        'Use a mobile number that belongs to you. If you change or give up your number, stop our messages first by replying STOP. Our Privacy Notice explains how we handle your number.',
      ],
    },
  ],
};
