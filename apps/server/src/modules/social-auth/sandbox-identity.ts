import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTVerifyGetKey } from 'jose';
import { sign as signInitData } from '@telegram-apps/init-data-node';
import { AppError } from '../../http/app-error.ts';
import {
  GoogleProvider,
  TelegramProvider,
  type ProviderName,
  type SocialCredential,
  type SocialIdentity,
  type SocialProvider,
} from './providers.ts';

export const SANDBOX_GOOGLE_ISSUER = 'https://sandbox.hapabox.local';
export const SANDBOX_GOOGLE_AUDIENCE = 'hapabox-sandbox';

/** A test identity typed on the sandbox consent page. */
export interface SandboxPerson {
  email: string;
  name: string;
}

const b64 = (s: string) => Buffer.from(s).toString('base64url');

/**
 * The auth sandbox (AUTH_SANDBOX): issues signed test identities for providers without keys, through
 * each provider's own protocol where it can be played offline: a real RS256 Google ID token under a key
 * made at start (verified by the same GoogleProvider code against a local JWKS), real Telegram initData
 * signed with a sandbox bot token (verified by the same TelegramProvider), and an HMAC-signed Facebook
 * token (Facebook's check needs its Graph API).
 */
export class AuthSandbox {
  private readonly keys: Promise<{ privateKey: CryptoKey; getKey: JWTVerifyGetKey }>;
  readonly telegramBotToken: string;

  constructor(private readonly secret: string) {
    this.telegramBotToken = `0:${createHmac('sha256', secret).update('telegram-bot').digest('base64url')}`;
    this.keys = (async () => {
      const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
      const jwk = { ...(await exportJWK(publicKey)), kid: 'sandbox-1', alg: 'RS256', use: 'sig' };
      return { privateKey, getKey: createLocalJWKSet({ keys: [jwk] }) };
    })();
  }

  /** The verifier of a sandboxed provider. */
  provider(name: ProviderName): SocialProvider {
    if (name === 'google')
      return new GoogleProvider({
        audience: SANDBOX_GOOGLE_AUDIENCE,
        issuers: [SANDBOX_GOOGLE_ISSUER],
        keys: async (h, t) => (await this.keys).getKey(h, t),
        mode: 'sandbox',
      });
    if (name === 'telegram') return new TelegramProvider(this.telegramBotToken, 'sandbox');
    return { name: 'facebook', mode: 'sandbox', verify: (c) => this.verifyFacebook(c) };
  }

  /** A stable provider subject for a test email, so the same test person signs in again. */
  private subject(name: ProviderName, email: string): string {
    return createHash('sha256').update(`${name}:${email.toLowerCase()}`).digest('hex').slice(0, 15);
  }

  /** Issues the credential the provider's sign-in endpoint takes, for `person`. */
  async issue(name: ProviderName, person: SandboxPerson): Promise<SocialCredential> {
    const sub = this.subject(name, person.email);
    if (name === 'google') {
      const idToken = await new SignJWT({ email: person.email, email_verified: true, name: person.name })
        .setProtectedHeader({ alg: 'RS256', kid: 'sandbox-1' })
        .setIssuer(SANDBOX_GOOGLE_ISSUER)
        .setAudience(SANDBOX_GOOGLE_AUDIENCE)
        .setSubject(sub)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign((await this.keys).privateKey);
      return { idToken };
    }
    if (name === 'telegram') {
      const id = Number.parseInt(sub.slice(0, 12), 16);
      return {
        initData: signInitData({ user: { id, first_name: person.name, username: undefined } } as never, this.telegramBotToken, new Date()),
      };
    }
    const payload = b64(JSON.stringify({ sub, email: person.email, name: person.name, iat: Date.now(), exp: Date.now() + 600_000 }));
    return { accessToken: `fbsbx.${payload}.${createHmac('sha256', this.secret).update(payload).digest('base64url')}` };
  }

  private async verifyFacebook(c: SocialCredential): Promise<SocialIdentity> {
    const [tag, payload, sig] = typeof c.accessToken === 'string' ? c.accessToken.split('.') : [];
    if (tag !== 'fbsbx' || !payload || !sig) throw new AppError('user.error.social_invalid');
    const expected = createHmac('sha256', this.secret).update(payload).digest();
    const given = Buffer.from(sig, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError('user.error.social_invalid');
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      sub: string;
      email: string;
      name: string;
      iat?: number;
      exp: number;
    };
    if (data.exp < Date.now()) throw new AppError('user.error.social_invalid');
    return {
      provider: 'facebook',
      subject: data.sub,
      email: data.email,
      emailVerified: true,
      name: data.name,
      issuedAt: typeof data.iat === 'number' ? data.iat : null,
    }; // no issue time: stale for re-authentication, like live Facebook
  }
}
