import fp from 'fastify-plugin';
import { createAddressVerifier, type AddressVerifier } from '../partners/address-verification/index.js';
import { createEmailProvider, type EmailProvider } from '../partners/email/index.js';
import { createGeocoder, type Geocoder } from '../partners/geocoding/index.js';
import {
  createLenderRegistry,
  LENDER_DEFINITIONS,
  lenderConsoleParts,
  lenderConsumerTables,
  lenderKeywordAnswer,
  lendersWithAmountsInCents,
  lenderSubmissionHooks,
  LenderModules,
  type LenderDefinition,
  type LenderRegistry,
} from '../lenders/index.js';
import { createSmsProvider, type SmsProvider } from '../partners/sms/index.js';
import { JobQueue } from '../jobs/job-queue.js';
import { startDailyCopies } from '../jobs/pglite-daily-copy-job.js';
import { LenderCallJobs } from '../jobs/lender-call-job.js';
import { startRetentionPurge } from '../jobs/retention-purge-job.js';
import { FieldEncryption } from '../security/field-encryption.js';
import { IdempotencyService } from '../services/idempotency-service.js';
import { AddressService } from '../services/address-service.js';
import { appDataRules } from '../services/app-data-rules.js';
import { ApplicationService } from '../services/application-service.js';
import { ConsumerService } from '../services/consumer-service.js';
import { DraftService } from '../services/draft-service.js';
import { LinkCodes } from '../services/link-codes.js';
import { OtpService } from '../services/otp-service.js';
import { SessionTokens } from '../services/session-tokens.js';
import { SsnCheckService } from '../services/ssn-check-service.js';
import { ShopService } from '../services/shop-service.js';
import { TextToApplyService } from '../services/text-to-apply-service.js';
import { SmsProgramme } from '../services/sms-programme.js';
import { announceSessionEnded, JourneyFeed } from '../journey/journey-feed.js';
import { JourneyService } from '../journey/journey-service.js';
import type { LenderConsoleParts } from '../staff/journey-details.js';
import { PartnerApiKeys } from '../partner-api/partner-api-keys.js';
import { LinkExpiryAnnouncer } from '../webhooks/link-expiry-job.js';
import { startWebhookMessagePrune } from '../webhooks/message-prune-job.js';
import { WebhookDeliveries } from '../webhooks/webhook-delivery-job.js';
import { WebhookEndpoints } from '../webhooks/webhook-endpoints.js';
import { WebhookOutbox } from '../webhooks/webhook-outbox.js';
import { WebhookSender } from '../webhooks/webhook-sender.js';

export interface Services {
  shops: ShopService;
  consumers: ConsumerService;
  linkCodes: LinkCodes;
  otp: OtpService;
  sessions: SessionTokens;
  applications: ApplicationService;
  idempotency: IdempotencyService;
  ssnChecks: SsnCheckService;
  drafts: DraftService;
  textToApply: TextToApplyService;
  /** Every text to a consumer goes through it: the opt-out list, the consent log, the fixed replies. */
  smsProgramme: SmsProgramme;
  sms: SmsProvider;
  email: EmailProvider;
  lenders: LenderRegistry;
  addressVerifier: AddressVerifier;
  geocoder: Geocoder;
  addresses: AddressService;
  /** Each lender's own services, routes and jobs, built once here (decision 125); app.ts registers the routes. */
  lenderModules: LenderModules;
  /** What the lenders add to the shop console's journey page (their agreements, their steps after approval). */
  lenderConsole: LenderConsoleParts;
  journey: JourneyService;
  journeyFeed: JourneyFeed;
  /** The durable job queue (decision 040): /readyz asks whether it is started, /metrics its depth. */
  jobs: JobQueue;
  /** A location's webhook endpoints and their deliveries (docs/webhooks.md). */
  webhooks: WebhookEndpoints;
  /** A location's partner API keys: made and listed in the console, checked on every partner API call. */
  partnerKeys: PartnerApiKeys;
}

export interface PartnerOverrides {
  sms?: SmsProvider;
  email?: EmailProvider;
  lenders?: LenderRegistry;
  addressVerifier?: AddressVerifier;
  geocoder?: Geocoder;
}

/**
 * Partner adapters from configuration (tests may pass misbehaving ones), then the services that use them.
 * `lenders` are the lender modules this server has (the registry's by default; a test may add its own).
 */
