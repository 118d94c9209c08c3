import { webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { AppError } from '../errors/app-error.js';
import { hmacHex } from '../security/hmac.js';

export type Mode = 'apply' | 'fm-train';

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
}

/**
 * Stateless session: a JWT (HS256) whose expiry is the idle limit (15 minutes, ASVS 5 §7.3). Each
 * authenticated response carries a fresh one, so activity keeps the session alive and idleness ends it.
 */
export class SessionTokens {
  /**
   * A CryptoKey imported once: given the secret's bytes or a KeyObject, jose imports a CryptoKey on every sign
   * and verify (two per authenticated request), which the application bench's CPU profile showed.
   */
  private readonly key: Promise<webcrypto.CryptoKey>;

  constructor(
    private readonly secret: string,
    private readonly idleSeconds: number,
    private readonly now: () => Date,
  ) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async issue(claims: SessionClaims): Promise<string> {
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    const payload = {
      phone: claims.phone,
      mode: claims.mode,
      ...(claims.ssnPending ? { ssnPending: true } : {}),
    };
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.consumerId)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + this.idleSeconds)
      .sign(await this.key);
  }

  async verify(token: string): Promise<SessionClaims> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        currentDate: this.now(),
        // A token without an expiry would never idle out (ASVS 5 §7.3); ours always carry one.
        requiredClaims: ['exp', 'iat', 'sub'],
      });
      const mode = payload.mode === 'fm-train' ? 'fm-train' : 'apply';
      if (!payload.sub || typeof payload.phone !== 'string') throw new Error('incomplete claims');
      return { consumerId: payload.sub, phone: payload.phone, mode, ssnPending: payload.ssnPending === true };
    } catch {
      throw new AppError('UNAUTHORIZED');
    }
  }

  /** The "<consumerId>:<signature>" pair validate-OTP answers with (spec §7). */
  verifiedPair(consumerId: string, phone: string): string {
    return `${consumerId}:${hmacHex(this.secret, `verified:${consumerId}:${phone}`)}`;
  }
}
