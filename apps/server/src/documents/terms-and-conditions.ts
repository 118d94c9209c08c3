import { COMPANY, type LegalDocument } from './legal-document.js';

/** GET /terms/terms-and-conditions.html and .pdf; agreed on the policy page before starting (spec §4 "Policy"). */
export const TERMS_AND_CONDITIONS: LegalDocument = {
  slug: 'terms-and-conditions',
  title: 'Terms and Conditions',
  lastUpdated: 'November 24, 2026',
  intro: [
    `These terms apply when you use ${COMPANY.name} to apply for financing at an auto or tire shop. Please read them with our Privacy Notice and SMS Terms. By checking the box to agree and continuing, you accept them.`,
  ],
  sections: [
    {
      heading: 'What we do, and what we do not',
      blocks: [
        `${COMPANY.name} is a technology service that collects your credit application once and passes it to the financing providers the shop offers. We are not a lender, a broker or a credit bureau. We do not decide whether you are approved, set your credit limit, rate or fees, or service your account. Each provider makes its own decision under its own terms, which it shows you before you accept any offer.`,
      ],
    },
    {
      heading: 'Who may apply',
      blocks: [
        {
          list: [
            'You must be at least 18 years old and live in the United States.',
            'You must apply for yourself, with true and complete information, and use a mobile number and e-mail address that belong to you.',
            'A co-applicant must agree to apply with you and to these terms.',
          ],
        },
      ],
    },
    {
      heading: 'Sending your application to financing providers',
      blocks: [
        {
          list: [
            "When you choose to apply, you authorise us to send your application to the financing provider you apply to; if that provider declines and the consent line you agreed to names the shop's next provider, to send that provider the information the line lists for a soft credit check; and to send any other provider your application only when you choose to apply to it.",
            'You authorise each provider you apply with to obtain consumer reports about you and to verify what you told it. A full application usually involves a hard credit inquiry, which may affect your credit score; some providers first check whether you prequalify, which does not.',
            'Approval is never guaranteed. An approval, a referral for more review, or a decline comes from the provider, not from us or the shop.',
          ],
        },
      ],
    },
    {
      heading: 'Electronic communications',
      blocks: [
        'You agree to receive this service, its notices and your application results electronically - on screen, by e-mail and by text message - and that your electronic agreement has the same effect as a signature on paper. You can print or download these documents at any time. Providers may ask for your separate consent to electronic disclosures for their own accounts.',
      ],
    },
    {
      heading: 'Keeping your application secure',
      blocks: [
        'Your application is protected by the code we text to your mobile phone. Do not share the code. Your session ends after 15 minutes without activity. Tell the shop or e-mail us at once if you think someone else used your number or your information.',
      ],
    },
    {
      heading: 'Using the service properly',
      blocks: [
        "Do not apply in someone else's name, enter false information, try to reach data that is not yours, or interfere with the service. We may refuse or stop access when we reasonably believe these terms are broken or fraud is likely.",
      ],
    },
    {
      heading: 'Other sites',
      blocks: [
        "Some steps show pages or documents from the financing providers. Those pages are the providers' responsibility and their own terms and privacy notices apply to them.",
      ],
    },
    {
      heading: 'Our responsibility',
      blocks: [
        'We work to keep the service available and accurate, but we provide it as it is and cannot promise it will always be uninterrupted or free of errors. To the extent the law allows, we are not responsible for decisions made by financing providers or shops, or for indirect losses. Nothing in these terms limits rights you have under consumer protection laws that cannot be limited.',
      ],
    },
    {
      heading: 'Changes',
      blocks: [
        'We may update these terms. The version in force when you submit an application applies to that application; we post each new version here with its date.',
      ],
    },
    {
      heading: 'Questions',
      blocks: [`E-mail ${COMPANY.supportEmail} or ask the shop where you are applying.`],
    },
  ],
};
