// What the page does with each report of Versatile's SDK (lenders §4 "Versatile waterfall"). A report is not a
// decision: the page only asks our server to check with the partner (GUIDE 12).

/** 'prequalified' arrives in 1.5 only and is ignored; 1.0.1 is the script for anything that is not 1.5. */
export type SdkLine = '1.0' | '1.5';

/** The SDK script version for a lender record's sdkversion ('1.5' uses a 1.5.x script, else 1.0.1). */
export function sdkScriptVersion(sdkversion: string): { line: SdkLine; script: string } | undefined {
  const v = sdkversion.trim();
  if (/^1\.5(\.\d+)?$/.test(v)) return { line: '1.5', script: '1.5.2' };
  if (/^1(\.0(\.\d+)?)?$/.test(v)) return { line: '1.0', script: '1.0.1' };
  return undefined;
}

export type MappedDecision = 'APPROVED' | 'DECLINED' | 'PENDING' | 'ERROR';

/** Approved gives 'APPROVED'; declined or nooffer 'DECLINED'; pending 'PENDING'; error or anything else 'ERROR'. */
export function mapDecision(status: string): MappedDecision {
  switch (status.trim().toLowerCase()) {
    case 'approved':
      return 'APPROVED';
    case 'declined':
    case 'nooffer':
      return 'DECLINED';
    case 'pending':
      return 'PENDING';
    default:
      return 'ERROR';
  }
}

export type DecisionStep =
  /** Nothing to do (1.5 'prequalified'; canceled or abandoned in 1.0, which reloads at the end instead). */
  | { kind: 'ignore' }
  /** 1.5: canceled or abandoned reloads the page. */
  | { kind: 'reload' }
  /** Tell the server; `finish` when this report ends the flow (1.5 approved or declined). */
  | { kind: 'record'; decision: MappedDecision; finish: boolean };

const LEFT = ['canceled', 'cancelled', 'abandoned'];

export function decisionStep(line: SdkLine, status: string): DecisionStep {
  const s = status.trim().toLowerCase();
  if (LEFT.includes(s)) return line === '1.5' ? { kind: 'reload' } : { kind: 'ignore' };
  if (line === '1.5' && s === 'prequalified') return { kind: 'ignore' };
  const decision = mapDecision(s);
  // 1.5 ends on its own 'end' for error and pending; an approval or decline ends the flow itself.
  return {
    kind: 'record',
    decision,
    finish: line === '1.5' && (decision === 'APPROVED' || decision === 'DECLINED'),
  };
}

/**
 * The SDK's end: 1.0 ends every flow with onEnd (a canceled or abandoned last report reloads the page instead);
 * 1.5 ends the error and pending flows (lenders §4 "On flow end (1.0) or error/pending end (1.5)").
 */
export function endStep(
  line: SdkLine,
  lastStatus: string | undefined,
  reason?: string,
): 'finish' | 'reload' | 'ignore' {
  const last = (lastStatus ?? '').trim().toLowerCase();
  if (line === '1.0') return LEFT.includes(last) || last === '' ? 'reload' : 'finish';
  const why = (reason ?? last).trim().toLowerCase();
  return why === 'pending' || why === 'error' ? 'finish' : 'ignore';
}
