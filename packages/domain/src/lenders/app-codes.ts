// Lender app codes (spec applicant-journey §1, lenders §1), read from the lender registry: each lender's own
// code, the codes a shop's list may use for a brand's result screen, and the refused codes. Aliases seen in the
// spec are normalised to one canonical code so every table is keyed once.
import type { LenderDefinition } from './lender-definition.js';
import {
  LENDER_REGISTRY,
  lenderDefinition,
  lenderShownOn,
  refusedListCodes,
  UNOWNED_REFUSED_CODES,
  type LenderRegistry,
} from './lender-registry.js';

type Registered = (typeof LENDER_REGISTRY)[number];
type RefusedCodeOf<D> = D extends { readonly refusedListCodes: readonly (infer R)[] }
  ? R extends { readonly code: infer C }
    ? C
    : never
  : never;

/** The app code of a registered lender. */
export type LenderCode = Registered['code'];
/** A code a shop's list may carry: a lender's, its brand's result screen's, or a refused one. */
export type AppCode =
  | LenderCode
  | Registered['resultScreen']
  | RefusedCodeOf<Registered>
  | (typeof UNOWNED_REFUSED_CODES)[number]['code'];

/** Every code of a registry a shop's list may carry (see AppCode), each once. */
export function appCodesOf(registry: LenderRegistry): readonly string[] {
  const codes = [
    ...registry.map((lender) => lender.code),
    ...refusedListCodes(registry).map((refused) => refused.code),
    ...registry.map((lender) => lender.resultScreen),
  ];
  return [...new Set(codes)];
}

export const APP_CODES = appCodesOf(LENDER_REGISTRY) as readonly AppCode[];

/** Other names the spec uses for a lender (its definition's aliases), each read as the lender's code. */
export const APP_CODE_ALIASES: Readonly<Record<string, AppCode>> = aliasesOf(LENDER_REGISTRY);

function aliasesOf(registry: LenderRegistry): Readonly<Record<string, AppCode>> {
  return Object.fromEntries(
    registry.flatMap((lender: LenderDefinition) =>
      (lender.aliases ?? []).map((alias) => [alias, lender.code as AppCode]),
    ),
  );
}

/** Canonical app code for a code or alias (any case, surrounding spaces ignored); undefined if unknown. */
export function normaliseAppCode(
  raw: string,
  registry: LenderRegistry = LENDER_REGISTRY,
): AppCode | undefined {
  const upper = raw.trim().toUpperCase();
  const product = registry === LENDER_REGISTRY;
  const codes = product ? APP_CODES : appCodesOf(registry);
  if ((codes as readonly string[]).includes(upper)) return upper as AppCode;
  return (product ? APP_CODE_ALIASES : aliasesOf(registry))[upper];
}

export function isAppCode(raw: string): raw is AppCode {
  return (APP_CODES as readonly string[]).includes(raw);
}

/** A brand's result screen read as its application, or a refused code with the sentence that says why. */
export type ShopListReading = { readonly readAs: AppCode } | { readonly refused: string };

/**
 * How a code in a shop's list is read when it is not a lender one applies to as itself
 * (docs/decisions/135-goodyear-bread-big-o-and-refused-codes.md): a brand's result screen (lenders §1, §2)
 * means the application whose decision that screen shows; a refused code is dropped from the list so the
 * consumer goes on with the next lender, and the server says why when it loads the shop.
 */
export const SHOP_LIST_READINGS: Readonly<Partial<Record<AppCode, ShopListReading>>> =
  shopListReadingsOf(LENDER_REGISTRY);

/** The readings of SHOP_LIST_READINGS for a registry. */
export function shopListReadingsOf(registry: LenderRegistry): Readonly<Record<string, ShopListReading>> {
  const readings: Record<string, ShopListReading> = {};
  for (const code of appCodesOf(registry)) {
    const shown = lenderShownOn(code, registry);
    if (shown) readings[code] = { readAs: shown.code as AppCode };
  }
  for (const refused of refusedListCodes(registry)) readings[refused.code] = { refused: refused.refused };
  return readings;
}

function readingsIn(registry: LenderRegistry): Readonly<Partial<Record<string, ShopListReading>>> {
  return registry === LENDER_REGISTRY ? SHOP_LIST_READINGS : shopListReadingsOf(registry);
}

