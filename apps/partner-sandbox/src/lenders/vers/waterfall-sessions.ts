import { randomBytes, randomUUID } from 'node:crypto';
import { digitsOf, fnv1a, otherSsnRule } from '../../decision-rule.js';
import { BoundedMap } from '../../state/bounded-map.js';
import {
  VERS_MAX_LIMIT,
  VERS_PROVIDERS,
  VERS_SAMPLE_LIMIT,
  VERS_WATERFALL_ORDER,
  VERS_WATERFALL_SSNS,
  type VersProviderDecision,
  type VersProviderId,
} from './decisions.js';

/** One provider's answer inside the widget, as Versatile reports it (lenders §3 "Versatile data"). */
export interface VersProviderStep {
  providerId: VersProviderId;
  status: VersProviderDecision;
  /** Cents (lenders §9). */
  approvedAmount?: number;
  applicationId: string;
  productType: string;
  providerReferenceNumber: string;
  providerBankId: string;
  providerProductId: string;
  outcomeType?: 'offer_present' | 'additional_info_required';
}

export interface VersSession {
  sessionId: string;
  idempotencyKey: string;
  ssn: string;
  appData: Record<string, string>;
  createdAt: Date;
  expiresAt: Date;
  /** Set once the consumer walked the widget to its end. */
  steps?: VersProviderStep[];
  /** Times our server read the status (tests check one poller per session). */
  statusReads: Date[];
}

export type VersSessionStatus =
  | { sessionId: string; status: 'started'; expiresAt: string }
  | { sessionId: string; status: 'expired'; error: string }
  | { sessionId: string; status: 'completed'; decision: VersProviderStep };

/** Versatile's own text for a session nobody finished (our server records it, lenders §8 'Versatile Error'). */
export const VERS_SESSION_EXPIRED = 'Versatile Error';

/** Sessions by id and by Idempotency-Key, plus the widget's short-lived front-end tokens. */
export class VersSessions {
  private readonly byId = new BoundedMap<string, VersSession>(10_000);
  private readonly byKey = new BoundedMap<string, string>(10_000);
  private readonly tokens = new BoundedMap<string, { sessionId: string; expiresAt: Date }>(10_000);

  create(key: string, appData: Record<string, string>, ssn: string, ttlSeconds: number, now: Date) {
    const existing = this.byKey.get(key);
    const found = existing ? this.byId.get(existing) : undefined;
    if (found) return found;
    const session: VersSession = {
      sessionId: randomUUID(),
      idempotencyKey: key,
      ssn,
      appData,
      createdAt: now,
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      statusReads: [],
    };
    this.byId.set(session.sessionId, session);
    this.byKey.set(key, session.sessionId);
    return session;
  }

  byIdempotencyKey(key: string): VersSession | undefined {
    const id = this.byKey.get(key);
    return id ? this.byId.get(id) : undefined;
  }

  get(sessionId: string): VersSession | undefined {
    return this.byId.get(sessionId);
  }

  status(session: VersSession, now: Date): VersSessionStatus {
    const last = session.steps?.at(-1);
    if (last) return { sessionId: session.sessionId, status: 'completed', decision: last };
    if (now >= session.expiresAt) {
      return { sessionId: session.sessionId, status: 'expired', error: VERS_SESSION_EXPIRED };
    }
    return { sessionId: session.sessionId, status: 'started', expiresAt: session.expiresAt.toISOString() };
  }

  /** A front-end token for the widget, valid 10 minutes (the SDK asks our server, which asks here). */
  frontEndToken(session: VersSession, now: Date): { token: string; expiresAt: string } {
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now.getTime() + 10 * 60_000);
    this.tokens.set(token, { sessionId: session.sessionId, expiresAt });
    return { token, expiresAt: expiresAt.toISOString() };
  }

  byToken(token: string, now: Date): VersSession | undefined {
    const entry = this.tokens.get(token);
    if (!entry || now >= entry.expiresAt) return undefined;
    return this.byId.get(entry.sessionId);
  }

  /** The consumer walks the waterfall: once; a second walk of the same session shows the same answers. */
  walk(session: VersSession, now: Date): VersProviderStep[] | undefined {
    if (session.steps) return session.steps;
    if (now >= session.expiresAt) return undefined;
    session.steps = waterfallSteps(session);
    return session.steps;
  }
}

const PRODUCT: Record<VersProviderId, string> = Object.fromEntries(
  VERS_PROVIDERS.map((p) => [p.providerId, p.productType]),
) as Record<VersProviderId, string>;

/**
 * The providers' answers in waterfall order: a test SSN names the deciding provider (decisions.ts); any other
 * SSN goes to provider FNV-1a('VERS|provider|' + SSN) mod 4 with the income rule (refer is pending).
 */
export function waterfallSteps(session: VersSession): VersProviderStep[] {
  const listed = VERS_WATERFALL_SSNS[session.ssn];
  let decider: VersProviderId;
  let decision: VersProviderDecision;
  let dollars = VERS_SAMPLE_LIMIT;
  if (listed) {
    decider = listed.providerId;
    decision = listed.decision;
  } else {
    decider = VERS_WATERFALL_ORDER[fnv1a(`VERS|provider|${session.ssn}`) % VERS_WATERFALL_ORDER.length]!;
    const rule = otherSsnRule('VERS', session.ssn, session.appData, VERS_MAX_LIMIT);
    decision = rule.outcome === 'approve' ? 'approved' : rule.outcome === 'refer' ? 'pending' : 'declined';
    dollars = rule.creditLimit;
  }
  const steps: VersProviderStep[] = [];
  for (const providerId of VERS_WATERFALL_ORDER) {
    const reference = digitsOf(`VERS|${session.sessionId}|${providerId}`, 10);
    const step: VersProviderStep = {
      providerId,
      status: providerId === decider ? decision : 'nooffer',
      applicationId: `${providerId}-${reference}`,
      productType: PRODUCT[providerId],
      providerReferenceNumber: `${providerId.slice(0, 2).toUpperCase()}${reference}`,
      providerBankId: `bank-${providerId}`,
      providerProductId: `${providerId}-${PRODUCT[providerId]}`,
    };
    if (step.status === 'approved') {
      step.approvedAmount = dollars * 100;
      step.outcomeType = 'offer_present';
    }
    if (step.status === 'pending') step.outcomeType = 'additional_info_required';
    steps.push(step);
    if (providerId === decider) break;
  }
  return steps;
}
