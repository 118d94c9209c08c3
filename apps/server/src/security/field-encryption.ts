import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Per-field encryption for SSN, ID numbers, bank accounts and date of birth (GUIDE security figures,
 * GLBA Safeguards Rule 314.4(c)(3)). AES-256-GCM with a fresh 12-byte IV per value; the output is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url so a stored value says which scheme wrote it.
 * Lookups use a keyed HMAC under a key derived from the same secret (never a plain hash: 10^9 SSNs are
 * quick to enumerate).
 */
export class FieldEncryption {
  private readonly encKey: Buffer;
  private readonly macKey: Buffer;

  constructor(masterKey: Buffer) {
    if (masterKey.length !== 32) throw new Error('ENCRYPTION_KEY must be 32 bytes');
    this.encKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'ttapply field encryption', 32));
    this.macKey = Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), 'ttapply field lookup', 32));
  }

  encrypt(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.encKey, iv);
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return ['v1', iv.toString('base64url'), tag.toString('base64url'), data.toString('base64url')].join('.');
  }

  decrypt(value: string): string {
    const [version, iv, tag, data] = value.split('.');
    if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Unknown ciphertext format');
    const decipher = createDecipheriv('aes-256-gcm', this.encKey, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }

  /** Keyed lookup value for equality search (e.g. "has this SSN applied before"). */
  lookupHmac(value: string): string {
    return createHmac('sha256', this.macKey).update(value).digest('hex');
  }
}
