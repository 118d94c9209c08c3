import { createSigner, createVerifier } from 'fast-jwt';
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
 *
 * fast-jwt signs and verifies with node:crypto's synchronous HMAC (decision 113): every authenticated request
 * verifies one token and signs the next, and WebCrypto's asynchronous HMAC (jose) cost two trips through the
 * event loop and about a twelfth of the server's time under the application bench.
 */
export class SessionTokens {
  private readonly sign: (payload: Record<string, unknown>) => string;
  private readonly decode: (token: string) => Record<string, unknown>;

  constructor(
    private readonly secret: string,
    private readonly idleSeconds: number,
    private readonly now: () => Date,
  ) {
    this.sign = createSigner({ key: secret, algorithm: 'HS256' });
    // The expiry is checked below against the service's clock, which tests move; fast-jwt reads Date.now().
    this.decode = createVerifier({
      key: secret,
      algorithms: ['HS256'],
      ignoreExpiration: true,
      // A token without an expiry would never idle out (ASVS 5 §7.3); ours always carry one.
      requiredClaims: ['exp', 'iat', 'sub'],
    });
  }

  async issue(claims: SessionClaims): Promise<string> {
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    return this.sign({
      sub: claims.consumerId,
      phone: claims.phone,
      mode: claims.mode,
      ...(claims.ssnPending ? { ssnPending: true } : {}),
      iat: nowSeconds,
      exp: nowSeconds + this.idleSeconds,
    });
  }

  async verify(token: string): Promise<SessionClaims> {
    let payload: Record<string, unknown>;
    try {
      payload = this.decode(token);
    } catch {
      throw new AppError('UNAUTHORIZED');
    }
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    if (typeof payload.exp !== 'number' || nowSeconds >= payload.exp) throw new AppError('UNAUTHORIZED');
    if (typeof payload.sub !== 'string' || !payload.sub || typeof payload.phone !== 'string') {
      throw new AppError('UNAUTHORIZED');
    }
    const mode = payload.mode === 'fm-train' ? 'fm-train' : 'apply';
    return { consumerId: payload.sub, phone: payload.phone, mode, ssnPending: payload.ssnPending === true };
  }

  /** The "<consumerId>:<signature>" pair validate-OTP answers with (spec §7). */
  verifiedPair(consumerId: string, phone: string): string {
    return `${consumerId}:${hmacHex(this.secret, `verified:${consumerId}:${phone}`)}`;
  }
}
