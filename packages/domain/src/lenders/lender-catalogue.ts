// What the journey shows about each lender (spec §1, lenders §1, §4 button labels), read from the lenders'
// definitions: one entry per code a shop's list may carry (app-codes AppCode).
import type { AppCode } from './app-codes.js';
import type { LenderDefinition } from './lender-definition.js';
import {
  LENDER_REGISTRY,
  lenderDefinition,
  lenderShownOn,
  refusedListCodes,
  type LenderRegistry,
} from './lender-registry.js';

export interface LenderInfo {
  readonly code: AppCode;
  readonly name: string;
  /** What the lender offers, in the spec's words. */
  readonly product: string;
  /** App selection button: 'Apply' unless the lender names its own (spec §2 screen 12). */
  readonly applyLabel: string;
  /** Next-application button on a result: 'Apply' unless the lender names its own (lenders §4). */
  readonly nextAppLabel: string;
  readonly prequal: boolean;
  /** Data gathered once, submitted straight from the result page (lenders §2 "quick app"). */
  readonly quickApp: boolean;
  /** Only ever shown as a result screen (lenders §1). */
  readonly resultOnly: boolean;
  /**
   * The result screen that shows this lender's decision (lenders §4 "chosen by code"): the lender's own, or
   * its brand's (docs/decisions/135). Undefined for a code that is never offered (app-codes
   * SHOP_LIST_READINGS).
   */
  readonly resultScreen: ResultScreen | undefined;
  /**
   * The lender's customer line, to call about an application (the result screens' call buttons, lenders §4;
   * the shop console's contacts); a number the lender sends with its answer (referralphone) comes first.
   */
  readonly phone: string | undefined;
  /** Who decides: the issuing bank named on the consent line and the result (docs/decisions/135). */
  readonly issuer: string;
}

/** The result screens of lenders §4, keyed as the web's views are (features/result/result-page.tsx). */
export const RESULT_SCREENS = [...new Set(LENDER_REGISTRY.map((lender) => lender.resultScreen))];
export type ResultScreen = (typeof LENDER_REGISTRY)[number]['resultScreen'];

function lenderInfo(lender: LenderDefinition, code: string = lender.code): LenderInfo {
  return {
    code: code as AppCode,
    name: lender.name,
    product: lender.product,
    applyLabel: lender.applyLabel ?? 'Apply',
    nextAppLabel: lender.nextAppLabel ?? 'Apply',
    prequal: lender.prequal,
    quickApp: lender.quickApp === true,
    resultOnly: code !== lender.code,
    resultScreen: lender.resultScreen as ResultScreen,
    phone: lender.phone,
    issuer: lender.issuer ?? lender.name,
  };
}

/** The catalogue entry of every code a registry's shops may list. */
export function lenderCatalogueOf(registry: LenderRegistry): Readonly<Record<string, LenderInfo>> {
  const entries: [string, LenderInfo][] = registry.map((lender) => [lender.code, lenderInfo(lender)]);
  for (const lender of registry) {
    // A brand's result screen a shop may list: its lender's facts, shown only as that result.
    if (lenderShownOn(lender.resultScreen, registry)) {
      entries.push([lender.resultScreen, lenderInfo(lender, lender.resultScreen)]);
    }
  }
  for (const refused of refusedListCodes(registry)) {
    entries.push([
      refused.code,
      {
        code: refused.code as AppCode,
        name: refused.name,
        product: refused.product,
        applyLabel: 'Apply',
        nextAppLabel: 'Apply',
        prequal: false,
        quickApp: false,
        resultOnly: false,
        resultScreen: undefined,
        phone: undefined,
        issuer: refused.name,
      },
    ]);
  }
  return Object.fromEntries(entries);
}

export const LENDERS = lenderCatalogueOf(LENDER_REGISTRY) as Readonly<Record<AppCode, LenderInfo>>;

/** The catalogue entry of a lender of a registry (the package's LENDERS for the registered ones). */
export function lenderInfoOf(
  code: string,
  registry: LenderRegistry = LENDER_REGISTRY,
): LenderInfo | undefined {
  const lender = lenderDefinition(code, registry);
  return lender ? lenderInfo(lender) : undefined;
}
