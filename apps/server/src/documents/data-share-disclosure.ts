import type { LegalDocument } from './legal-document.js';

/** Shown before the application starts (spec §7 "Data share disclosure"), as text and in the shop's PDF. */
export const DATA_SHARE_DISCLOSURE_DOCUMENT: LegalDocument = {
  slug: 'consumer-data-share-disclosure',
  title: 'Consumer Data Share Disclosure',
  lastUpdated: 'November 24, 2026',
  intro: [
    'Text To Apply collects the information you enter in this credit application - your name, contact details, address, income, employment, identification, date of birth and Social Security number - so that the financing providers offered by the shop you selected can decide on your application.',
  ],
  sections: [
    {
      heading: 'How your information is shared',
      blocks: [
        {
          list: [
            'Your application is sent to the financing provider you apply to, which may obtain a consumer report (a credit check) about you. Before you submit, the page tells you whether that check is soft (it does not affect your credit score) or hard, and which information the provider receives.',
            'If that provider declines and the shop offers a next provider that can prequalify you, the consent line next to the submit button names that provider and the information it receives. Only when that line names it do we send it your information for a soft credit check, right after the decline, even if you have closed the page; you then see its offer when you come back. Any other provider receives your information only if you choose to apply to it.',
            'The shop you selected receives the result of your application (approved, referred or declined), your name and contact details, and the credit limit or amount approved. The shop does not receive your Social Security number, identification numbers, bank or card numbers, or date of birth.',
            'We do not sell your information and do not share it for marketing by anyone else.',
          ],
        },
      ],
    },
    {
      heading: 'How your information is protected',
      blocks: [
        {
          list: [
            'Sensitive information is encrypted when stored and when sent. Access is limited to what is needed to process your application, and your session ends after 15 minutes without activity.',
          ],
        },
      ],
    },
    {
      heading: 'Text messages',
      blocks: [
        {
          list: [
            'We text a one-time verification code to the mobile number you give. Message and data rates may apply.',
          ],
        },
      ],
    },
    {
      heading: 'Your choices',
      blocks: [
        {
          list: [
            "You may stop at any time before you submit. Once submitted, an application is handled under each financing provider's own privacy notice, which that provider will give you.",
          ],
        },
      ],
    },
  ],
  closing: ['By continuing, you agree that Text To Apply may share your information as described above.'],
};
