// Which field values may never be written to sessionStorage, localStorage or a URL (brief + GUIDE
// "SSN, ID numbers, bank accounts, date of birth"). The domain catalogue's `sensitive` flag is the main
// source; the name pattern is a second guard so a field added later without the flag is still kept out.
const NEVER_STORED_PATTERN = /(SSN|DOB|ID_NUMBER|LAST_FOUR|ACCOUNT_NUMBER|ROUTING_NUMBER|CC_NUMBER|CVV)/;

let catalogueCheck: (name: string) => boolean = () => false;

/** Wired by lib/domain.ts to FIELD_CATALOGUE[name].sensitive. */
export function setSensitiveCheck(check: (name: string) => boolean): void {
  catalogueCheck = check;
}

export function isNeverStored(name: string): boolean {
  return NEVER_STORED_PATTERN.test(name) || catalogueCheck(name);
}
