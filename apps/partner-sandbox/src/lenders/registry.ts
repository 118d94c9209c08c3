import { alnc } from './alnc/index.js';
import { amff } from './amff/index.js';
import { bigo } from './bigo/index.js';
import { CFNA_AS_ISSUER, cfna } from './cfna/index.js';
import { cfss } from './cfss/index.js';
import { ezpy } from './ezpy/index.js';
import { goodyearCard } from './gdyr/index.js';
import { gemy } from './gemy/index.js';
import { gnes } from './gnes/index.js';
import { mile } from './mile/index.js';
import type { SandboxLender } from './sandbox-lender.js';
import { vers } from './vers/index.js';

/**
 * Every lender the sandbox plays, one line each (GUIDE 9), by the app code our server calls it with (lenders
 * §1). Nothing else in the sandbox names a lender: the routes, the test controls and the README read this. A
 * brand's card is handed its issuer's block here, since no lender folder imports another.
 */
export const SANDBOX_LENDERS = {
  CFNA: cfna,
  GEMY: gemy,
  CFSS: cfss,
  AMFF: amff,
  EZPY: ezpy,
  GNES: gnes,
  MILE: mile,
  VERS: vers,
  GDYR: goodyearCard(CFNA_AS_ISSUER),
  ALNC: alnc,
  BIGO: bigo,
} as const satisfies Readonly<Record<string, SandboxLender>>;

/** App codes of the lenders this sandbox plays. */
export type LenderCode = keyof typeof SANDBOX_LENDERS;
export const LENDER_CODES = Object.keys(SANDBOX_LENDERS) as [LenderCode, ...LenderCode[]];

export function isLenderCode(value: string): value is LenderCode {
  return Object.hasOwn(SANDBOX_LENDERS, value);
}

/**
 * The lenders one sandbox plays, by app code: the registry's, then any a composition adds (buildSandbox's
 * `lenders`, docs/decisions/312). The routes and the test controls read this, never the registry itself.
 */
export type SandboxLenders = ReadonlyMap<string, SandboxLender>;

/** The registry's lenders, then `added`; an added code the registry already has is a composition's mistake. */
export function sandboxLendersWith(added: readonly SandboxLender[] = []): SandboxLenders {
  const lenders = new Map<string, SandboxLender>(Object.entries(SANDBOX_LENDERS));
  for (const lender of added) {
    if (lenders.has(lender.code)) throw new Error(`The sandbox already plays ${lender.code}.`);
    lenders.set(lender.code, lender);
  }
  return lenders;
}

/** The lender an app code names, if the sandbox plays it. */
export function sandboxLender(code: string): SandboxLender | undefined {
  return isLenderCode(code) ? SANDBOX_LENDERS[code] : undefined;
}

export interface DecisionTable {
  application: Readonly<Record<string, string>>;
  prequal?: Readonly<Record<string, string>>;
  otherSsns: string;
}

/** Test SSN → outcome per lender and kind, plus the rule for any other SSN (the README prints these). */
export const SANDBOX_DECISION_TABLES: Readonly<Record<LenderCode, DecisionTable>> = Object.fromEntries(
  Object.values(SANDBOX_LENDERS).map((lender: SandboxLender) => [
    lender.code,
    {
      application: lender.applicationSsns,
      ...(lender.prequalSsns ? { prequal: lender.prequalSsns } : {}),
      otherSsns: lender.otherSsns,
    },
  ]),
) as Record<LenderCode, DecisionTable>;

/** Lenders that prequalify (lenders §1): those whose sandbox answers a prequal. */
export const PREQUAL_LENDERS: readonly LenderCode[] = LENDER_CODES.filter(
  (code) => (SANDBOX_LENDERS[code] as SandboxLender).prequal !== undefined,
);
