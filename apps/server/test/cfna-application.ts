// A complete CFNA application as the web app submits it. No imports: the cluster test (scripts/cluster), which runs
// on the build, uses it too.

/** A complete, valid CFNA application for `phone` with the given SSN. */
export function cfnaAppData(phone: string, ssn: string): Record<string, string> {
  return {
    FIRST_NAME: 'Pat',
    LAST_NAME: 'Jones',
    EMAIL: 'pat.jones@example.com',
    CONFIRM_EMAIL: 'pat.jones@example.com',
    HOME_PHONE: phone,
    MOBILE_PHONE: phone,
    DOB: '1985-04-12',
    EMPLOYER_NAME: 'Acme Tools',
    ADDRESS1: '16150 NE 85th St',
    CITY: 'Redmond',
    STATE: 'WA',
    ZIP: '98052',
    YEARS_AT_ADDRESS: '5',
    ANNUAL_GROSS_INCOME: '52000',
    MONTHLY_HOUSING_PAYMENT: '1200',
    RESIDENT_STATUS: 'R',
    ID_TYPE: 'D',
    ID_NUMBER: 'WDLJONESP123',
    ID_STATE: 'WA',
    ID_EXPIRY: '2030-01-31',
    SSN: ssn,
    CONFIRM_SSN: ssn,
  };
}

export function submitPayload(consumerId: string, phone: string, ssn: string, shop = 'demo-cfna') {
  return {
    tier: '1',
    appType: 'CFNA',
    t2AConsumerKeyId: consumerId,
    t2AStoreKeyId: shop,
    appData: cfnaAppData(phone, ssn),
    confirmTimestamp: new Date().toISOString(),
    selectedApps: 'CFNA',
    consentText: CONSENT_TEXT,
  };
}

/** What the web shows beside the submit button; the server stores it with the application. */
export const CONSENT_TEXT =
  'Submitting sends your name, contact details, address, income, ID and SSN to CFNA for a hard credit check.';
