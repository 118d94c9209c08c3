// The catalogue keeps its own copies of the spec texts the domain pins, because importing the domain's
// MESSAGES would pull the whole rules package into the landing page (+14 KB gzipped, over the 100 KB budget).
// This test makes the copies and the domain one home in effect: any drift fails here.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@ttapply/domain';
import { en } from './en';

describe('English catalogue', () => {
  it('uses the exact texts the domain pins', () => {
    const pairs: [keyof typeof en, string][] = [
      ['processing.text', MESSAGES.processing],
      ['shops.noShops', MESSAGES.noShopsFound],
      ['shops.searchErrorTitle', MESSAGES.searchErrorTitle],
      ['shops.addressRequired', MESSAGES.shopSearchRequired],
      ['shops.locationErrorTitle', MESSAGES.locationErrorTitle],
      ['shops.geolocationUnsupported', MESSAGES.geolocationUnsupported],
      ['shops.geolocationFailed', MESSAGES.geolocationFailed],
      ['policy.loadError', MESSAGES.termsLoadFailed],
      ['verify.accessCodeErrorTitle', MESSAGES.accessCodeErrorTitle],
      ['verify.newCodeTitle', MESSAGES.newAccessCodeTitle],
      ['verify.newCodeConfirm', MESSAGES.newAccessCodeConfirm],
      ['verify.emptyCode', MESSAGES.accessCodeEmpty],
      ['verify.invalidCode', MESSAGES.verificationFailed],
      ['verify.unableToVerify', MESSAGES.unableToVerifyPhone],
      ['verify.sendError', MESSAGES.accessCodeSendFailed],
      ['returning.invalid', MESSAGES.ssnGatheredInvalid],
      ['transport.communication', MESSAGES.transport.communication],
      ['transport.badRequest', MESSAGES.transport.badRequest],
      ['transport.notFound', MESSAGES.transport.notFound],
      ['transport.parse', MESSAGES.transport.parse],
      ['transport.unknownRemote', MESSAGES.transport.unknownRemote],
      ['transport.network', MESSAGES.transport.unreachable],
      ['transport.unknown', MESSAGES.transport.unknown],
      ['transport.server', MESSAGES.transport.server],
      ['session.navigationErrorTitle', MESSAGES.navigationErrorTitle],
      ['session.navigationError', MESSAGES.navigation],
      ['session.leave', MESSAGES.leaveApplication],
      ['notFound.text', MESSAGES.notFound('{path}')],
      ['address.searching', MESSAGES.addressSearching],
      ['address.error', MESSAGES.addressErrorPrefix],
      ['address.tryAnother.resident', MESSAGES.addressRetry.resident],
      ['address.tryAnother.mailing', MESSAGES.addressRetry.mailing],
      ['address.tryAnother.previous', MESSAGES.addressRetry.previous],
      ['coapp.phoneErrorTitle', MESSAGES.coappPhoneTitle],
      ['coapp.phoneError', MESSAGES.coappPhoneRequired],
    ];
    for (const [key, text] of pairs) expect(en[key], key).toBe(text);
  });
});
