import { LENDER_REGISTRY } from '@ttapply/domain';
import { COMPANY, type LegalDocument } from './legal-document.js';

/**
 * The providers a shop can offer for a full application (spec lenders §1): every lender of the domain's
 * registry, by its name there. This is a versioned legal text (decision 189), so a lender added to the registry
 * changes it: give the notice (and its translations) a new date, which
 * apps/server/test/terms-documents.test.ts holds the list to.
 */
export const PRIVACY_NOTICE_PROVIDERS: readonly string[] = LENDER_REGISTRY.map((lender) => lender.name);

/** GET /terms/privacy.html and .pdf; linked from the footer (spec §2 point 13). */
export const PRIVACY_NOTICE: LegalDocument = {
  slug: 'privacy',
  title: 'Privacy Notice',
  lastUpdated: 'November 1, 2025',
  intro: [
    `${COMPANY.name} ("we", "us") runs the online credit application that auto and tire shops offer their customers. This notice explains what we collect when you use it, why, who receives it, and the choices you have. We are not a lender: the financing providers make every credit decision.`,
  ],
  sections: [
    {
      heading: 'What we collect',
      blocks: [
        {
          list: [
            'Contact details: your mobile phone number, other phone numbers, and e-mail address.',
            'Identity details: your name, date of birth, Social Security number, and the type, number, state and expiry date of your identification.',
            'Where you live: your home address, how long you have lived there, a previous or mailing address when needed, and whether you rent or own.',
            'Money matters: your employer, income and how often you are paid, your housing payment, and - only when a provider asks for it - bank account or card details.',
            "A co-applicant's details, when you apply together.",
            'The shop you chose and the results of your applications.',
            'Technical details: your IP address, browser type, the pages you open and when. Your location only if you allow your browser to share it to find shops near you; we use it for that search and do not keep it.',
          ],
        },
      ],
    },
    {
      heading: 'How we use it',
      blocks: [
        {
          list: [
            'To confirm your mobile number with a one-time code and keep your application secure.',
            'To find shops near you and show the financing providers they offer.',
            'To check your address with the postal service so that providers receive it correctly.',
            'To send your application to the providers you choose and show you their answers.',
            'To prevent fraud, keep our service working, and meet our legal obligations.',
          ],
        },
      ],
    },
    {
      heading: 'Who receives it',
      blocks: [
        `Financing providers. Your application goes to the providers offered by the shop you selected, one at a time and in the shop's order, and only when you choose to apply. Depending on the shop, these may include: ${PRIVACY_NOTICE_PROVIDERS.join(', ')}. Each provider may obtain a consumer report (a credit check) about you and handles your information under its own privacy notice.`,
        'The shop. The shop you selected sees your name, contact details, the result of each application and any amount approved. It never sees your Social Security number, identification number, date of birth, or bank or card numbers.',
        'Service providers. Companies that host our service, deliver our text messages and check addresses (such as the United States Postal Service) receive only what they need to do that work, and may not use it for anything else.',
        'When the law requires it, or to protect you, us or others against fraud.',
        'We do not sell your personal information, and we do not share it with anyone for their own marketing.',
      ],
    },
    {
      heading: 'How we protect it',
      blocks: [
        'Your Social Security number, identification number, date of birth, and bank and card details are encrypted when stored, and everything you send travels over an encrypted connection. We never store a card security code. Your session ends after 15 minutes without activity, and only you - with the code sent to your phone - can open your application.',
      ],
    },
    {
      heading: 'How long we keep it',
      blocks: [
        'We keep application records for as long as the law requires us and the financing providers to keep them (for credit applications this is usually at least 25 months), and then delete them. One-time codes are kept only as a keyed fingerprint and expire after 10 minutes.',
      ],
    },
    {
      heading: 'Your choices and rights',
      blocks: [
        {
          list: [
            'You can stop at any time before you submit an application; nothing is sent to a provider until you do.',
            'You can ask us what we hold about you, ask us to correct it, or ask us to delete it where the law allows. Residents of some states, including California, have further rights under state law, and we will not treat you differently for using them.',
            'You can stop our text messages at any time by replying STOP (see our SMS Terms).',
            'For decisions a provider made, and for information a provider holds, contact that provider.',
          ],
        },
      ],
    },
    {
      heading: 'Children',
      blocks: [
        'Our service is for adults. You must be at least 18 to apply, and we do not knowingly collect information from children.',
      ],
    },
    {
      heading: 'Changes to this notice',
      blocks: [
        'If we change this notice, we will post the new version here with a new date. If a change affects how we use information we already hold, we will ask for your consent where the law requires it.',
      ],
    },
    {
      heading: 'Contact us',
      blocks: [
        `Questions or requests about your information: e-mail ${COMPANY.supportEmail}, or ask the shop where you applied to contact us.`,
      ],
    },
  ],
};
