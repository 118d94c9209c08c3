// What Synchrony's form gathered, as our fields (lenders §4 "GEMY embedded form": "fetch the application status
// and fill the fields"), so the next lender in the list never asks again. Lenders §4: "Annual net income is
// 12 times monthly net for GEMY".
import { annualFromMonthly } from '../../income.js';
import type { FieldValues } from '../../requirements/dynamic-requirements.js';

/** lenders §3 "GEMY application status" applicantInfo, as far as it fills our fields. */
export interface GemyApplicantInfo {
  readonly netIncome?: string;
  readonly residenceType?: string;
  readonly contactInfo?: readonly { readonly contactType?: string; readonly contactNumber?: string }[];
  readonly address?: {
    readonly line1?: string;
    readonly line2?: string;
    readonly city?: string;
    readonly state?: string;
    readonly zipCode?: string;
  };
  readonly firstName?: string;
  readonly lastName?: string;
  readonly middleInitial?: string;
  readonly email?: string;
  readonly socialSecurity?: string;
  /** yyyymmdd */
  readonly dateOfBirth?: string;
}

/** Synchrony's residence types → our Residence Status codes (Rent R, Own O, Other X). */
const RESIDENCE: Readonly<Record<string, string>> = { RENT: 'R', OWN: 'O', OTHER: 'X' };

/** Our Residence Status code as Synchrony's residence type (the data share's direction); OTHER for any other. */
export function gemyResidenceType(residentStatus: string | undefined): string {
  return Object.keys(RESIDENCE).find((type) => RESIDENCE[type] === residentStatus) ?? 'OTHER';
}

/** The field values Synchrony's answers give; empty answers are left out. */
export function gemyApplicantValues(info: GemyApplicantInfo | undefined): FieldValues {
  if (!info) return {};
  const out: Record<string, string> = {};
  const put = (name: string, value: string | undefined) => {
    const trimmed = value?.trim() ?? '';
    if (trimmed) out[name] = trimmed;
  };
  put('FIRST_NAME', info.firstName);
  put('MIDDLE_INITIAL', info.middleInitial);
  put('LAST_NAME', info.lastName);
  put('EMAIL', info.email);
  put('CONFIRM_EMAIL', info.email);
  put('ADDRESS1', info.address?.line1);
  put('ADDRESS2', info.address?.line2);
  put('CITY', info.address?.city);
  put('STATE', info.address?.state?.toUpperCase());
  put('ZIP', info.address?.zipCode);
  const ssn = info.socialSecurity?.replace(/\D/g, '') ?? '';
  if (/^\d{9}$/.test(ssn)) {
    out.SSN = ssn;
    out.CONFIRM_SSN = ssn;
  }
  const dob = /^(\d{4})(\d{2})(\d{2})$/.exec(info.dateOfBirth ?? '');
  if (dob) out.DOB = `${dob[1]}-${dob[2]}-${dob[3]}`;
  const net = info.netIncome?.trim() ?? '';
  if (/^\d{1,9}$/.test(net)) {
    out.MONTHLY_NET_INCOME = String(Number(net));
    out.ANNUAL_NET_INCOME = String(annualFromMonthly(Number(net)));
  }
  put('RESIDENT_STATUS', RESIDENCE[info.residenceType?.trim().toUpperCase() ?? '']);
  // The mobile phone is the verified one already; a home phone Synchrony was given fills ours (lenders §4
  // prequal fields ask a home phone, so the next lender's automatic prequal can run without asking).
  const home = info.contactInfo?.find((c) => c.contactType?.trim().toUpperCase() === 'HOME');
  const homeDigits = home?.contactNumber?.replace(/\D/g, '') ?? '';
  if (/^\d{10}$/.test(homeDigits)) out.HOME_PHONE = homeDigits;
  return out as FieldValues;
}
