import { describe, expect, it } from 'vitest';
import { PAGE_IDS } from '../journey/page-ids.js';
import type { JourneyLenderStatus } from '../waterfall/journey-status.js';
import {
  associateNextStep,
  boardLenderName,
  lenderOutcomeText,
  PAGE_NAMES,
  stageText,
  type BoardJourneyStatus,
} from './board-words.js';

const lender = (appCode: string, status: string, amount: number | null = null): JourneyLenderStatus => ({
  appCode,
  status,
  kind: status === 'not-applied' ? null : 'application',
  applicationId: null,
  amount,
});

const journey = (over: Partial<BoardJourneyStatus>): BoardJourneyStatus => ({
  stage: 'filling',
  page: null,
  nextStep: null,
  lenders: [],
  ...over,
});

describe('stage in plain words', () => {
  it('names the steps before a lender is asked', () => {
    expect(stageText(journey({ stage: 'link-sent' }))).toBe('link sent');
    expect(stageText(journey({ stage: 'link-sent', linkCancelled: true }))).toBe('link cancelled');
    expect(stageText(journey({ stage: 'phone-verified' }))).toBe('verified their phone');
    expect(stageText(journey({ stage: 'filling', page: 'resident' }))).toBe('on Residence');
    expect(stageText(journey({ stage: 'filling', page: 'about-you' }))).toBe('on About You');
    expect(stageText(journey({ stage: 'filling', page: null }))).toBe('filling in the application');
  });

  it('has a name for every page', () => {
    for (const page of PAGE_IDS) expect(PAGE_NAMES[page], page).toMatch(/\S/);
  });

  it('waits for the lender deciding', () => {
    expect(
      stageText(
        journey({
          stage: 'submitted',
          nextStep: { type: 'waiting', appCode: 'CFNA' },
          lenders: [lender('CFNA', 'deciding')],
        }),
      ),
    ).toBe('waiting for CFNA');
  });

  it('says who declined and who is offered', () => {
    const declinedOffered = journey({
      stage: 'next-offered',
      nextStep: { type: 'offer-next', appCode: 'GNES' },
      lenders: [lender('CFNA', 'declined'), lender('GNES', 'prequalified', 1800)],
    });
    expect(stageText(declinedOffered)).toBe('declined by CFNA, Concora offered for $1,800');
    expect(associateNextStep(declinedOffered)).toBe('help the customer accept the Concora offer');
    const next = journey({
      stage: 'next-offered',
      nextStep: { type: 'offer-next', appCode: 'CFSS' },
      lenders: [lender('CFNA', 'declined'), lender('GNES', 'declined'), lender('CFSS', 'not-applied')],
    });
    expect(stageText(next)).toBe('declined by CFNA and Concora, DigniFi offered');
    expect(associateNextStep(next)).toBe('offer the next lender, DigniFi');
  });

  it('says who approved and for how much, and what the associate does', () => {
    const concora = journey({
      stage: 'decided',
      nextStep: { type: 'approved', appCode: 'GNES' },
      lenders: [lender('CFNA', 'declined'), lender('GNES', 'approved', 1800)],
    });
    expect(stageText(concora)).toBe('approved by Concora for $1,800');
    expect(associateNextStep(concora)).toBe('ring up on the Concora card');
    const cfna = journey({
      stage: 'decided',
      nextStep: { type: 'approved', appCode: 'CFNA' },
      lenders: [lender('CFNA', 'approved', 4500)],
    });
    expect(associateNextStep(cfna)).toBe('ring up on the CFNA card');
    const aff = journey({
      stage: 'decided',
      nextStep: { type: 'approved', appCode: 'AMFF' },
      lenders: [lender('AMFF', 'approved', 4000)],
    });
    expect(stageText(aff)).toBe('approved by AFF for $4,000');
    expect(associateNextStep(aff)).toBe('the customer chooses the amount and signs with AFF on their phone');
  });

  it('funded by AFF: charge the virtual card', () => {
    const funded = journey({
      stage: 'funded',
      nextStep: { type: 'funded', appCode: 'AMFF' },
      lenders: [lender('AMFF', 'funded', 1200)],
    });
    expect(stageText(funded)).toBe('funded by AFF for $1,200');
    expect(associateNextStep(funded)).toBe('charge the AFF virtual card');
  });

  it('a referral: the customer must call the lender', () => {
    const referred = journey({
      stage: 'decided',
      nextStep: { type: 'referred', appCode: 'EZPY' },
      lenders: [lender('EZPY', 'referred')],
    });
    expect(stageText(referred)).toBe('referred by EasyPay');
    expect(associateNextStep(referred)).toBe('the customer must call EasyPay');
  });

  it('before a lender is asked the associate waits', () => {
    expect(associateNextStep(journey({ stage: 'link-sent' }))).toBe('wait for the customer to open the link');
    expect(associateNextStep(journey({ stage: 'link-sent', linkCancelled: true }))).toBe(
      'nothing: the link no longer opens (send a new one if the customer still wants to apply)',
    );
    expect(associateNextStep(journey({ stage: 'filling', page: 'financial' }))).toBe(
      'wait for the customer to finish',
    );
    expect(
      associateNextStep(
        journey({
          stage: 'submitted',
          nextStep: { type: 'waiting', appCode: 'CFNA' },
          lenders: [lender('CFNA', 'deciding')],
        }),
      ),
    ).toBe("wait for CFNA's answer");
  });

  it('every lender declined', () => {
    const all = journey({
      stage: 'ended',
      nextStep: { type: 'all-applied' },
      lenders: [lender('CFNA', 'declined'), lender('GNES', 'declined')],
    });
    expect(stageText(all)).toBe('declined by CFNA and Concora');
    expect(associateNextStep(all)).toBe(
      'no lender approved: the customer receives each letter of explanation by mail',
    );
  });
});

describe('lender outcome words', () => {
  it.each([
    ['not-applied', null, 'Not applied'],
    ['deciding', null, 'Deciding…'],
    ['prequalified', 1800, 'Prequalified for $1,800'],
    ['approved', 4500, 'Approved for $4,500'],
    ['approved', null, 'Approved'],
    ['approved-in-store', null, 'Approved in store'],
    ['referred', null, 'Needs a call'],
    ['declined', null, 'Declined'],
    ['error', null, 'Error'],
    ['funded', 1200, 'Funded for $1,200'],
  ])('%s %s → %s', (status, amount, text) => {
    expect(lenderOutcomeText({ status, amount })).toBe(text);
  });

  it('names lenders as associates say them', () => {
    expect(boardLenderName('AMFF')).toBe('AFF');
    expect(boardLenderName('GNES')).toBe('Concora');
    expect(boardLenderName('EZPY')).toBe('EasyPay');
    expect(boardLenderName('XYZ')).toBe('XYZ');
  });
});
