import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { canBattle, centsToCoins, DAY_MS, validateEmail, validatePassword, vipLevelForXp, xpToNextLevel } from '@hapa/domain';
import { MAX_INT4, type BaseInfo, type SessionData } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { FairnessService } from '../fairness/fairness.service.ts';
import * as repo from './auth.repo.ts';

/** A `users` row as stored; other modules name it through here (docs/architecture.md#layers). */
export type UserRow = repo.UserRow;
/** The columns of a new `users` row (id and defaults left out). */
export type NewUserRow = Parameters<typeof repo.insertUser>[1];

export interface AuthUser {
  id: number;
  email: string;
  nickname: string;
  tokenHash: string;
}

/** argon2id parameters of every stored password. */
export const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** Resolved sessions are kept this long in memory (logout on this instance evicts at once). */
export const SESSION_CACHE_MS = 10_000;
const SESSION_CACHE_MAX = 50_000;
const AUTH_SCHEME = 'Bearer';
/** A session's `lastUsedAt` moves at most this often: 5 minutes (docs/security.md#sessions-and-devices). */
export const SESSION_TOUCH_MS = 5 * 60_000;
/** Longest stored User-Agent, in characters. */
export const SESSION_USER_AGENT_MAX = 300;
/** Login attempts allowed per account (any address) in one LOGIN_WINDOW_MS window before 429. */
export const LOGIN_MAX_ATTEMPTS = 10;
/** Length of the per-account login window: 15 minutes. */
export const LOGIN_WINDOW_MS = 15 * 60_000;

let dummyHash: Promise<string> | null = null;
/** An argon2id hash of a random secret, verified for unknown emails so they take as long as a wrong password. */
const dummyPasswordHash = () => (dummyHash ??= hash(randomBytes(32).toString('hex'), ARGON2));

/** Authorization header value from a session (docs/product/endpoints.md#conventions): `Bearer <uid>:<token>:<channel_type>`. */
export function buildAuthorization(uid: number, token: string, channelType: string): string {
  return `${AUTH_SCHEME} ${uid}:${token}:${channelType}`;
}

/**
 * Parses the Authorization header; null when it is absent or malformed. Only the one canonical form
 * `buildAuthorization` writes is accepted (no leading zeros, signs or spaces in the uid, uid within int4,
 * no surrounding whitespace), so one session has exactly one header value.
 */
export function parseAuthorization(header: string | undefined): { uid: number; token: string; channelType: string } | null {
  if (!header) return null;
  const m = /^Bearer ([1-9]\d{0,9}):([0-9a-f]{64}):([a-z0-9_-]{1,20})$/.exec(header);
  if (!m || Number(m[1]) > MAX_INT4) return null;
  return { uid: Number(m[1]), token: m[2]!, channelType: m[3]! };
}

/** A session that was just revoked (logout), for listeners that hold per-session state (sockets). */
export interface RevokedSession {
  userId: number;
  tokenHash: string;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Where a session is opened from (docs/security.md#sessions-and-devices): the request's address (`req.ip`, TRUST_PROXY
 * aware), its User-Agent and the app's `X-Device-Id`; each null when unknown. Built by `sessionClientOf` in auth.routes.ts.
 */
export interface SessionClient {
  ip: string | null;
  userAgent: string | null;
  deviceId: string | null;
}

/** No request behind the session (tests, scripts). */
export const NO_CLIENT: SessionClient = { ip: null, userAgent: null, deviceId: null };

/** Sign-up, login and sessions (docs/product/validation.md#accounts validation, docs/product/endpoints.md#user-and-auth user/auth calls). */
export class AuthService {
  private readonly sessionCache = new Map<string, { user: AuthUser; until: number }>();
  private readonly revokeListeners: ((s: RevokedSession) => void)[] = [];
  private lastAttemptsPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly fairness: FairnessService,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    private readonly sessionTtlDays: number,
  ) {
    void dummyPasswordHash(); // ready before the first unknown email, so that one is not faster either
  }

