import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { AppError } from '../../http/app-error.ts';
import { OutboundTimeoutError, timedFetch } from '../../lib/http-client.ts';
import { checkInitData, type TelegramCheck } from './telegram-init-data.ts';

export type ProviderName = 'google' | 'facebook' | 'telegram';

/** Who a provider says signed in. `email` only when the provider vouches for it (`emailVerified`). */
export interface SocialIdentity {
  provider: ProviderName;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** when the provider issued this sign-in (ms since epoch; Google `iat`, Telegram `auth_date`, Facebook `issued_at`), null if unknown */
  issuedAt: number | null;
}

/** The credential a client sends: Google `idToken`, Facebook `accessToken`, Telegram `initData` or widget fields. */
export type SocialCredential = Record<string, unknown>;

/** Where a provider says why it refused a credential (a request's logger): the check's name, never the credential. */
export interface ProviderLog {
  warn(obj: object, msg: string): void;
}

/** One sign-in protocol. `verify` throws AppError user.error.social_invalid on anything not proven (and may log why to `log`). */
export interface SocialProvider {
  readonly name: ProviderName;
  readonly mode: 'live' | 'sandbox';
  verify(credential: SocialCredential, log?: ProviderLog): Promise<SocialIdentity>;
}

const invalid = () => new AppError('user.error.social_invalid');

/** Google ID tokens (OpenID Connect): RS256 JWT checked against the JWKS, issuer, audience and expiry. */
export class GoogleProvider implements SocialProvider {
  readonly name = 'google' as const;
  constructor(private readonly opts: { audience: string; issuers: string[]; keys: JWTVerifyGetKey; mode: 'live' | 'sandbox' }) {}

  get mode() {
    return this.opts.mode;
  }

  /** `timeoutMs`: deadline of fetching Google's keys (the `google` outbound policy, docs/architecture/production.md#outbound-calls). */
  static live(clientId: string, jwksUrl: string, timeoutMs = 10_000): GoogleProvider {
    return new GoogleProvider({
      audience: clientId,
      issuers: ['https://accounts.google.com', 'accounts.google.com'],
      keys: createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: timeoutMs }),
      mode: 'live',
    });
  }

  async verify(c: SocialCredential): Promise<SocialIdentity> {
    if (typeof c.idToken !== 'string' || c.idToken.length > 8192) throw invalid();
    try {
      const { payload } = await jwtVerify(c.idToken, this.opts.keys, {
        issuer: this.opts.issuers,
        audience: this.opts.audience,
        algorithms: ['RS256'],
      });
      if (!payload.sub) throw invalid();
      const verified = payload.email_verified === true;
      return {
        provider: 'google',
        subject: payload.sub,
        email: verified && typeof payload.email === 'string' ? payload.email : null,
        emailVerified: verified,
        name: typeof payload.name === 'string' ? payload.name : null,
        issuedAt: typeof payload.iat === 'number' ? payload.iat * 1000 : null,
      };
    } catch (e) {
      // Google's keys did not come in time: say so, the token itself may be fine
      if ((e as { code?: unknown }).code === 'ERR_JWKS_TIMEOUT') throw new AppError('error.provider_timeout');
      throw invalid();
    }
  }
}

/** Facebook access tokens: Graph API `debug_token` with the app token (valid, our app), then `/me`. */
export class FacebookProvider implements SocialProvider {
  readonly name = 'facebook' as const;
  readonly mode = 'live' as const;
  constructor(private readonly opts: { appId: string; appSecret: string; graphUrl: string; fetch?: typeof fetch }) {}

