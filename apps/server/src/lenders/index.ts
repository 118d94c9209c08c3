import type { ZodRawShape } from 'zod';
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
import type { KeywordAnswerFields, LenderSubmissionHooks } from '../services/lender-port.js';
import type { ConsumerTable } from '../jobs/retention-purge-job.js';
import type { LenderConsoleParts } from '../staff/journey-details.js';
import type {
  LenderContext,
  LenderDefinition,
  LenderModule,
  LenderRoutes,
  LenderSettings,
  StaffFundingCancel,
  SubmissionCheck,
  SubmissionCheckContext,
} from './lender-definition.js';
import type { LenderRegistry } from './lender-registry.js';
import { mileLender } from './mile/index.js';
import { PartnerHttpClient } from './partner-http-client.js';
import { PartnerLender } from './partner-lender.js';
import { UnconfiguredLenderAdapter } from './remote-lender.js';
import { versatileLender } from './vers/index.js';
import { ERROR_MESSAGES_EN } from '../i18n/en/error-messages.js';

export type * from '../services/lender-port.js';
export type * from '../services/lender-applications.js';
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

export function createLenderRegistry(
  config: Config,
  definitions: readonly LenderDefinition[] = LENDER_DEFINITIONS,
): LenderRegistry {
  const sandboxClient = new PartnerHttpClient(config.lenders.sandboxUrl);
  const sandbox = new Map(definitions.map((d) => [d.appCode, new PartnerLender(d, sandboxClient)]));
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
 * Every lender's submission check and hosted-form flag, as the application service asks them by app code
 * (decision 125). Made before the application service, from the shared pieces alone (decision 297).
 */
export function lenderSubmissionHooks(
  context: SubmissionCheckContext,
  definitions: readonly LenderDefinition[] = LENDER_DEFINITIONS,
): LenderSubmissionHooks {
  const checks = new Map<string, SubmissionCheck>();
  for (const definition of definitions) {
    if (definition.submissionCheck) checks.set(definition.appCode, definition.submissionCheck(context));
  }
  const ownForm = new Set(definitions.filter((d) => d.decidesInOwnForm === true).map((d) => d.appCode));
  return {
    decidesInOwnForm: (appCode) => ownForm.has(appCode),
    checkSubmission: async (appCode, submission) => {
      await checks.get(appCode)?.(submission);
    },
  };
}

/** App codes of the lenders whose result `amount` is in cents (JourneyService reads amounts with it). */
export function lendersWithAmountsInCents(
  definitions: readonly LenderDefinition[] = LENDER_DEFINITIONS,
): ReadonlySet<string> {
  return new Set(definitions.filter((d) => d.resultAmountInCents === true).map((d) => d.appCode));
}

/**
 * Every lender's settings as one (config.ts and the client-config route): their variables, and their
 * client-config fields' schemas and values.
 */
export function lenderSettings(
  definitions: readonly LenderDefinition[] = LENDER_DEFINITIONS,
): Required<LenderSettings> {
  const settings = definitions.flatMap((d) => (d.settings ? [d.settings] : []));
  const shapeOf = (shapes: readonly ZodRawShape[]): ZodRawShape =>
    Object.fromEntries(shapes.flatMap((shape) => Object.entries(shape)));
  return {
    environment: shapeOf(settings.map((s) => s.environment)),
    client: {
      schema: shapeOf(settings.map((s) => s.client?.schema ?? {})),
      values: (lenderEnvironment) =>
        Object.fromEntries(
          settings.flatMap((s) => Object.entries(s.client?.values(lenderEnvironment) ?? {})),
        ),
    },
  };
}

/** Every lender's own tables of a consumer's rows, for the retention purge. */
export function lenderConsumerTables(
  definitions: readonly LenderDefinition[] = LENDER_DEFINITIONS,
): ConsumerTable[] {
  return definitions.flatMap((d) => d.consumerTables ?? []);
}

/** What every lender adds to a company keyword's record in a shop search, for ShopService. */
export function lenderKeywordAnswer(
  definitions: readonly LenderDefinition[] = LENDER_DEFINITIONS,
): KeywordAnswerFields {
  const parts = definitions.flatMap((d) => (d.keywordAnswer ? [d.keywordAnswer] : []));
  return (lenderList) => Object.fromEntries(parts.flatMap((part) => Object.entries(part(lenderList))));
}

/** What every lender adds to the shop console's journey page, for LocationConsole. */
export function lenderConsoleParts(
  definitions: readonly LenderDefinition[] = LENDER_DEFINITIONS,
): LenderConsoleParts {
  const parts = definitions.flatMap((d) => (d.console ? [d.console] : []));
  return {
    consentDocuments: new Set(parts.flatMap((part) => part.consentDocuments ?? [])),
    afterApproval: (apps) => {
      for (const part of parts) {
        const view = part.afterApproval?.(apps);
        if (view) return view;
      }
      return null;
    },
  };
}

/**
 * Every lender's module as built for this server (decision 125): its routes, job workers and console actions.
 * Built once, after the application service, which the modules reach through LenderApplications.
 */
export class LenderModules {
  private constructor(private readonly built: ReadonlyMap<string, LenderModule>) {}

  /** Makes each lender's services, routes and job workers; once per server (plugins/services.ts). */
  static build(
    context: LenderContext,
    definitions: readonly LenderDefinition[] = LENDER_DEFINITIONS,
  ): LenderModules {
    const built = new Map<string, LenderModule>();
    for (const definition of definitions) {
      if (definition.build) built.set(definition.appCode, definition.build(context));
    }
    return new LenderModules(built);
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
