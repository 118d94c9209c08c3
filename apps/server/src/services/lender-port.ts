import type { ApplicationKind } from './application-contract.js';

/**
 * The port the services ask the lenders through (GUIDE 4, decision 297): one lender behind an interface.
 * Adapters (lenders/) know the lender's wire format; the application service knows our rules (idempotency,
 * timeouts, encryption) and never talks HTTP itself. The lender modules implement these; nothing in
 * services/ imports lenders/.
 */

/** Result fields as lenders §3 "Application result" names them; every lender fills the ones it knows. */
export interface LenderResultFields {
  accepted?: string;
  declined?: string;
  referral?: string;
  pendingappflag?: '0' | '1' | '2';
  pending?: string;
  error?: string;
  status?: string;
  creditlimit?: string;
  cardnumber?: string;
  confirmationnumber?: string;
  accountonfile?: string;
  customermessage?: string;
  referralphone?: string;
  declinereason?: string;
  lender?: string;
  applicationDecision?: 'APPROVED' | 'DECLINED' | 'REFERRED' | 'ERROR';
  errorResult?: string;
  errorMessage?: string;
  prequalResult?: Record<string, unknown>;
  [field: string]: unknown;
}

export interface LenderCardArt {
  filename: string;
  filenamefilled: string;
  line1: string;
  line2: string;
}

/** What an adapter receives: the plain appData (already validated), never logged. */
export interface LenderSubmission {
  appType: string;
  tier: string;
  shop: { keyId: string; acctId: string; subId: string; storeNumber: string };
  appData: Readonly<Record<string, string>>;
  /** The prequal offer an application accepts (lenders §4: historyId, orderId, quickScreenAccept). */
  quickScreen?: Readonly<Record<string, string>> | undefined;
  /** The software version sent with appData (lenders §3 "appData (field map plus software version)"). */
  softwareVersion: string;
  /** Sent to the lender so a retry on its side never pulls credit twice. */
  idempotencyKey: string;
}

export interface LenderDecision {
  /** Status letter: a approved, d declined, e error, p pending (referral), q prequalified. */
  status: 'a' | 'd' | 'e' | 'p' | 'q' | 'n';
  result: LenderResultFields;
  cardArt?: LenderCardArt;
  /** The lender's own id for the application. */
  lenderApplicationId?: string;
  /**
   * What the consumer told the lender in the lender's own form (Synchrony's applicantInfo), kept with the
   * application so the data is reused for the next lender (lenders §4; decision 140).
   */
  gatheredAppData?: Record<string, string>;
}

export interface LenderAdapter {
  /** App code the adapter answers for (spec §1). */
  readonly appCode: string;
  /**
   * Submits one application and resolves with the lender's decision. Must honour `signal` (the caller's
   * timeout) and must treat a repeated `idempotencyKey` as the same application. Rejects on transport
   * failure; a lender-side decline is a decision, not an error.
   */
  submitApplication(submission: LenderSubmission, signal: AbortSignal): Promise<LenderDecision>;
  /**
   * Asks for a prequalification (a soft pull) and resolves with status 'q' (prequalified) or 'n' and
   * `result.prequalResult`. Lenders that do not prequalify reject with an AppError.
   */
  prequalify(submission: LenderSubmission, signal: AbortSignal): Promise<LenderDecision>;
}

/** Finds the adapter for an app code; training sessions always use the sandbox, whatever TEST_MODE says. */
export interface LenderAdapters {
  forApp(appCode: string, options: { training: boolean }): LenderAdapter;
}

/** A submission as a lender's own check sees it: already valid by the domain's rules, not yet stored. */
export interface SubmissionToCheck {
  consumerId: string;
  kind: ApplicationKind;
  appData: Readonly<Record<string, string>>;
}

/**
 * The fields the lenders add to a company keyword's record in a shop search (spec §7 "Shop search"), given the
 * company's lender list as stored: what the keyword's answer says about each lender.
 */
export type KeywordAnswerFields = (lenderList: string) => Readonly<Record<string, string>>;

/** What the application service asks of the lenders, whichever lender it is (decision 125). */
export interface LenderSubmissionHooks {
  /** The lender's own rules on a submission, before anything is stored; throws an AppError (4xx). */
  checkSubmission(appCode: string, submission: SubmissionToCheck): Promise<void>;
  /** The consumer applies in the lender's own hosted form: storing the application calls nobody. */
  decidesInOwnForm(appCode: string): boolean;
}