  /**
   * The `users` row of `id`, or null when there is none; read on `db` (default this service's database; pass the
   * caller's transaction to read inside it). Other modules reach the users table through here, never the auth repo
   * (docs/architecture.md#layers).
   */
  findUserById(id: number, db: DbOrTx = this.db): Promise<UserRow | null> {
    return repo.findUserById(db, id);
  }

  /**
   * The `users` row whose email is `email` (compared case-insensitively), or null; read on
   * `db` (default this service's database, or the caller's transaction). For other modules (docs/architecture.md#layers).
   */
  findUserByEmail(email: string, db: DbOrTx = this.db): Promise<UserRow | null> {
    return repo.findUserByEmail(db, email);
  }

  /**
   * Inserts a `users` row in the caller's transaction `tx` (no wallet accounts, seeds or session: the caller adds
   * them); null when the email is taken. For other modules that create accounts their own way (social sign-in,
   * docs/architecture.md#layers).
   */
  insertUser(tx: Tx, row: NewUserRow): Promise<UserRow | null> {
    return repo.insertUser(tx, row);
  }

  /** Sets a user's `nickname` and/or `headImg` (avatar path) in the caller's transaction `tx` (docs/architecture.md#layers). */
  async setUserProfile(tx: Tx, id: number, patch: Partial<Pick<UserRow, 'nickname' | 'headImg'>>): Promise<void> {
    await repo.setUserProfile(tx, id, patch);
  }

  /**
   * Registers with email and password (argon2id) and opens a session.
   * @throws AppError validation.required | validation.email | user.error.password_format | error.email.exists
   */
  async register(email: string, password: string, channelType = 'web', client: SessionClient = NO_CLIENT): Promise<SessionData> {
    return this.openSession(await this.createAccount(email, password), channelType, true, client);
  }

  /**
   * Creates an account (user row, wallet accounts, a seed pair) without opening a session; `inTx` runs in
   * the same transaction with the new row (the operator console adds its operator row and audit there).
   * @throws AppError validation.required | validation.email | user.error.password_format | error.email.exists
   */
  async createAccount(email: string, password: string, inTx?: (tx: Tx, user: repo.UserRow) => Promise<void>): Promise<repo.UserRow> {
    const normalized = email.trim();
    const emailError = validateEmail(normalized);
    if (emailError) throw new AppError(emailError.key as 'validation.email');
    const pwError = validatePassword(password);
    if (pwError) throw new AppError('user.error.password_format');
    const passwordHash = await hash(password, ARGON2);
    const user = await this.db.transaction(async (tx) => {
      const created = await repo.insertUser(tx, { email: normalized, passwordHash, nickname: nicknameFor(normalized), headImg: '' });
      if (!created) throw new AppError('error.email.exists');
      await repo.setUserProfile(tx, created.id, { headImg: `/art/avatar/${created.id}.svg` });
      await this.wallet.createUserAccounts(tx, created.id);
      await this.fairness.ensurePairs(tx, created.id, 1);
      const row = { ...created, headImg: `/art/avatar/${created.id}.svg` };
      if (inTx) await inTx(tx, row);
      return row;
    });
    return user;
  }

  /**
   * Logs in with email and password. An unknown email and a wrong password answer alike (status, key
   * and an argon2 verify each), and each account allows LOGIN_MAX_ATTEMPTS attempts per LOGIN_WINDOW_MS
   * from any number of addresses (the per-address limit is the route's rate limit).
   * `beforeSession` runs after every check and before the session opens (the login's friend code: a refusal opens none);
   * `client` is recorded on the session (docs/security.md#sessions-and-devices).
   * @throws AppError validation.* | user.error.too_many_attempts | user.error.bad_credentials | user.error.disabled |
   *   what a `usePasswordSignInCheck` check throws (ops.error.one_time_password) | what `beforeSession` throws
   */
  async login(
    email: string,
    password: string,
    channelType = 'web',
    beforeSession?: (user: repo.UserRow) => Promise<void>,
    client: SessionClient = NO_CLIENT,
  ): Promise<SessionData> {
    const user = await this.checkCredentials(email, password);
    for (const check of this.passwordSignInChecks) await check(user);
    if (beforeSession) await beforeSession(user);
    return this.openSession(user, channelType, false, client);
  }

