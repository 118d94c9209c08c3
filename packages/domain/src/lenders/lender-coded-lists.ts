// The coded lists lenders define for themselves (a lender's own codes for an answer, spec §3), merged from the
// registry, so the screens translate them as they do the shared lists (decision 230) and their translation's
// type knows each list's codes, without shared code naming the lender.
import type { LenderCodedList } from './lender-definition.js';
import { LENDER_REGISTRY, type LenderRegistry } from './lender-registry.js';

type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (
  intersection: infer I,
) => void
  ? I
  : never;

type ListsOf<Lender> = Lender extends { readonly codedLists: infer Lists }
  ? { readonly [Name in keyof Lists]: Lists[Name] extends { readonly list: infer List } ? List : never }
  : Record<never, never>;

/** Each coded list the product's lenders define, by name: its codes and labels, typed as its lender declares. */
export type LenderCodedLists = UnionToIntersection<ListsOf<(typeof LENDER_REGISTRY)[number]>>;

/** The coded lists of a registry's lenders, by name. Two lenders naming a list alike is a registry mistake. */
export function lenderCodedListsOf(registry: LenderRegistry): Readonly<Record<string, LenderCodedList>> {
  const lists: Record<string, LenderCodedList> = {};
  for (const lender of registry) {
    for (const [name, list] of Object.entries(lender.codedLists ?? {})) {
      if (lists[name]) throw new Error(`The coded list ${name} is defined by two lenders.`);
      lists[name] = list;
    }
  }
  return lists;
}

export const LENDER_CODED_LISTS = lenderCodedListsOf(LENDER_REGISTRY) as Readonly<
  Record<keyof LenderCodedLists, LenderCodedList>
>;
