/** The bank that makes DigniFi loans; its disclosures and its result's `legal` name the same bank. */
export const CFSS_BANK_NAME = 'Republic Bank & Trust Company';
export const CFSS_BANK = `${CFSS_BANK_NAME}, Member FDIC`;