  private readonly passwordSignInChecks: ((user: repo.UserRow) => Promise<void>)[] = [];

  /**
   * Adds a check every player password login runs after the password matched and before its session opens; it
   * refuses by throwing an AppError (the console refuses its one-time passwords: docs/security.md#operator-sign-in).
   */
  usePasswordSignInCheck(check: (user: repo.UserRow) => Promise<void>): void {
    this.passwordSignInChecks.push(check);
  }

  /**
   * The password step of `login` without opening a session (the operator console adds its second factor
   * before it opens one): same throttle, same answers for an unknown email and a wrong password.
   * @throws AppError validation.* | user.error.too_many_attempts | user.error.bad_credentials | user.error.disabled
   */
  async checkCredentials(email: string, password: string): Promise<repo.UserRow> {
    const normalized = email.trim();
    const emailError = validateEmail(normalized);
    if (emailError) throw new AppError(emailError.key as 'validation.email');
    if (!password) throw new AppError('validation.required');
    const emailHash = hashToken(normalized.toLowerCase());
    const now = this.clock.now();
    if (now.getTime() - this.lastAttemptsPrune > LOGIN_WINDOW_MS) {
      // rows of expired windows (mostly emails nobody registered) are dropped once per window per instance
      this.lastAttemptsPrune = now.getTime();
      await repo.pruneLoginAttempts(this.db, new Date(now.getTime() - LOGIN_WINDOW_MS));
    }
    const attempts = await repo.countLoginAttempt(this.db, emailHash, now, LOGIN_WINDOW_MS);
    if (attempts > LOGIN_MAX_ATTEMPTS) throw new AppError('user.error.too_many_attempts');
    const user = await repo.findUserByEmail(this.db, normalized);
    const passwordOk = await verify(user?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!user || !passwordOk) throw new AppError('user.error.bad_credentials');
    if (user.isDisabled) throw new AppError('user.error.disabled');
    await repo.clearLoginAttempts(this.db, emailHash);
    return user;
  }

  /** Opens a session for a player another method proved (social sign-in); same shape as email login; `client` as `login`. */
  signInVerified(user: repo.UserRow, channelType: string, isNew: boolean, client: SessionClient = NO_CLIENT): Promise<SessionData> {
    return this.openSession(user, channelType, isNew, client);
  }

  private async openSession(user: repo.UserRow, channelType: string, isNew: boolean, client: SessionClient): Promise<SessionData> {
    const token = this.random.hex(32);
    const now = this.clock.now();
    await repo.insertSession(this.db, {
      userId: user.id,
      tokenHash: hashToken(token),
      channelType,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: new Date(now.getTime() + this.sessionTtlDays * DAY_MS),
      ip: client.ip?.slice(0, 64) || null,
      userAgent: client.userAgent?.slice(0, SESSION_USER_AGENT_MAX) || null,
      deviceId: client.deviceId,
    });
    return {
      uid: user.id,
      token,
      channel_type: channelType,
      authorization: buildAuthorization(user.id, token, channelType),
      head_img: user.headImg,
      nickname: user.nickname,
      is_new_user: isNew,
    };
  }

  /**
   * Resolves an Authorization header to its user; null when absent, unknown, expired or revoked.
   * Hits are cached for SESSION_CACHE_MS (a session revoked on another instance stays usable that long);
   * `opts.fresh` skips the cache (socket logins, which then hold the session for a long time).
   * A database read whose session was last used SESSION_TOUCH_MS ago or more also moves `lastUsedAt` to now (one
   * conditional UPDATE, so at most one write per session per 5 minutes whatever the instances:
   * docs/security.md#sessions-and-devices); cache hits write nothing.
   */
  async authenticate(header: string | undefined, opts: { fresh?: boolean } = {}): Promise<AuthUser | null> {
    const parsed = parseAuthorization(header);
    if (!parsed) return null;
    const tokenHash = hashToken(parsed.token);
    const now = this.clock.now();
    const hit = opts.fresh ? undefined : this.sessionCache.get(tokenHash);
    if (hit && hit.until > now.getTime() && hit.user.id === parsed.uid) return hit.user;
    const row = await repo.findLiveSession(this.db, tokenHash, now);
    if (!row || row.user.id !== parsed.uid || row.user.isDisabled) {
      this.sessionCache.delete(tokenHash);
      return null;
    }
    const user = { id: row.user.id, email: row.user.email, nickname: row.user.nickname, tokenHash };
    if (now.getTime() - row.session.lastUsedAt.getTime() >= SESSION_TOUCH_MS)
      await repo.touchSession(this.db, row.session.id, now, new Date(now.getTime() - SESSION_TOUCH_MS));
    if (this.sessionCache.size >= SESSION_CACHE_MAX) this.sessionCache.clear();
    this.sessionCache.set(tokenHash, { user, until: Math.min(now.getTime() + SESSION_CACHE_MS, row.session.expiresAt.getTime()) });
    return user;
  }

