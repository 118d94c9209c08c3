import type { LenderCode } from '../lender-api.js';
import { alnc } from './alnc/index.js';
import { amff } from './amff/index.js';
import { bigo } from './bigo/index.js';
import { cfna } from './cfna/index.js';
import { cfss } from './cfss/index.js';
import { ezpy } from './ezpy/index.js';
import { gdyr } from './gdyr/index.js';
import { gemy } from './gemy/index.js';
import { gnes } from './gnes/index.js';
import { mile } from './mile/index.js';
import type { SandboxLender } from './sandbox-lender.js';
import { vers } from './vers/index.js';

/** Every lender the sandbox plays, one line each (GUIDE 9). */
export const SANDBOX_LENDERS: Readonly<Record<LenderCode, SandboxLender>> = {
  CFNA: cfna,
  GEMY: gemy,
  CFSS: cfss,
  AMFF: amff,
  EZPY: ezpy,
  GNES: gnes,
  MILE: mile,
  VERS: vers,
  GDYR: gdyr,
  ALNC: alnc,
  BIGO: bigo,
};

export interface DecisionTable {
  application: Readonly<Record<string, string>>;
  prequal?: Readonly<Record<string, string>>;
  otherSsns: string;
}

/** Test SSN → outcome per lender and kind, plus the rule for any other SSN (the README prints these). */
export const SANDBOX_DECISION_TABLES: Readonly<Record<LenderCode, DecisionTable>> = Object.fromEntries(
  Object.values(SANDBOX_LENDERS).map((lender) => [
    lender.code,
    {
      application: lender.applicationSsns,
      ...(lender.prequalSsns ? { prequal: lender.prequalSsns } : {}),
      otherSsns: lender.otherSsns,
    },
  ]),
) as Record<LenderCode, DecisionTable>;

/** Lenders that prequalify (lenders §4 "Submission pages": AMFF, EZPY, GNES, VERS, MILE). */
export const PREQUAL_LENDERS: readonly LenderCode[] = Object.values(SANDBOX_LENDERS)
  .filter((lender) => lender.prequal !== undefined)
  .map((lender) => lender.code);
