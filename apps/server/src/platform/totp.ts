import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { generate, generateSecret, generateURI, verify } from 'otplib';

/** The issuer shown in authenticator apps next to the operator's email. */
export const TOTP_ISSUER = 'HapaBox Ops';
/** The development value of OPS_TOTP_KEY (config.ts `devSecret`: refused in production). */
const DEV_KEY = 'hapabox-ops-totp-development-key';

/**
 * Encrypts and decrypts TOTP secrets at rest: AES-256-GCM with the SHA-256 of OPS_TOTP_KEY (or a
 * development key when unset). Stored form: `v1:<iv b64>:<tag b64>:<ciphertext b64>`.
 */
export class TotpVault {
  private readonly key: Buffer;
  constructor(secretKey: string | undefined) {
    this.key = createHash('sha256')
      .update(secretKey ?? DEV_KEY)
      .digest();
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ct = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `v1:${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${ct.toString('base64')}`;
  }

  /** @throws Error when the stored value was sealed with another key or altered. */
  open(sealed: string): string {
    const [v, iv, tag, ct] = sealed.split(':');
    if (v !== 'v1' || !iv || !tag || !ct) throw new Error('unknown TOTP secret format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64')), decipher.final()]).toString('utf8');
  }
}

/** A new base32 TOTP secret (160 bits) and its otpauth:// URL for the QR code. */
export function newTotpSecret(email: string): { secret: string; otpauthUrl: string } {
  const secret = generateSecret();
  return { secret, otpauthUrl: generateURI({ issuer: TOTP_ISSUER, label: email, secret }) };
}

/**
 * Checks a 6-digit code at `now` (one 30 s step of tolerance either way) and refuses a step at or before
 * `afterStep` (a code is accepted once). Returns the accepted time step or null.
 */
export async function checkTotp(secret: string, code: string, now: Date, afterStep: number | null): Promise<number | null> {
  try {
    const res = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: 30,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    return res.valid ? (res as { timeStep: number }).timeStep : null;
  } catch {
    return null;
  }
}

/** The current code for `secret` at `now` (tests and the e2e harness play the authenticator app). */
export function totpCode(secret: string, now: Date = new Date()): Promise<string> {
  return generate({ secret, epoch: Math.floor(now.getTime() / 1000) });
}
