import fp from 'fastify-plugin';
import { createAddressVerifier, type AddressVerifier } from '../partners/address-verification/index.js';
import { createGeocoder, type Geocoder } from '../partners/geocoding/index.js';
import { createLenderRegistry, type LenderRegistry } from '../partners/lenders/index.js';
import { createSmsProvider, type SmsProvider } from '../partners/sms/index.js';
import { FieldEncryption } from '../security/field-encryption.js';
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

export interface Services {
  shops: ShopService;
  consumers: ConsumerService;
  linkCodes: LinkCodes;
  otp: OtpService;
  sessions: SessionTokens;
  applications: ApplicationService;
  ssnChecks: SsnCheckService;
  drafts: DraftService;
  textToApply: TextToApplyService;
  sms: SmsProvider;
  lenders: LenderRegistry;
  addressVerifier: AddressVerifier;
  geocoder: Geocoder;
  addresses: AddressService;
}

export interface PartnerOverrides {
  sms?: SmsProvider;
  lenders?: LenderRegistry;
  addressVerifier?: AddressVerifier;
  geocoder?: Geocoder;
}

/** Partner adapters from configuration (tests may pass misbehaving ones), then the services that use them. */
export default fp<{ partners?: PartnerOverrides }>(
  async (app, opts) => {
    const { config, db, clock } = app;
    const sms = opts.partners?.sms ?? createSmsProvider(config, db, clock);
    const lenders = opts.partners?.lenders ?? createLenderRegistry(config);
    const addressVerifier = opts.partners?.addressVerifier ?? createAddressVerifier(config);
    const geocoder = opts.partners?.geocoder ?? createGeocoder(config);
    const sessions = new SessionTokens(config.sessionSecret, config.sessionIdleSeconds, clock);
    const linkCodes = new LinkCodes(db, config.linkCodeTtlHours, clock);
    const encryption = new FieldEncryption(config.encryptionKey);
    const consumers = new ConsumerService(db, linkCodes, clock);
    const shops = new ShopService(db, geocoder);
    await shops.refresh();
    // Another process (an operator, a second server) may change shops: the directory follows the table's
    // revision. A failed check keeps the directory as it was and is retried at the next tick.
    const watcher = setInterval(() => {
      shops.refreshIfChanged().catch((error: unknown) => {
        app.log.warn({ err: error }, 'shop directory refresh failed');
      });
    }, config.shopDirectoryRefreshMs).unref();
    app.addHook('onClose', async () => clearInterval(watcher));
    const services: Services = {
      linkCodes,
      sms,
      lenders,
      sessions,
      addressVerifier,
      geocoder,
      addresses: new AddressService(addressVerifier, config.addressVerifier.timeoutMs),
      shops,
      consumers,
      textToApply: new TextToApplyService(db, sms, consumers, config, clock),
      otp: new OtpService(db, sms, config, clock),
      drafts: new DraftService(db, encryption, clock),
      applications: new ApplicationService(db, lenders, encryption, appDataRules, config, clock),
      ssnChecks: new SsnCheckService(db, encryption),
    };
    app.decorate('services', services);
  },
  { name: 'services', dependencies: ['database'] },
);
