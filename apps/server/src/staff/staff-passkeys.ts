import type { PasskeyView } from '@ttapply/domain/console';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import { staffPasskeys, staffUsers, staffWebauthnChallenges } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import type { StaffAudit } from './staff-audit.js';

const CHALLENGE_TTL_MS = 5 * 60_000;
/** The options' JSON as the route's schema sees it (the browser reads the library's full type). */
type WebauthnOptionsJson = { challenge: string } & Record<string, unknown>;
export const PASSKEY_NOT_RECOGNISED =
  'That passkey was not recognised. Sign in with your e-mail and password.';
const REGISTRATION_FAILED = 'The passkey could not be added. Please try again.';

/**
 * Passkeys (WebAuthn, decision 161) with SimpleWebAuthn. The relying party is the host people reach the
 * app at (PUBLIC_BASE_URL); challenges live in the database so the answer may reach any instance, and each
 * is deleted as it is used, so it works once, within 5 minutes. Sign-in uses discoverable credentials: the
 * browser offers the user's passkeys for this site, no e-mail typed.
 */
export class StaffPasskeys {
  private readonly rpID: string;
  private readonly origin: string;

  constructor(
    private readonly db: Database,
    private readonly audit: StaffAudit,
    publicBaseUrl: string,
    private readonly now: () => Date,
  ) {
    const url = new URL(publicBaseUrl);
    this.rpID = url.hostname;
    this.origin = url.origin;
  }

  private async storeChallenge(
    challenge: string,
    purpose: 'registration' | 'authentication',
    userId: string | null,
  ) {
    const now = this.now();
    // Old challenges nobody answered go as new ones come.
    await this.db.delete(staffWebauthnChallenges).where(lt(staffWebauthnChallenges.expiresAt, now));
    const [row] = await this.db
      .insert(staffWebauthnChallenges)
      .values({ challenge, purpose, userId, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) })
      .returning({ id: staffWebauthnChallenges.id });
    return row!.id;
  }

  /** Uses the challenge up (one DELETE … RETURNING, so only one answer can ever use it). */
  private async takeChallenge(id: string, purpose: 'registration' | 'authentication', userId: string | null) {
    const [row] = await this.db
      .delete(staffWebauthnChallenges)
      .where(
        and(
          eq(staffWebauthnChallenges.id, id),
          eq(staffWebauthnChallenges.purpose, purpose),
          gt(staffWebauthnChallenges.expiresAt, this.now()),
        ),
      )
      .returning();
    if (!row || (userId !== null && row.userId !== userId)) return undefined;
    return row.challenge;
  }

  async registrationOptions(request: FastifyRequest) {
    const staff = request.staff!;
    const existing = await this.db
      .select({ id: staffPasskeys.id, transports: staffPasskeys.transports })
      .from(staffPasskeys)
      .where(eq(staffPasskeys.userId, staff.userId));
    const options = await generateRegistrationOptions({
      rpName: 'Text To Apply',
      rpID: this.rpID,
      userName: staff.email,
      userDisplayName: staff.name || staff.email,
      userID: new TextEncoder().encode(staff.userId),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    const challengeId = await this.storeChallenge(options.challenge, 'registration', staff.userId);
    return { challengeId, options: options as unknown as WebauthnOptionsJson };
  }

  async register(
    request: FastifyRequest,
    input: { challengeId: string; response: unknown; name?: string | undefined },
  ) {
    const staff = request.staff!;
    const challenge = await this.takeChallenge(input.challengeId, 'registration', staff.userId);
    if (!challenge) throw new AppError('BAD_REQUEST', 'This passkey request has expired. Please try again.');
    let verification;
    try {
      verification = await verifyRegistrationResponse({
        response: input.response as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: this.origin,
        expectedRPID: this.rpID,
        requireUserVerification: true,
      });
    } catch {
      throw new AppError('BAD_REQUEST', REGISTRATION_FAILED);
    }
    if (!verification.verified) throw new AppError('BAD_REQUEST', REGISTRATION_FAILED);
    const { credential } = verification.registrationInfo;
    const now = this.now();
    const [row] = await this.db
      .insert(staffPasskeys)
      .values({
        id: credential.id,
        userId: staff.userId,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name || 'Passkey',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('CONFLICT', 'This passkey is already registered.');
    await this.audit.record(request, { action: 'passkey-added', targetType: 'passkey', targetId: row.id });
    return view(row);
  }

  async list(userId: string): Promise<PasskeyView[]> {
    const rows = await this.db.select().from(staffPasskeys).where(eq(staffPasskeys.userId, userId));
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map(view);
  }

  async remove(request: FastifyRequest, id: string): Promise<void> {
    const [row] = await this.db
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.userId, request.staff!.userId)))
      .returning({ id: staffPasskeys.id });
    if (!row) throw new AppError('NOT_FOUND');
    await this.audit.record(request, { action: 'passkey-removed', targetType: 'passkey', targetId: id });
  }

  async authenticationOptions() {
    const options = await generateAuthenticationOptions({ rpID: this.rpID, userVerification: 'required' });
    const challengeId = await this.storeChallenge(options.challenge, 'authentication', null);
    return { challengeId, options: options as unknown as WebauthnOptionsJson };
  }

  /** The user a passkey answer proves, or 401. */
  async authenticate(
    request: FastifyRequest,
    input: { challengeId: string; response: unknown },
  ): Promise<string> {
    const response = input.response as AuthenticationResponseJSON;
    const challenge = await this.takeChallenge(input.challengeId, 'authentication', null);
    if (!challenge) throw new AppError('UNAUTHORIZED', PASSKEY_NOT_RECOGNISED);
    const [found] = await this.db
      .select({
        passkey: staffPasskeys,
        status: staffUsers.status,
        organisationId: staffUsers.organisationId,
      })
      .from(staffPasskeys)
      .innerJoin(staffUsers, eq(staffUsers.id, staffPasskeys.userId))
      .where(eq(staffPasskeys.id, response.id))
      .limit(1);
    if (!found || found.status !== 'active') throw new AppError('UNAUTHORIZED', PASSKEY_NOT_RECOGNISED);
    const { passkey } = found;
    const userHandle = response.response?.userHandle;
    let verified = false;
    let newCounter = passkey.counter;
    if (!userHandle || userHandle === isoBase64URL.fromUTF8String(passkey.userId)) {
      try {
        const result = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: this.origin,
          expectedRPID: this.rpID,
          credential: {
            id: passkey.id,
            publicKey: isoBase64URL.toBuffer(passkey.publicKey),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: true,
        });
        verified = result.verified;
        newCounter = result.authenticationInfo.newCounter;
      } catch {
        verified = false;
      }
    }
    if (!verified) {
      await this.audit.record(request, {
        action: 'sign-in-failed',
        organisationId: found.organisationId,
        userId: passkey.userId,
        detail: { method: 'passkey' },
      });
      throw new AppError('UNAUTHORIZED', PASSKEY_NOT_RECOGNISED);
    }
    await this.db
      .update(staffPasskeys)
      .set({ counter: newCounter, lastUsedAt: this.now() })
      .where(eq(staffPasskeys.id, passkey.id));
    return passkey.userId;
  }
}

function view(row: typeof staffPasskeys.$inferSelect): PasskeyView {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}
