// Tiers (spec applicant-journey §1, lenders §4 "Submission pages"), read from the lenders' definitions.
import type { AppCode } from './app-codes.js';
import type { Tier } from './lender-definition.js';
import {
  LENDER_REGISTRY,
  lenderDefinition,
  refusedListCodes,
  type LenderRegistry,
} from './lender-registry.js';

export type { Tier };

/** Which codes each tier group lists in spec §1 (a lender may appear in two), for a registry. */
export function tierGroupsOf(registry: LenderRegistry): Readonly<Record<Tier, readonly string[]>> {
  const groups = (tier: Tier) => [
    ...registry.filter((lender) => lender.tierGroups.includes(tier)).map((lender) => lender.code),
    ...refusedListCodes(registry)
      .filter((refused) => refused.tierGroup === tier)
      .map((refused) => refused.code),
  ];
  return { '1': groups('1'), '2': groups('2'), '3': groups('3') };
}

/** Which tier group each lender belongs to, as listed in spec §1. */
export const TIER_GROUPS = tierGroupsOf(LENDER_REGISTRY) as Readonly<Record<Tier, readonly AppCode[]>>;

/**
 * The tier sent with an application (spec §1): the lender's own, which may depend on its place in the shop's
 * list; 1 for any other code. A refused code listed in the tier 3 group (ACMA) therefore sends 1: the sentence
 * about the tier sent is the rule the lenders receive.
 */
export function tierFor(
  appCode: string,
  appList: readonly string[] = [],
  registry: LenderRegistry = LENDER_REGISTRY,
): Tier {
  const tier = lenderDefinition(appCode, registry)?.tier ?? '1';
  return typeof tier === 'function' ? tier(appList) : tier;
}