export default fp<{ partners?: PartnerOverrides; lenders?: readonly LenderDefinition[] }>(
  async (app, opts) => {
    const { config, db, clock, metrics } = app;
    const definitions = opts.lenders ?? LENDER_DEFINITIONS;
    // Counted and timed for /metrics (decision 287), whichever implementation configuration or a test picked.
    const sms = metrics.sms(opts.partners?.sms ?? createSmsProvider(config, db, clock));
    const email = metrics.email(opts.partners?.email ?? createEmailProvider(config, db, clock));
    const lenders = metrics.lenders(opts.partners?.lenders ?? createLenderRegistry(config, definitions));
    const addressVerifier = opts.partners?.addressVerifier ?? createAddressVerifier(config);
    const geocoder = opts.partners?.geocoder ?? createGeocoder(config);
    const sessions = new SessionTokens(
      db,
      config.sessionSecret,
      config.sessionIdleSeconds,
      clock,
      config.sessionRecheckMs,
      (sessionId) => announceSessionEnded(db, sessionId),
    );
    const linkCodes = new LinkCodes(db, config.linkCodeTtlHours, clock);
    const encryption = new FieldEncryption(config.encryptionKey);
    const consumers = new ConsumerService(db, linkCodes, clock);
    const shops = new ShopService(
      db,
      geocoder,
      (shop, problems) =>
        app.log.warn({ shopKeyId: shop.keyId, lenders: shop.lenders, problems }, problems.join(' ')),
      lenderKeywordAnswer(definitions),
    );
    await shops.refresh();
    // Another process (an operator, a second server) may change shops: the directory follows the table's
    // revision. A failed check keeps the directory as it was and is retried at the next tick.
    const watcher = setInterval(() => {
      shops.refreshIfChanged().catch((error: unknown) => {
        app.log.warn({ err: error }, 'shop directory refresh failed');
      });
    }, config.shopDirectoryRefreshMs).unref();
    app.addHook('onClose', async () => clearInterval(watcher));
    // Durable jobs (decision 040): stopped before the database closes (onClose runs last-registered first).
    const jobQueue = await JobQueue.start(app.jobConnection, config.jobs, app.log);
    app.addHook('onClose', async () => jobQueue.stop());
    metrics.watchQueues(() => jobQueue.depth());
    if (app.jobConnection.kind === 'pglite' && config.pgliteDailyCopies) {
      await startDailyCopies(jobQueue, app.jobConnection.client, config.dataDir, clock, app.log);
    }
    // Decision 197: what is past retention goes, daily, audited.
    await startRetentionPurge(
      jobQueue,
      db,
      { ...config.retention, lenderTables: lenderConsumerTables(definitions) },
      clock,
      app.log,
    );
    const lenderCalls = new LenderCallJobs(jobQueue);
    const idempotency = new IdempotencyService(db, encryption, clock);
    // Webhooks (docs/webhooks.md): each journey event writes its messages in its own transaction.
    const webhookDeliveries = new WebhookDeliveries(
      db,
      jobQueue,
      new WebhookSender(config.webhooks),
      encryption,
      config.webhooks,
      clock,
      app.log,
      (outcome) => metrics.webhookTries.inc({ outcome }),
    );
    const amountsInCents = lendersWithAmountsInCents(definitions);
    const webhookOutbox = new WebhookOutbox(webhookDeliveries, amountsInCents);
    // Where each journey stands, and its changes heard on every instance (docs/decisions/140).
    const journey = new JourneyService(db, shops, clock, amountsInCents, webhookOutbox);
    const drafts = new DraftService(db, encryption, clock, journey);
    const journeyFeed = new JourneyFeed(app.jobConnection, app.log);
    // Decision 246: a session ended on any instance is forgotten on this one.
    journeyFeed.subscribeToSessionEnds({
      sessionEnded: (sessionId) => sessions.heardEnd(sessionId),
      gap: () => sessions.heardGap(),
    });
    await journeyFeed.start();
    app.addHook('onClose', async () => journeyFeed.stop());
    const applications = new ApplicationService(
      db,
      lenders,
      encryption,
      appDataRules,
      config,
      clock,
      idempotency,
      lenderCalls,
      // Each lender's own rules on a submission, made from the shared pieces before the service (decision 297).
      lenderSubmissionHooks({ db, encryption, clock }, definitions),
      shops,
      journey,
    );
    // Every lender module once, after the services it uses: route plugins are given them, never make them.
    const lenderModules = LenderModules.build(
      {
        db,
        config,
        clock,
        encryption,
        lenders,
        applications,
        jobs: jobQueue,
        drafts,
        journey,
      },
      definitions,
    );
    const smsProgramme = new SmsProgramme(db, sms, config, clock);
    const services: Services = {
      linkCodes,
      sms,
      email,
      lenders,
      sessions,
      addressVerifier,
      geocoder,
      addresses: new AddressService(addressVerifier, config.addressVerifier.timeoutMs),
      shops,
      consumers,
      smsProgramme,
      textToApply: new TextToApplyService(db, smsProgramme, consumers, config, clock, journey),
      otp: new OtpService(db, smsProgramme, config, clock),
      drafts,
      applications,
      ssnChecks: new SsnCheckService(db, encryption, drafts, clock),
      idempotency,
      lenderModules,
      lenderConsole: lenderConsoleParts(definitions),
      journey,
      journeyFeed,
      jobs: jobQueue,
      webhooks: new WebhookEndpoints(db, encryption, webhookDeliveries, config.webhooks, clock),
      partnerKeys: new PartnerApiKeys(db, config, clock),
    };
    app.decorate('services', services);
    await lenderCalls.start(services.applications);
    await webhookDeliveries.start();
    await new LinkExpiryAnnouncer(db, webhookOutbox, jobQueue, clock).start();
    await startWebhookMessagePrune(jobQueue, db, clock);
    await lenderModules.start();
  },
  { name: 'services', dependencies: ['database', 'metrics'] },
);
