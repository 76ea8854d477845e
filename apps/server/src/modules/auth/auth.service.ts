import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { validateEmail, validatePassword, vipLevelForXp, xpToNextLevel, canBattle, centsToCoins } from '@hapa/domain';
import type { BaseInfo, SessionData } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import type { FairnessService } from '../fairness/fairness.service.ts';
import * as repo from './auth.repo.ts';

export interface AuthUser {
  id: number;
  email: string;
  nickname: string;
  tokenHash: string;
}

const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
/** Resolved sessions are kept this long in memory (logout on this instance evicts at once). */
export const SESSION_CACHE_MS = 10_000;
const SESSION_CACHE_MAX = 50_000;
const AUTH_SCHEME = 'Bearer';

/** Authorization header value from a session (spec §7): `Bearer <uid>:<token>:<channel_type>`. */
export function buildAuthorization(uid: number, token: string, channelType: string): string {
  return `${AUTH_SCHEME} ${uid}:${token}:${channelType}`;
}

/** Parses the Authorization header; null when it is absent or malformed. */
export function parseAuthorization(header: string | undefined): { uid: number; token: string; channelType: string } | null {
  if (!header) return null;
  const m = /^Bearer (\d{1,10}):([0-9a-f]{64}):([a-z0-9_-]{1,20})$/.exec(header.trim());
  if (!m) return null;
  return { uid: Number(m[1]), token: m[2]!, channelType: m[3]! };
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Sign-up, login and sessions (spec §5 validation, §7 user/auth calls). */
export class AuthService {
  private readonly sessionCache = new Map<string, { user: AuthUser; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly wallet: WalletService,
    private readonly fairness: FairnessService,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    private readonly sessionTtlDays: number,
  ) {}

  /**
   * Registers with email and password (argon2id) and opens a session.
   * @throws AppError validation.required | validation.email | user.error.password_format | error.email.exists
   */
  async register(email: string, password: string, channelType = 'web'): Promise<SessionData> {
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
      return { ...created, headImg: `/art/avatar/${created.id}.svg` };
    });
    return this.openSession(user, channelType, true);
  }

  /**
   * Logs in with email and password.
   * @throws AppError validation.* | user.error.not_exist | user.error.bad_credentials | user.error.disabled
   */
  async login(email: string, password: string, channelType = 'web'): Promise<SessionData> {
    const normalized = email.trim();
    const emailError = validateEmail(normalized);
    if (emailError) throw new AppError(emailError.key as 'validation.email');
    if (!password) throw new AppError('validation.required');
    const user = await repo.findUserByEmail(this.db, normalized);
    if (!user) throw new AppError('user.error.not_exist');
    if (!(await verify(user.passwordHash, password))) throw new AppError('user.error.bad_credentials');
    if (user.isDisabled) throw new AppError('user.error.disabled');
    return this.openSession(user, channelType, false);
  }

  private async openSession(user: repo.UserRow, channelType: string, isNew: boolean): Promise<SessionData> {
    const token = this.random.hex(32);
    const now = this.clock.now();
    await repo.insertSession(this.db, {
      userId: user.id,
      tokenHash: hashToken(token),
      channelType,
      expiresAt: new Date(now.getTime() + this.sessionTtlDays * 86_400_000),
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
   * Hits are cached for SESSION_CACHE_MS (a session revoked on another instance stays usable that long).
   */
  async authenticate(header: string | undefined): Promise<AuthUser | null> {
    const parsed = parseAuthorization(header);
    if (!parsed) return null;
    const tokenHash = hashToken(parsed.token);
    const now = this.clock.now();
    const hit = this.sessionCache.get(tokenHash);
    if (hit && hit.until > now.getTime() && hit.user.id === parsed.uid) return hit.user;
    const row = await repo.findLiveSession(this.db, tokenHash, now);
    if (!row || row.user.id !== parsed.uid || row.user.isDisabled) {
      this.sessionCache.delete(tokenHash);
      return null;
    }
    const user = { id: row.user.id, email: row.user.email, nickname: row.user.nickname, tokenHash };
    if (this.sessionCache.size >= SESSION_CACHE_MAX) this.sessionCache.clear();
    this.sessionCache.set(tokenHash, { user, until: Math.min(now.getTime() + SESSION_CACHE_MS, row.session.expiresAt.getTime()) });
    return user;
  }

  async logout(user: AuthUser): Promise<void> {
    this.sessionCache.delete(user.tokenHash);
    await repo.revokeSession(this.db, user.tokenHash, this.clock.now());
  }

  /** GET /api/user/base_info (spec §3 Base info); coin in coin units. */
  async baseInfo(userId: number): Promise<BaseInfo> {
    const user = await repo.findUserById(this.db, userId);
    if (!user) throw new AppError('user.error.login_expired');
    const [coin, bean] = await Promise.all([this.wallet.balanceOf(this.db, userId), this.wallet.balanceOf(this.db, userId, 'user_bean')]);
    const level = vipLevelForXp(user.xp);
    const next = xpToNextLevel(user.xp);
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
      canBattle: canBattle(level),
      createdAt: user.createdAt.toISOString(),
    };
  }
}

/** Public nickname from an email: first 3 characters of the local part and stars. */
function nicknameFor(email: string): string {
  const local = email.split('@')[0] ?? 'player';
  return `${local.slice(0, 3)}***`;
}
