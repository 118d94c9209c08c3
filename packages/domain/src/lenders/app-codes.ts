// Lender app codes (spec applicant-journey §1, lenders §1). Aliases seen in the spec are normalised to one
// canonical code so every table below is keyed once.

export const APP_CODES = [
  'CFNA',
  'GEMY',
  'CFSS',
  'AMFF',
  'EZPY',
  'GNES',
  'MILE',
  'VERS',
  'ALNC',
  'GDYR',
  'SERV',
  'ACMA',
  'GOODYEAR',
  'BREAD',
] as const;
export type AppCode = (typeof APP_CODES)[number];

/** Other names the spec uses for the same lender: GEMY's app code SYNCHRONY, DigniFi, AFF, Versatile. */
export const APP_CODE_ALIASES: Readonly<Record<string, AppCode>> = {
  SYNCHRONY: 'GEMY',
  DIGNIFI: 'CFSS',
  AFF: 'AMFF',
  VERSATILE: 'VERS',
};

/** Canonical app code for a code or alias (any case, surrounding spaces ignored); undefined if unknown. */
export function normaliseAppCode(raw: string): AppCode | undefined {
  const upper = raw.trim().toUpperCase();
  if ((APP_CODES as readonly string[]).includes(upper)) return upper as AppCode;
  return APP_CODE_ALIASES[upper];
}

export function isAppCode(raw: string): raw is AppCode {
  return (APP_CODES as readonly string[]).includes(raw);
}

/**
 * A shop's comma-separated lender list (spec §1) as canonical codes, in order. Unknown codes and repeats
 * are dropped: a lender is offered once, in the first position it appears.
 */
export function parseLenderList(csv: string | undefined | null): AppCode[] {
  if (!csv) return [];
  const out: AppCode[] = [];
  for (const part of csv.split(',')) {
    const code = normaliseAppCode(part);
    if (code && !out.includes(code)) out.push(code);
  }
  return out;
}

/** Prequalification is supported for these lenders (spec §1). */
export const PREQUAL_APPS: readonly AppCode[] = ['AMFF', 'EZPY', 'GNES', 'VERS', 'MILE'];

export function supportsPrequal(code: AppCode): boolean {
  return PREQUAL_APPS.includes(code);
}

/** The installment lender whose payday rules are stricter (lenders §5 "Payday rules (installment lender)"). */
export const INSTALLMENT_APPS: readonly AppCode[] = ['AMFF'];

/**
 * Lenders for which 'Monthly Gross Income must be at least $800.' applies. The spec says only "particular
 * lenders"; AFF's minimum annual gross of 9600 (lenders §9) is exactly 12 x 800, so AFF is the one we know.
 */
export const MIN_MONTHLY_GROSS_INCOME_APPS: readonly AppCode[] = ['AMFF'];
export const MIN_MONTHLY_GROSS_INCOME = 800;
export const AFF_MIN_ANNUAL_GROSS_INCOME = 9600;

/** Lenders whose data is gathered once and submitted straight from the result page (lenders §2 "quick app"). */
export const QUICK_APPS: readonly AppCode[] = ['CFSS', 'GNES'];
