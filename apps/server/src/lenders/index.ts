import type { Config } from '../config.js';
import { AppError, errorText } from '../errors/app-error.js';
import { breadLender } from './alnc/index.js';
import { americanFirstFinanceLender } from './amff/index.js';
import { bigOLender } from './bigo/index.js';
import { cfnaLender } from './cfna/index.js';
import { dignifiLender } from './cfss/index.js';
import { easyPayLender } from './ezpy/index.js';
import { goodyearLender } from './gdyr/index.js';
import { synchronyLender } from './gemy/index.js';
import { concoraLender } from './gnes/index.js';
import type {
  LenderContext,
  LenderDefinition,
  LenderModule,
  LenderRoutes,
  LenderSubmissionHooks,
  StaffFundingCancel,
  SubmissionToCheck,
} from './lender-definition.js';
import type { LenderRegistry } from './lender-registry.js';
import { mileLender } from './mile/index.js';
import { PartnerHttpClient } from './partner-http-client.js';
import { PartnerLender } from './partner-lender.js';
import { UnconfiguredLenderAdapter } from './remote-lender.js';
import { versatileLender } from './vers/index.js';
import { ERROR_MESSAGES_EN } from '../i18n/en/error-messages.js';

export type * from './lender-adapter.js';
export type * from './lender-applications.js';
export type * from './lender-definition.js';
export type * from './lender-registry.js';

/** One line per lender (GUIDE 9: adding a lender touches its folders and one registry line each). */
export const LENDER_DEFINITIONS: readonly LenderDefinition[] = [
  cfnaLender,
  synchronyLender,
  dignifiLender,
  americanFirstFinanceLender,
  easyPayLender,
  concoraLender,
  mileLender,
  versatileLender,
  goodyearLender,
  breadLender,
  bigOLender,
];

export function createLenderRegistry(config: Config): LenderRegistry {
  const sandboxClient = new PartnerHttpClient(config.lenders.sandboxUrl);
  const sandbox = new Map(LENDER_DEFINITIONS.map((d) => [d.appCode, new PartnerLender(d, sandboxClient)]));
  const useSandbox = (training: boolean) => training || config.testMode === 'LOCAL';
  return {
    forApp(appCode, { training }) {
      return (
        (useSandbox(training) ? sandbox.get(appCode) : undefined) ?? new UnconfiguredLenderAdapter(appCode)
      );
    },
    documents({ training }) {
      // Real lenders' document endpoints have no credentials in this project yet (see remote-lender.ts).
      if (!useSandbox(training)) throw new AppError('PARTNER_UNAVAILABLE');
      return sandboxClient;
    },
  };
}

/** The answer when a funding cancel finds none to cancel. */
export const NO_FUNDING_TO_CANCEL = ERROR_MESSAGES_EN['amff.noFunding'];

/**
 * Every lender's module as built for this server (decision 125), and the hooks the application service asks
 * by app code. Built in two steps because each needs the other: the application service is made with these
 * hooks, then `build` gives each module the application service behind LenderApplications.
 */
export class LenderModules implements LenderSubmissionHooks {
  private readonly built = new Map<string, LenderModule>();
  private ready = false;

  constructor(private readonly definitions: readonly LenderDefinition[] = LENDER_DEFINITIONS) {}

  /** Makes each lender's services, routes and job workers; once per server (plugins/services.ts). */
  build(context: LenderContext): void {
    if (this.ready) throw new Error('The lender modules are built once per server.');
    for (const definition of this.definitions) {
      if (definition.build) this.built.set(definition.appCode, definition.build(context));
    }
    this.ready = true;
  }

  decidesInOwnForm(appCode: string): boolean {
    return this.definitions.some((d) => d.appCode === appCode && d.decidesInOwnForm === true);
  }

  async checkSubmission(appCode: string, submission: SubmissionToCheck): Promise<void> {
    // A check skipped because its module was not built yet would let through what the lender refuses.
    if (!this.ready) throw new Error('A submission was checked before the lender modules were built.');
    await this.built.get(appCode)?.checkSubmission?.(submission);
  }

  /** The console's cancel of a lender's funding; a lender without one refuses it (409). */
  async cancelFundingForShop(
    appCode: string,
    applicationId: string,
    journey: StaffFundingCancel,
  ): Promise<void> {
    const cancel = this.built.get(appCode)?.cancelFundingForShop;
    if (!cancel) throw new AppError('CONFLICT', errorText('amff.noFunding'));
    await cancel(applicationId, journey);
  }

  /** Every lender's route plugins with their URL prefixes, in registry order. */
  routes(): LenderRoutes[] {
    return [...this.built.values()].flatMap((module) => module.routes ?? []);
  }

  /** Starts every module's job workers. */
  async start(): Promise<void> {
    for (const module of this.built.values()) await module.start?.();
  }
}
