import { devSecret } from '../../config-secrets.ts';

/**
 * The transparency layer's keys, merged into the app config (config.ts; docs/transparency.md#keys). Both have a
 * development default (the same on every development machine, so a dev log keeps verifying across restarts) and are
 * refused at that default in production.
 */
export const TRANSPARENCY_ENV = {
  /**
   * Ed25519 key that signs the log's tree heads and the liabilities roots: its 32-byte seed as 64 hex characters, or
   * a PKCS#8 PEM. Its public key is served at /.well-known/hapabox-log-key. Changing it starts a new key id; heads
   * signed by the old key stay valid under the old public key, which auditors keep.
   */
  TRANSPARENCY_LOG_KEY: devSecret('TRANSPARENCY_LOG_KEY', '68617061626f782d6465762d6c6f672d6b65792d646f2d6e6f742d7573652121'),
  /**
   * HMAC-SHA256 key of the keyed player id the log and the liabilities tree show instead of an account id
   * (16+ characters). Changing it changes every player's keyed id from then on.
   */
  TRANSPARENCY_PLAYER_KEY: devSecret('TRANSPARENCY_PLAYER_KEY', 'hapabox-transparency-player-key-development'),
};
