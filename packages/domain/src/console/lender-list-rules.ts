// The rules a location's lender list is checked against before a shop changes it (spec applicant-journey §1,
// decision 199). One validator, used by the console's form (the message beside the field) and the server (a
// 400 with the same message).
import { normaliseAppCode, shopListReadingsOf, type AppCode } from '../lenders/app-codes.js';
import { LENDER_REGISTRY, lenderDefinition, type LenderRegistry } from '../lenders/lender-registry.js';
import { tierFor, type Tier } from '../lenders/tiers.js';

/** The most lenders a list may hold: every code that is offered as itself, once. */
export const MAX_LENDER_LIST_LENGTH = 12;

export const LENDER_LIST_MESSAGES = {
  empty: 'Choose at least one lender.',
  tooMany: `A list holds at most ${MAX_LENDER_LIST_LENGTH} lenders.`,
  unknown: (code: string) => `${code || '(empty)'} is not a lender code.`,
  resultScreen: (code: string, readAs: string) =>
    `${code} is a result screen, not a lender: list ${readAs} instead.`,
  repeated: (code: string) => `${code} is listed twice: each lender is offered once.`,
  tierOrder: (code: string, tier: Tier, before: string, beforeTier: Tier) =>
    lenderDefinition(code)?.tierOrderMessage?.(before, beforeTier) ??
    `${code} is a tier ${tier} lender and cannot come after ${before}, a tier ${beforeTier} lender: the list runs through at most three tiers, tier 1, then 2, then 3.`,
} as const;

/**
 * The tier a lender has in a list (spec §1, the one sent with its application), which for some lenders
 * depends on their place in it. The console shows it beside each lender, so the tier rules are not learnt by trial and error.
 */
export function lenderTier(
  code: string,
  list: readonly string[],
  registry: LenderRegistry = LENDER_REGISTRY,
): Tier | undefined {
  const known = normaliseAppCode(code.trim().toUpperCase(), registry);
  if (!known) return undefined;
  const listed = list
    .map((c) => normaliseAppCode(c.trim().toUpperCase(), registry))
    .filter((c): c is AppCode => !!c);
  return tierFor(known, listed.includes(known) ? listed : [...listed, known], registry);
}

/**
 * What the console says beside the list of a lender whose tier depends on its place (spec §1): its tier when
 * first and after another lender. Undefined for a lender whose tier is its own wherever it stands.
 */
export function placeDependentTierNote(
  code: string,
  registry: LenderRegistry = LENDER_REGISTRY,
): string | undefined {
  const tier = lenderDefinition(code, registry)?.tier;
  if (typeof tier !== 'function') return undefined;
  const first = tier([code]);
  const after = tier(['', code]);
  return first === after ? undefined : `${code} is tier ${first} when first, otherwise tier ${after}.`;
}

/**
 * A list in tier order to show as an example where a list is typed: the registry's first lender of each tier
 * whose tier is its own wherever it stands.
 */
export function exampleLenderList(registry: LenderRegistry = LENDER_REGISTRY): string {
  const fixed = registry.filter((lender) => typeof lender.tier === 'string');
  const tiers: Tier[] = ['1', '2', '3'];
  return lenderListCsv(tiers.flatMap((tier) => fixed.find((lender) => lender.tier === tier)?.code ?? []));
}

/** The comma-separated form a shop keeps (spec §1): codes in order, no spaces. */
export function lenderListCsv(codes: readonly string[]): string {
  return codes.map((code) => code.trim().toUpperCase()).join(',');
}

/**
 * What is wrong with a lender list a shop wants to keep, one sentence per problem, empty when it may be kept.
 * Spec §1: at most three tiers exist and a lender's tier is the one sent with its application (tierFor),
 * for some lenders by their position. The tiers must follow each other 1, 2, 3, so the list is at
 * most three groups, each tier once; a refused code (SERV, ACMA) or a result screen (GOODYEAR, BREAD) is not
 * a lender to list (decision 135). Which lenders the organisation has agreements with is the server's check.
 */
export function lenderListRuleProblems(
  codes: readonly string[],
  registry: LenderRegistry = LENDER_REGISTRY,
): string[] {
  if (codes.length === 0) return [LENDER_LIST_MESSAGES.empty];
  const readings = shopListReadingsOf(registry);
  const problems: string[] = [];
  if (codes.length > MAX_LENDER_LIST_LENGTH) problems.push(LENDER_LIST_MESSAGES.tooMany);
  const listed: AppCode[] = [];
  for (const raw of codes) {
    const code = raw.trim().toUpperCase();
    const known = normaliseAppCode(code, registry);
    if (!known || known !== code) {
      problems.push(LENDER_LIST_MESSAGES.unknown(code));
      continue;
    }
    const reading = readings[known];
    if (reading) {
      problems.push(
        'readAs' in reading ? LENDER_LIST_MESSAGES.resultScreen(known, reading.readAs) : reading.refused,
      );
      continue;
    }
    if (listed.includes(known)) {
      problems.push(LENDER_LIST_MESSAGES.repeated(known));
      continue;
    }
    listed.push(known);
  }
  let highest: { code: AppCode; tier: Tier } | undefined;
  for (const code of listed) {
    const tier = tierFor(code, listed, registry);
    if (highest && tier < highest.tier) {
      problems.push(
        lenderDefinition(code, registry)?.tierOrderMessage?.(highest.code, highest.tier) ??
          LENDER_LIST_MESSAGES.tierOrder(code, tier, highest.code, highest.tier),
      );
      continue;
    }
    if (!highest || tier > highest.tier) highest = { code, tier };
  }
  return problems;
}
