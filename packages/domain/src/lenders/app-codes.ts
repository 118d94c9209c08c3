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
  'BIGO',
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
 * How a code in a shop's list is read when it is not a lender one applies to as itself
 * (docs/decisions/135-goodyear-bread-big-o-and-refused-codes.md):
 * - GOODYEAR and BREAD are result screens only (lenders §1, §2): a shop listing one means the application
 *   whose decision that screen shows, GDYR (Goodyear Credit Card) and ALNC (Bread Financing).
 * - SERV and ACMA are refused: the spec gives SERV no lender, pages or result screen, and Acima is reached
 *   through Versatile's waterfall (ACMA is Versatile's cardidType for it, lenders §3). They are dropped from
 *   the list so the consumer goes on with the next lender; the server says why when it loads the shop.
 */
export const SHOP_LIST_READINGS: Readonly<
  Partial<Record<AppCode, { readonly readAs: AppCode } | { readonly refused: string }>>
> = {
  GOODYEAR: { readAs: 'GDYR' },
  BREAD: { readAs: 'ALNC' },
  SERV: {
    refused:
      'SERV is not offered: no lender, application or result screen is known for it. Remove it from the list.',
  },
  ACMA: {
    refused:
      "ACMA is not offered on its own: Acima's lease is offered through Versatile's waterfall. List VERS instead.",
  },
};

/** The code a shop's list entry is applied as, or undefined when the code is refused (SHOP_LIST_READINGS). */
export function offeredAppCode(code: AppCode): AppCode | undefined {
  const reading = SHOP_LIST_READINGS[code];
  if (reading === undefined) return code;
  return 'readAs' in reading ? reading.readAs : undefined;
}

/**
 * A shop's comma-separated lender list (spec §1) as canonical codes, in order. Unknown and refused codes and
 * repeats are dropped, result-screen codes are read as their application (SHOP_LIST_READINGS): a lender is
 * offered once, in the first position it appears.
 */
export function parseLenderList(csv: string | undefined | null): AppCode[] {
  if (!csv) return [];
  const out: AppCode[] = [];
  for (const part of csv.split(',')) {
    const listed = normaliseAppCode(part);
    const code = listed && offeredAppCode(listed);
    if (code && !out.includes(code)) out.push(code);
  }
  return out;
}

/**
 * What is wrong with a shop's lender list, one clear sentence per entry that will not be offered as written
 * (unknown or refused codes, result screens read as their application); empty when the list is fine. The
 * server says these when it loads the shops, so whoever keeps the list hears of it.
 */
export function lenderListProblems(csv: string | undefined | null): string[] {
  if (!csv) return ['The lender list is empty: the shop offers no lender.'];
  const problems: string[] = [];
  for (const part of csv.split(',')) {
    const raw = part.trim();
    const listed = normaliseAppCode(raw);
    if (!listed) {
      problems.push(`${raw || '(empty)'} is not a lender code and is ignored.`);
      continue;
    }
    const reading = SHOP_LIST_READINGS[listed];
    if (reading === undefined) continue;
    problems.push(
      'readAs' in reading
        ? `${listed} is a result screen; it is offered as ${reading.readAs}, whose decision it shows.`
        : reading.refused,
    );
  }
  if (parseLenderList(csv).length === 0) problems.push('No lender in the list can be offered.');
  return problems;
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
