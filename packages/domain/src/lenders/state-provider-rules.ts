// Resident-state provider rules (spec §4 "Changing the residential state adds or removes two providers from
// the list"; lenders §4 "AFF lender and its selection are removed for certain resident states"). The spec
// does not show the state lists, so each rule is one data row that names the spec text that justifies it;
// a rule we cannot justify is not guessed (docs/decisions/024-resident-state-providers.md). Each rule is in
// its lender's definition.
import type { AppCode } from './app-codes.js';
import { LENDER_REGISTRY, type LenderRegistry } from './lender-registry.js';

export interface StateProviderRule {
  /** The provider removed from the app list. */
  readonly provider: AppCode;
  /** Resident states (USPS codes) for which it is removed. */
  readonly states: readonly string[];
  /** Why, with the spec section. */
  readonly reason: string;
}

/** The rules of a registry's lenders (each definition's removedForResidentStates). */
export function stateProviderRulesOf(registry: LenderRegistry): readonly StateProviderRule[] {
  return registry.flatMap((lender) =>
    lender.removedForResidentStates
      ? [{ provider: lender.code as AppCode, ...lender.removedForResidentStates }]
      : [],
  );
}

export const STATE_PROVIDER_RULES: readonly StateProviderRule[] = stateProviderRulesOf(LENDER_REGISTRY);

function normaliseState(residentState: string | undefined): string {
  return (residentState ?? '').trim().toUpperCase();
}

/** The rules that remove a provider for this resident state (none when no state is known yet). */
export function stateProviderRulesFor(residentState: string | undefined): readonly StateProviderRule[] {
  const state = normaliseState(residentState);
  if (state === '') return [];
  return STATE_PROVIDER_RULES.filter((rule) => rule.states.includes(state));
}

/** True when a resident of this state may not apply to this provider. */
export function isProviderRemovedForState(provider: string, residentState: string | undefined): boolean {
  return stateProviderRulesFor(residentState).some((rule) => rule.provider === provider);
}

/**
 * The app list with the providers removed for this resident state, order kept. Before the residence page
 * (no state yet) the list is unchanged, so the journey starts with the shop's own list.
 */
export function providersForResidentState<T extends string>(
  appList: readonly T[],
  residentState: string | undefined,
): T[] {
  const removed = stateProviderRulesFor(residentState).map((rule) => rule.provider as string);
  return appList.filter((code) => !removed.includes(code));
}
