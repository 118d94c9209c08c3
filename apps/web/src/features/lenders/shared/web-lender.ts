// The one shape a lender's web side takes (GUIDE 9): each lender folder exports one WebLender, and
// features/lenders/registry.ts lists them, one entry each. Shared code — the step table, the result page,
// the screens every lender shares — reads what a lender registered here and never names a lender.
import { createContext, useContext, type ComponentType } from 'react';
import type { MessageKey } from '../../../i18n/messages';
import {
  isAppCode,
  LENDERS,
  normaliseAppCode,
  type AppCode,
  type PageId,
  type VersatileOffer,
} from '../../../lib/domain';
import type { ApplicationRecord } from '../../../lib/api-types';
import { lazyWithTexts, type LazyWithTexts } from '../../../lib/lazy-with-texts';
import type { StepProps } from '../../../lib/step-props';
import type { LenderOwnPage } from './lender-own-page';
import type { LenderParts } from './lender-parts';
import type { ResultViewProps } from './result-view-props';

/** One page a lender serves: its screen, and its short name in the side panel's list of steps (decision 215). */
export interface LenderStep {
  readonly screen: LazyWithTexts<StepProps>;
  readonly name: MessageKey;
}

/** A lender's page whose screen is its own chunk (the module's export `exportName`), loaded when first reached
 * or preloaded by a move. */
export function lenderStep<K extends string>(
  name: MessageKey,
  load: () => Promise<Record<K, ComponentType<StepProps>>>,
  exportName: K,
): LenderStep {
  return { name, screen: lazyWithTexts(async () => (await load())[exportName]) };
}

/** A lender's result view, its own chunk (the module's export `exportName`). */
export function lenderResult<K extends string>(
  load: () => Promise<Record<K, ComponentType<ResultViewProps>>>,
  exportName: K,
): LazyWithTexts<ResultViewProps> {
  return lazyWithTexts(async () => (await load())[exportName]);
}

export interface WebLender {
  /** The lender's app code, as the domain and the server know it. */
  readonly appCode: AppCode;
  /** The screens of the page ids the lender serves (its steps, review, offer, after-approval pages), each its
   * own lazy chunk so no lender's screens weigh on another's pages. */
  readonly steps: Readonly<Partial<Record<PageId, LenderStep>>>;
  /** Its view on the result page (lenders §4 "Result screen (RESULT)"); without one the page apologises. */
  readonly result?: LazyWithTexts<ResultViewProps>;
  /** The view shows the lender's own error outcome; otherwise the result page shows the shared
   * 'Application Error' for an error result (lenders §4). */
  readonly showsOwnErrors?: boolean;
  /** What the lender adds to the screens all lenders share. */
  readonly parts?: LenderParts;
  /** Its promotion when a decline offers it next ('BUT FINANCING IS STILL POSSIBLE.', lenders §4): one text is
   * a paragraph, several a list. Without one, its catalogue description. */
  readonly promotion?: readonly MessageKey[];
  /** The application selection's button, when not 'Apply'. */
  readonly appSelectButton?: MessageKey;
  /** Led the shop's list, the lender skips the application selection when the answers say so. */
  readonly continuesFromAppSelect?: (values: Readonly<Record<string, string>>) => boolean;
  /** The offer its own earlier answer made, which words the button offering it next (the domain's
   * nextAppButton: Versatile's provider, lenders §4 "Next-application click"). */
  readonly nextAppButtonOffer?: (application: ApplicationRecord | undefined) => VersatileOffer | undefined;
  /** Its logo on the application selection (a typographic mark drawn inline, not the lender's own). */
  readonly logo?: LenderLogoStyle;
  /** Its pages outside the journey, from its folder's `<code>-own-pages.ts` (the router reads that file). */
  readonly ownPages?: readonly LenderOwnPage[];
}

export interface LenderLogoStyle {
  readonly bg: string;
  readonly fg: string;
  readonly text: string;
  readonly sub?: string;
}

/** The registered lenders, in registry order. */
export type WebLenderRegistry = readonly WebLender[];

/**
 * The registry the screens read. The apply-step route provides features/lenders/registry.ts; a test can provide
 * another. Empty by default: shared code cannot import the registry, whose lenders import shared code.
 */
export const WebLendersContext = createContext<WebLenderRegistry>([]);

/** The registered lender with this app code, if any. */
export function webLenderFor(lenders: WebLenderRegistry, appCode: string | undefined): WebLender | undefined {
  return appCode === undefined ? undefined : lenders.find((lender) => lender.appCode === appCode);
}

/**
 * The registered lender whose screens show a code (an application's key, a code in the shop's list). A code the
 * domain shows with another lender's screen (the branded cards' shop-list names: its `resultScreen`,
 * decision 135) is shown by the lender registered for that screen.
 */
export function lenderShowing(lenders: WebLenderRegistry, key: string): WebLender | undefined {
  const code = normaliseAppCode(key) ?? key;
  const screenOf = (appCode: string) => (isAppCode(appCode) ? LENDERS[appCode].resultScreen : undefined);
  const screen = screenOf(code);
  return (
    webLenderFor(lenders, code) ??
    (screen ? lenders.find((lender) => screenOf(lender.appCode) === screen) : undefined)
  );
}

/** The parts one lender adds; none when no lender (or an unregistered one) is meant. */
export function useLenderParts(appCode: AppCode | undefined): LenderParts {
  return webLenderFor(useContext(WebLendersContext), appCode)?.parts ?? {};
}

/**
 * The lenders' page ids and their steps. A page id two lenders claim is a registry mistake, not a choice
 * of one: it throws where the table is built.
 */
export function lenderSteps(lenders: WebLenderRegistry): Partial<Record<PageId, LenderStep>> {
  const steps: Partial<Record<PageId, LenderStep>> = {};
  for (const lender of lenders) {
    for (const [pageId, step] of Object.entries(lender.steps) as [PageId, LenderStep][]) {
      if (steps[pageId]) throw new Error(`Page ${pageId} is registered by two lenders.`);
      steps[pageId] = step;
    }
  }
  return steps;
}

/** The short name of a lender's page in the side panel's list of steps, if a registered lender serves it. */
export function lenderStepName(lenders: WebLenderRegistry, pageId: PageId): MessageKey | undefined {
  return lenders.find((lender) => lender.steps[pageId])?.steps[pageId]?.name;
}
