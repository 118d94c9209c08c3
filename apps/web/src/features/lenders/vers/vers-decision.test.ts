import { describe, expect, it } from 'vitest';
import { decisionStep, endStep, mapDecision, sdkScriptVersion } from './vers-decision';

describe('Versatile SDK reports (lenders §4 "Versatile waterfall")', () => {
  it('maps approved, declined/nooffer, pending and anything else', () => {
    expect(mapDecision('approved')).toBe('APPROVED');
    expect(mapDecision('declined')).toBe('DECLINED');
    expect(mapDecision('nooffer')).toBe('DECLINED');
    expect(mapDecision('pending')).toBe('PENDING');
    expect(mapDecision('error')).toBe('ERROR');
    expect(mapDecision('something-new')).toBe('ERROR');
  });

  it("picks 1.5.x for '1.5' and 1.0.1 for '1.0'; anything else is invalid", () => {
    expect(sdkScriptVersion('1.5')).toEqual({ line: '1.5', script: '1.5.2' });
    expect(sdkScriptVersion('1.0')).toEqual({ line: '1.0', script: '1.0.1' });
    expect(sdkScriptVersion('2.0')).toBeUndefined();
    expect(sdkScriptVersion('')).toBeUndefined();
  });

  it("1.5: 'prequalified' is ignored, canceled/abandoned reload, approved and declined end the flow", () => {
    expect(decisionStep('1.5', 'prequalified')).toEqual({ kind: 'ignore' });
    expect(decisionStep('1.5', 'canceled')).toEqual({ kind: 'reload' });
    expect(decisionStep('1.5', 'abandoned')).toEqual({ kind: 'reload' });
    expect(decisionStep('1.5', 'approved')).toEqual({ kind: 'record', decision: 'APPROVED', finish: true });
    expect(decisionStep('1.5', 'nooffer')).toEqual({ kind: 'record', decision: 'DECLINED', finish: true });
    expect(decisionStep('1.5', 'pending')).toEqual({ kind: 'record', decision: 'PENDING', finish: false });
    expect(endStep('1.5', 'pending', 'pending')).toBe('finish');
    expect(endStep('1.5', 'error', 'error')).toBe('finish');
    expect(endStep('1.5', 'approved', 'approved')).toBe('ignore');
  });

  it('1.0: canceled/abandoned are ignored until the end, which reloads; any other end finishes', () => {
    expect(decisionStep('1.0', 'canceled')).toEqual({ kind: 'ignore' });
    expect(decisionStep('1.0', 'prequalified')).toEqual({ kind: 'record', decision: 'ERROR', finish: false });
    expect(decisionStep('1.0', 'approved')).toEqual({ kind: 'record', decision: 'APPROVED', finish: false });
    expect(endStep('1.0', 'canceled')).toBe('reload');
    expect(endStep('1.0', 'abandoned')).toBe('reload');
    expect(endStep('1.0', 'declined')).toBe('finish');
  });
});