  /**
   * Drops sessions revoked by another flow (password reset or change, sign out everywhere, account deletion)
   * from this instance's cache and tells the revoke listeners, so HTTP and sockets refuse them at once.
   */
  forgetSessions(userId: number, tokenHashes: string[]): void {
    for (const h of tokenHashes) this.sessionCache.delete(h);
    for (const tokenHash of tokenHashes) this.notifyRevoked({ userId, tokenHash });
  }

  /** Revokes the caller's session and tells the revoke listeners (the realtime gateway) at once. */
  async logout(user: AuthUser): Promise<void> {
    this.sessionCache.delete(user.tokenHash);
    await repo.revokeSession(this.db, user.tokenHash, this.clock.now());
    this.notifyRevoked({ userId: user.id, tokenHash: user.tokenHash });
  }

  private notifyRevoked(session: RevokedSession): void {
    for (const listener of this.revokeListeners) {
      try {
        listener(session);
      } catch {
        // a listener failure must not fail the revoke; the socket re-checks on its next login
      }
    }
  }

  /** Calls `listener` after every session revocation on this instance (logout, password change or reset, sign out everywhere, account deletion). */
  onRevoke(listener: (s: RevokedSession) => void): void {
    this.revokeListeners.push(listener);
  }

  private progression: { thresholds(): Promise<number[]>; battleMinLevel(): Promise<number> } | null = null;

  /** Reads levels and the battle gate from the VIP module's table and settings (apps/server/src/modules/vip/README.md) instead of the defaults. */
  useProgression(p: { thresholds(): Promise<number[]>; battleMinLevel(): Promise<number> }): void {
    this.progression = p;
  }

  private languageOf: (userId: number) => Promise<BaseInfo['language']> = async () => null;

  /** Reads the player's saved language (docs/architecture/web-app.md) from the accounts module for base info. */
  useLanguageSetting(languageOf: (userId: number) => Promise<BaseInfo['language']>): void {
    this.languageOf = languageOf;
  }

  /** GET /api/user/base_info (docs/product/entities.md#base-info); coin in coin units; `language` the saved setting or null. */
  async baseInfo(userId: number): Promise<BaseInfo> {
    const user = await repo.findUserById(this.db, userId);
    if (!user) throw new AppError('user.error.login_expired');
    const [coin, bean, thresholds, minLevel, language] = await Promise.all([
      this.wallet.balanceOf(this.db, userId),
      this.wallet.balanceOf(this.db, userId, 'user_bean'),
      this.progression?.thresholds(),
      this.progression?.battleMinLevel(),
      this.languageOf(userId),
    ]);
    const level = vipLevelForXp(user.xp, thresholds);
    const next = xpToNextLevel(user.xp, thresholds);
    return {
      uid: user.id,
      email: user.email,
      nickname: user.nickname,
      head_img: user.headImg,
      level,
      xp: user.xp,
      nextLevelXp: next.nextLevel === null ? null : user.xp + next.diffXp,
      coin: centsToCoins(coin),
      hapa_bean: bean,
      canCharge: user.canCharge,
      canBattle: canBattle(level, minLevel),
      createdAt: user.createdAt.toISOString(),
      language,
    };
  }
}

/** Public nickname from an email: first 3 characters of the local part and stars. */
function nicknameFor(email: string): string {
  const local = email.split('@')[0] ?? 'player';
  return `${local.slice(0, 3)}***`;
}