/** The code a shop's list entry is applied as, or undefined when the code is refused (SHOP_LIST_READINGS). */
export function offeredAppCode(
  code: AppCode,
  registry: LenderRegistry = LENDER_REGISTRY,
): AppCode | undefined {
  const reading = readingsIn(registry)[code];
  if (reading === undefined) return code;
  return 'readAs' in reading ? reading.readAs : undefined;
}

/**
 * A shop's comma-separated lender list (spec §1) as canonical codes, in order. Unknown and refused codes and
 * repeats are dropped, result-screen codes are read as their application (SHOP_LIST_READINGS): a lender is
 * offered once, in the first position it appears.
 */
export function parseLenderList(
  csv: string | undefined | null,
  registry: LenderRegistry = LENDER_REGISTRY,
): AppCode[] {
  if (!csv) return [];
  const out: AppCode[] = [];
  for (const part of csv.split(',')) {
    const listed = normaliseAppCode(part, registry);
    const code = listed && offeredAppCode(listed, registry);
    if (code && !out.includes(code)) out.push(code);
  }
  return out;
}

/**
 * The shop's list less the lenders the shop search answer's keywordInfo says are not available there (spec §3
 * no{product}Flag at '1', §4 "selecting a shop sets the selected shop, app list and no{product} flag"): each
 * lender's own flags (its definition's unavailableFlags).
 */
export function appListWithoutUnavailableLenders<T extends string>(
  appList: readonly T[],
  keywordInfo: unknown,
  registry: LenderRegistry = LENDER_REGISTRY,
): T[] {
  const info = (keywordInfo ?? {}) as Record<string, unknown>;
  const flagged = (flag: string) => String(info[flag] ?? '').trim() === '1';
  return appList.filter((code) => {
    const flags = lenderDefinition(code, registry)?.unavailableFlags ?? [];
    return !flags.some(flagged);
  });
}

/**
 * What is wrong with a shop's lender list, one clear sentence per entry that will not be offered as written
 * (unknown or refused codes, result screens read as their application); empty when the list is fine. The
 * server says these when it loads the shops, so whoever keeps the list hears of it.
 */
export function lenderListProblems(
  csv: string | undefined | null,
  registry: LenderRegistry = LENDER_REGISTRY,
): string[] {
  if (!csv) return ['The lender list is empty: the shop offers no lender.'];
  const problems: string[] = [];
  for (const part of csv.split(',')) {
    const raw = part.trim();
    const listed = normaliseAppCode(raw, registry);
    if (!listed) {
      problems.push(`${raw || '(empty)'} is not a lender code and is ignored.`);
      continue;
    }
    const reading = readingsIn(registry)[listed];
    if (reading === undefined) continue;
    problems.push(
      'readAs' in reading
        ? `${listed} is a result screen; it is offered as ${reading.readAs}, whose decision it shows.`
        : reading.refused,
    );
  }
  if (parseLenderList(csv, registry).length === 0) problems.push('No lender in the list can be offered.');
  return problems;
}

/** Prequalification is supported for these lenders (spec §1). */
export const PREQUAL_APPS: readonly AppCode[] = codesWhere((lender) => lender.prequal);

export function supportsPrequal(code: string, registry: LenderRegistry = LENDER_REGISTRY): boolean {
  return lenderDefinition(code, registry)?.prequal === true;
}

/** The installment lender whose payday rules are stricter (lenders §5 "Payday rules (installment lender)"). */
export const INSTALLMENT_APPS: readonly AppCode[] = codesWhere((lender) => lender.installment === true);

/** Lenders for which 'Monthly Gross Income must be at least $800.' applies (the spec: "particular lenders"). */
export const MIN_MONTHLY_GROSS_INCOME_APPS: readonly AppCode[] = codesWhere(
  (lender) => lender.minimumMonthlyGrossIncome === true,
);
export const MIN_MONTHLY_GROSS_INCOME = 800;

/** Lenders whose data is gathered once and submitted straight from the result page (lenders §2 "quick app"). */
export const QUICK_APPS: readonly AppCode[] = codesWhere((lender) => lender.quickApp === true);

function codesWhere(rule: (lender: LenderDefinition) => boolean): readonly AppCode[] {
  return LENDER_REGISTRY.filter(rule).map((lender) => lender.code);
}
