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
import { OtpService } from '../services/otp-service.js';
import { SessionTokens } from '../services/session-tokens.js';
import { ShopService } from '../services/shop-service.js';

export interface Services {
  shops: ShopService;
  consumers: ConsumerService;
  otp: OtpService;
  sessions: SessionTokens;
  applications: ApplicationService;
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
    const services: Services = {
      sms,
      lenders,
      sessions,
      addressVerifier,
      geocoder,
      addresses: new AddressService(addressVerifier, config.addressVerifier.timeoutMs),
      shops: new ShopService(db, geocoder, clock),
      consumers: new ConsumerService(db, clock),
      otp: new OtpService(db, sms, config, clock),
      applications: new ApplicationService(
        db,
        lenders,
        new FieldEncryption(config.encryptionKey),
        appDataRules,
        config,
        clock,
      ),
    };
    app.decorate('services', services);
  },
  { name: 'services', dependencies: ['database'] },
);
