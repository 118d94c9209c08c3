/**
 * What a lender's consent to electronic records must tell the consumer before they agree (E-SIGN Act,
 * 15 U.S.C. §7001(c)(1)): what it covers, the right to paper and how to get it (and any fee), the right to
 * withdraw, how and with whom, what withdrawing does, how to update the contact details used, and the
 * hardware and software needed to open and keep the records. One text for every lender the sandbox plays.
 */
export interface EsignContact {
  /** The lender as the consumer knows it ("Concora Credit"). */
  readonly lender: string;
  /** What the consent covers ("this application and, if it is approved, your credit card account"). */
  readonly covers: string;
  readonly phone: string;
  readonly email: string;
  readonly mail: string;
}

export function esignConsentParagraphs(contact: EsignContact): string[] {
  const { lender, covers, phone, email, mail } = contact;
  return [
    `This consent covers the disclosures, notices, agreements and statements for ${covers}. You may choose to receive them on paper instead.`,
    'To receive and keep electronic records you need: a phone, tablet or computer with internet access; a current version of Chrome, Safari, Edge or Firefox with cookies and JavaScript on; software that opens PDF files; an e-mail account; and storage space or a printer to keep copies. If these requirements change in a way that could stop you from opening or keeping a record, we will tell you before the change.',
    `Paper copies: you may ask ${lender} for a paper copy of any record at any time, free of charge, by calling ${phone}, e-mailing ${email} or writing to ${mail}.`,
    `Withdrawing consent: you may withdraw this consent at any time, free of charge, by calling ${phone}, e-mailing ${email} or writing to ${mail}. After you withdraw, ${lender} sends records on paper; records already given to you stay valid, and an application not yet decided may take longer to complete.`,
    `Keeping your contact details up to date: tell ${lender} of a new e-mail address by calling ${phone} or e-mailing ${email}.`,
    'By agreeing you confirm that you can open and read this consent on your device, which shows that you can open the records it covers.',
  ];
}
