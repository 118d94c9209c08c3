import { createSigner, createVerifier } from 'fast-jwt';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { consumerSessions } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import { hmacHex } from '../security/hmac.js';
import { LiveSessions } from './live-sessions.js';

export type Mode = 'apply' | 'fm-train';

/**
 * How long a token of the generation before a refresh still opens the session: the requests a page sent just
 * before the refresh answered (a draft save on leaving a page) must not end the journey.
 */
export const ROTATION_GRACE_SECONDS = 30;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SessionClaims {
  consumerId: string;
  phone: string;
  mode: Mode;
  /**
   * The phone is verified but the consumer has an SSN on file that has not been confirmed yet (spec §4
   * "SSN verification path"). Such a session may only confirm the SSN: the one-time code proves the phone,
   * the SSN proves the person, and both stand before earlier applications or a saved draft are shown.
   */
  ssnPending?: boolean;
  /** The server record (consumer_sessions) this token opens, and its current generation. */
  sessionId: string;
  generation: number;
  /**
   * The generation of the token the request presented: the current one, or the one before while a refresh's
   * grace runs. A refresh moves on from this one, not from the current (`refresh`).
   */
  presentedGeneration: number;
}

/** Why a consumer session ended (decision 188). */
export type SessionEndReason = 'done' | 'idle' | 'sign-out';

/**
 * Consumer sessions (decision 188): a JWT (HS256) whose expiry is the idle limit (15 minutes, ASVS 5 §7.3),
 * naming a server record. Each authenticated response carries a fresh token of the same generation, so activity
 * keeps the session alive; every call also checks the record on whichever instance it reaches, so a session
 * ended there (Done, the idle exit, sign-out, or no call for the idle limit) is refused everywhere at once, and
 * a token refresh retires every token before it.
 *
 * fast-jwt signs and verifies with node:crypto's synchronous HMAC (decision 113): every authenticated request
 * verifies one token and signs the next, and WebCrypto's asynchronous HMAC (jose) cost two trips through the
 * event loop and about a twelfth of the server's time under the application bench.
 */
export class SessionTokens {
  private readonly sign: (payload: Record<string, unknown>) => string;
  private readonly decode: (token: string) => Record<string, unknown>;

  /** Sessions this instance checked a moment ago, answered without a statement (decision 246). */
  private readonly live: LiveSessions;