  async verify(c: SocialCredential): Promise<SocialIdentity> {
    if (typeof c.accessToken !== 'string' || c.accessToken.length > 4096) throw invalid();
    // the server passes the `facebook` outbound policy (docs/architecture/production.md#outbound-calls); GETs, so retried too
    const f = this.opts.fetch ?? timedFetch({ provider: 'facebook', timeoutMs: 10_000, retries: 2 });
    const base = this.opts.graphUrl.replace(/\/$/, '');
    const appToken = `${this.opts.appId}|${this.opts.appSecret}`;
    let debug: { data?: { is_valid?: boolean; app_id?: string; user_id?: string; issued_at?: number } };
    let me: { id?: string; name?: string; email?: string };
    try {
      debug = (await (
        await f(`${base}/debug_token?input_token=${encodeURIComponent(c.accessToken)}&access_token=${encodeURIComponent(appToken)}`)
      ).json()) as typeof debug;
      if (!debug.data?.is_valid || debug.data.app_id !== this.opts.appId || !debug.data.user_id) throw invalid();
      me = (await (await f(`${base}/me?fields=id,name,email&access_token=${encodeURIComponent(c.accessToken)}`)).json()) as typeof me;
    } catch (e) {
      if (e instanceof OutboundTimeoutError) throw new AppError('error.provider_timeout');
      throw invalid();
    }
    if (me.id !== debug.data.user_id) throw invalid();
    return {
      provider: 'facebook',
      subject: me.id,
      email: typeof me.email === 'string' ? me.email : null,
      emailVerified: typeof me.email === 'string',
      name: me.name ?? null,
      issuedAt: typeof debug.data.issued_at === 'number' ? debug.data.issued_at * 1000 : null,
    };
  }
}

/** Max age of Telegram sign-in data, seconds. */
export const TELEGRAM_MAX_AGE_S = 86_400;

/**
 * Telegram: Mini App `initData` (telegram-init-data.ts: the hash over every field under HMAC_SHA256("WebAppData",
 * bot token); `signature` optional, so older clients sign in) or the Login Widget fields (hash = HMAC-SHA256 of the
 * sorted data check string under SHA-256(bot token)). A refusal logs which check failed (docs/security.md#requests-and-sessions).
 */
export class TelegramProvider implements SocialProvider {
  readonly name = 'telegram' as const;
  constructor(
    private readonly botToken: string,
    readonly mode: 'live' | 'sandbox',
    private readonly nowMs: () => number = Date.now,
  ) {}

  async verify(c: SocialCredential, log?: ProviderLog): Promise<SocialIdentity> {
    const refuse = (check: TelegramCheck | 'widget_fields', via: 'initData' | 'widget') => {
      log?.warn({ provider: 'telegram', via, check }, `telegram sign-in refused: ${check}`);
      return invalid();
    };
    if (typeof c.initData === 'string') {
      const r = checkInitData(c.initData, this.botToken, this.nowMs(), TELEGRAM_MAX_AGE_S);
      if (!r.ok) throw refuse(r.check, 'initData');
      const u = r.user;
      return {
        provider: 'telegram',
        subject: String(u.id),
        email: null,
        emailVerified: false,
        name: [u.first_name, u.last_name].filter(Boolean).join(' ') || (u.username ?? null),
        issuedAt: r.authDateS * 1000,
      };
    }
    const failed = this.widgetCheck(c);
    if (failed) throw refuse(failed, 'widget');
    const name = [c.first_name, c.last_name].filter((x) => typeof x === 'string' && x).join(' ');
    return {
      provider: 'telegram',
      subject: String(c.id),
      email: null,
      emailVerified: false,
      name: name || (typeof c.username === 'string' ? c.username : null),
      issuedAt: Number(c.auth_date) * 1000,
    };
  }

  /** The Login Widget check that fails, or null when the fields are proven and fresh. */
  private widgetCheck(c: SocialCredential): TelegramCheck | 'widget_fields' | null {
    const fields = Object.entries(c).filter(
      ([k, v]) =>
        k !== 'hash' &&
        v !== undefined &&
        v !== null &&
        ['id', 'first_name', 'last_name', 'username', 'photo_url', 'auth_date'].includes(k),
    );
    if (!c.id || !c.auth_date) return 'widget_fields';
    if (typeof c.hash !== 'string' || !/^[0-9a-f]{64}$/.test(c.hash)) return 'missing_hash';
    const check = fields
      .map(([k, v]) => `${k}=${String(v)}`)
      .sort()
      .join('\n');
    const secret = createHash('sha256').update(this.botToken).digest();
    const expected = createHmac('sha256', secret).update(check).digest();
    if (!timingSafeEqual(expected, Buffer.from(c.hash, 'hex'))) return 'hash_mismatch';
    if (this.nowMs() / 1000 - Number(c.auth_date) > TELEGRAM_MAX_AGE_S) return 'expired';
    return null;
  }
}

/** Widget hash of `fields` under `botToken` (what Telegram computes; used by the sandbox and tests). */
export function telegramWidgetHash(fields: Record<string, string | number>, botToken: string): string {
  const check = Object.entries(fields)
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('\n');
  return createHmac('sha256', createHash('sha256').update(botToken).digest()).update(check).digest('hex');
}
