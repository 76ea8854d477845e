import { createHmac, createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { toBase64, toHex, sha256Sync, utf8 } from '@hapa/domain';

/** The PKCS#8 DER prefix of an Ed25519 private key; the 32-byte seed follows it (RFC 8410). */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * The Ed25519 key of the transparency layer (docs/transparency.md#keys): signs tree heads and liabilities roots.
 * `keyId` is the first 16 hex characters of SHA-256 of the raw public key, so a statement names the key it needs.
 */
export class LogSigner {
  private readonly key: KeyObject;
  /** the raw 32-byte public key */
  readonly publicKeyRaw: Uint8Array;
  readonly publicKeyPem: string;
  readonly keyId: string;

  /**
   * @param secret the 32-byte seed as 64 hex characters, or a PKCS#8 PEM of an Ed25519 key
   * @throws Error when it is neither, or not an Ed25519 key
   */
  constructor(secret: string) {
    const s = secret.trim();
    this.key = /^[0-9a-fA-F]{64}$/.test(s)
      ? createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, Buffer.from(s, 'hex')]), format: 'der', type: 'pkcs8' })
      : createPrivateKey(s);
    if (this.key.asymmetricKeyType !== 'ed25519') throw new Error('TRANSPARENCY_LOG_KEY must be an Ed25519 key');
    const pub = createPublicKey(this.key);
    const spki = pub.export({ format: 'der', type: 'spki' });
    this.publicKeyRaw = new Uint8Array(spki.subarray(spki.length - 32));
    this.publicKeyPem = pub.export({ format: 'pem', type: 'spki' }).toString();
    this.keyId = toHex(sha256Sync(this.publicKeyRaw)).slice(0, 16);
  }

  /** Base64 Ed25519 signature of `message`. */
  sign(message: Uint8Array): string {
    return toBase64(new Uint8Array(sign(null, message, this.key)));
  }

  /** The public key as the API and /.well-known serve it. */
  publicKey() {
    return { keyId: this.keyId, algorithm: 'Ed25519' as const, publicKey: toBase64(this.publicKeyRaw), pem: this.publicKeyPem };
  }
}

/**
 * The keyed player id (docs/transparency.md#keyed-player-ids): the first 32 hex characters (128 bits) of
 * HMAC-SHA256(TRANSPARENCY_PLAYER_KEY, "player:<account id>"). Stable for a player, meaningless to anyone without the
 * key, so the public log lists whose commitment an entry is without naming anyone.
 */
export function keyedPlayerId(key: string, userId: number): string {
  return createHmac('sha256', Buffer.from(utf8(key)))
    .update(`player:${userId}`)
    .digest('hex')
    .slice(0, 32);
}