  constructor(
    private readonly db: Database,
    private readonly secret: string,
    private readonly idleSeconds: number,
    private readonly now: () => Date,
    recheckMs: number,
    /** Tells every instance that a session ended (journey-feed.ts), so none answers it from memory. */
    private readonly announceEnd: (sessionId: string) => Promise<void>,
  ) {
    this.live = new LiveSessions(recheckMs, () => this.now().getTime());
    this.sign = createSigner({ key: secret, algorithm: 'HS256' });
    // The expiry is checked below against the service's clock, which tests move; fast-jwt reads Date.now().
    this.decode = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      ignoreExpiration: true,
      // A token without an expiry would never idle out (ASVS 5 §7.3); ours always carry one.
      requiredClaims: ['exp', 'iat', 'sub', 'sid', 'gen'],
    });
  }

  /** A new session (a verified phone): its record, and the claims its first token carries. */
  async start(
    claims: Omit<SessionClaims, 'sessionId' | 'generation' | 'presentedGeneration'>,
  ): Promise<SessionClaims> {
    const now = this.now();
    const [row] = await this.db
      .insert(consumerSessions)
      .values({ consumerId: claims.consumerId, createdAt: now, lastSeenAt: now })
      .returning({ id: consumerSessions.id, generation: consumerSessions.generation });
    if (!row) throw new AppError('INTERNAL');
    return { ...claims, sessionId: row.id, generation: row.generation, presentedGeneration: row.generation };
  }

  /** A token for claims of a live session (same generation: the per-response token of decision 188). */
  async issue(claims: SessionClaims): Promise<string> {
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    return this.sign({
      sub: claims.consumerId,
      phone: claims.phone,
      mode: claims.mode,
      sid: claims.sessionId,
      gen: claims.generation,
      ...(claims.ssnPending ? { ssnPending: true } : {}),
      iat: nowSeconds,
      exp: nowSeconds + this.idleSeconds,
    });
  }

  /**
   * The token refresh: the next generation, so every earlier token stops opening the session.
   *
   * The generation is set from the presented token's, not incremented (decision 245): a refresh presenting
   * generation n ends at n + 1. So two refreshes the page sent at once (a quick back and forward), both
   * verified at n, keep the session; and a refresh presenting the generation before the current one, within
   * the grace, keeps the current one instead of moving past it. That second case is a page reloaded while its
   * refresh was answered: the new page holds the token before it, and sends its draft read beside its own
   * refresh; moving on would have put the draft read two generations back and ended the journey (decision 254).
   */
  async refresh(claims: SessionClaims): Promise<SessionClaims> {
    const next = claims.presentedGeneration + 1;
    const now = this.now();
    const [row] = await this.db
      .update(consumerSessions)
      .set({
        generation: next,
        lastSeenAt: now,
        // The grace of the retired generation runs from the refresh that retired it, not from a repeat.
        rotatedAt: sql`case when ${consumerSessions.generation} = ${next} then ${consumerSessions.rotatedAt} else ${now} end`,
      })
      .where(
        and(
          eq(consumerSessions.id, claims.sessionId),
          or(
            eq(consumerSessions.generation, claims.presentedGeneration),
            and(eq(consumerSessions.generation, next), this.withinGrace(now)),
          ),
          isNull(consumerSessions.endedAt),
        ),
      )
      .returning({ generation: consumerSessions.generation });
    if (!row) throw new AppError('UNAUTHORIZED');
    this.live.remember(claims.sessionId, claims.consumerId, row.generation);
    return { ...claims, generation: row.generation, presentedGeneration: row.generation };
  }

  /** A refresh retired the generation before the current one less than ROTATION_GRACE_SECONDS ago. */
  private withinGrace(now: Date) {
    return sql`${consumerSessions.rotatedAt} > ${new Date(now.getTime() - ROTATION_GRACE_SECONDS * 1000)}`;
  }

  async verify(token: string): Promise<SessionClaims> {
    let payload: Record<string, unknown>;
    try {
      payload = this.decode(token);
    } catch {
      throw new AppError('UNAUTHORIZED');
    }
    const now = this.now();
    const nowSeconds = Math.floor(now.getTime() / 1000);
    if (typeof payload.exp !== 'number' || nowSeconds >= payload.exp) throw new AppError('UNAUTHORIZED');
    const { sub, phone, sid, gen } = payload;
    if (typeof sub !== 'string' || !sub || typeof phone !== 'string') throw new AppError('UNAUTHORIZED');
    if (typeof sid !== 'string' || !UUID.test(sid) || typeof gen !== 'number')
      throw new AppError('UNAUTHORIZED');
    const mode = payload.mode === 'fm-train' ? 'fm-train' : 'apply';
    const claims = {
      consumerId: sub,
      phone,
      mode,
      ssnPending: payload.ssnPending === true,
      sessionId: sid,
    } as const;
    if (this.live.isLive(sid, sub, gen)) return { ...claims, generation: gen, presentedGeneration: gen };
    // One statement: live, this generation, not idle on the server, and touched so the idle clock restarts.
    const idleSince = new Date(now.getTime() - this.idleSeconds * 1000);
    const [row] = await this.db
      .update(consumerSessions)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(consumerSessions.id, sid),
          eq(consumerSessions.consumerId, sub),
          // The current generation, or the one before while requests sent before the refresh still land
          // (ROTATION_GRACE_SECONDS, as OAuth servers allow for rotated refresh tokens).
          or(
            eq(consumerSessions.generation, gen),
            and(eq(consumerSessions.generation, gen + 1), this.withinGrace(now)),
          ),
          isNull(consumerSessions.endedAt),
          sql`${consumerSessions.lastSeenAt} > ${idleSince}`,
        ),
      )
      .returning({ id: consumerSessions.id, generation: consumerSessions.generation });
    if (!row) throw new AppError('UNAUTHORIZED');
    if (row.generation === gen) this.live.remember(sid, sub, gen);
    return {
      ...claims,
      // The current generation, not the token's: a request sent just before a refresh (within the grace) is
      // answered with a token of the new generation, so the page never keeps a retired one (decision 188).
      generation: row.generation,
      presentedGeneration: gen,
    };
  }

  /**
   * Ends the session a token names, everywhere at once (Done, the idle exit, sign-out). Any token we signed
   * will do, however old: ending a session that already idled out is not an error, and an older token can
   * end nothing but its own session.
   */
  async end(token: string, reason: SessionEndReason): Promise<void> {
    let payload: Record<string, unknown>;
    try {
      payload = this.decode(token);
    } catch {
      return;
    }
    const { sid, sub } = payload;
    if (typeof sid !== 'string' || !UUID.test(sid) || typeof sub !== 'string') return;
    this.live.forget(sid);
    const ended = await this.db
      .update(consumerSessions)
      .set({ endedAt: this.now(), endReason: reason })
      .where(
        and(
          eq(consumerSessions.id, sid),
          eq(consumerSessions.consumerId, sub),
          isNull(consumerSessions.endedAt),
        ),
      )
      .returning({ id: consumerSessions.id });
    // A check on this instance may have remembered it while the end was written.
    this.live.forget(sid);
    if (ended.length > 0) await this.announceEnd(sid);
  }

  /** Another instance ended this session (journey-feed.ts): its tokens are checked in the database again. */
  heardEnd(sessionId: string): void {
    this.live.forget(sessionId);
  }

  /** Ends may have been missed: every session is checked in the database again. */
  heardGap(): void {
    this.live.forgetAll();
  }

  /** The "<consumerId>:<signature>" pair validate-OTP answers with (spec §7). */
  verifiedPair(consumerId: string, phone: string): string {
    return `${consumerId}:${hmacHex(this.secret, `verified:${consumerId}:${phone}`)}`;
  }
}
