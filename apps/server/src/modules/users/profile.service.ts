import { hash, verify } from '@node-rs/argon2';
import { validatePassword } from '@hapa/domain';
import type { LanguageCode, Profile, SessionInfo } from '@hapa/contracts';
import type { LanguageService } from './language.service.ts';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import { ARGON2, type AuthService, type AuthUser } from '../auth/auth.service.ts';
import { processAvatar } from './avatar.ts';
import { friendCodeOf } from './friend-code.ts';
import * as repo from './users.repo.ts';
import { vipLevelOf } from '../vip/vip-levels.ts';

/** Youngest age that may set a birthday (players are 18+). */
export const MIN_AGE_YEARS = 18;

/** Birthday check: a real YYYY-MM-DD date, at least 18 and at most 120 years before `now`. */
export function isValidBirthday(s: string, now: Date): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return false;
  const adult = new Date(Date.UTC(now.getUTCFullYear() - MIN_AGE_YEARS, now.getUTCMonth(), now.getUTCDate()));
  return date <= adult && y >= now.getUTCFullYear() - 120;
}

/**
 * The player's own account (docs/product/routes.md#user-area /user/profile, docs/product/endpoints.md#user-and-auth update, update_password, avatar, friendCode):
 * profile read, nickname and birthday, password change, avatar upload, friend code, sessions.
 */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly clock: Clock,
    private readonly linkedProviders: (userId: number) => Promise<string[]> = async () => [],
    private readonly languages?: LanguageService,
  ) {}

  /** GET /api/user/profile. @throws AppError user.error.login_expired */
  async profile(userId: number): Promise<Profile> {
    const [user, profile, providers, language] = await Promise.all([
      this.auth.findUserById(userId),
      repo.findProfile(this.db, userId),
      this.linkedProviders(userId),
      this.languages?.saved(userId) ?? null,
    ]);
    if (!user) throw new AppError('user.error.login_expired');
    const vip = await vipLevelOf(user.xp); // the operator-edited VIP table (apps/server/src/modules/users/README.md)
    return {
      uid: user.id,
      email: user.email,
      emailVerified: !!profile?.emailVerifiedAt,
      nickname: user.nickname,
      headImg: user.headImg,
      birthday: profile?.birthday ?? null,
      level: vip.level,
      xp: user.xp,
      nextLevelXp: vip.nextLevelXp,
      friendCode: friendCodeOf(user.id),
      friendCodeUsed: profile?.invitedBy != null,
      linkedMethods: [...(user.email.endsWith('.invalid') ? [] : (['email'] as const)), ...(providers as Profile['linkedMethods'])],
      hasPassword: user.hasPassword,
      createdAt: user.createdAt.toISOString(),
      language,
    };
  }

  /**
   * Changes nickname (2-20 characters, no control characters), sets the birthday (once, 18+) and/or saves
   * the language ('en' | 'pt-BR', apps/server/src/modules/users/README.md; the body schema refuses others).
   * @throws AppError user.error.nickname | user.error.birthday | user.error.birthday_set
   */
  async update(userId: number, patch: { nickname?: string; birthday?: string; language?: LanguageCode }): Promise<Profile> {
    const nickname = patch.nickname?.trim();
    if (nickname !== undefined && (nickname.length < 2 || [...nickname].length > 20 || /[\p{Cc}<>]/u.test(nickname)))
      throw new AppError('user.error.nickname');
    if (patch.birthday !== undefined && !isValidBirthday(patch.birthday, this.clock.now())) throw new AppError('user.error.birthday');
    await this.db.transaction(async (tx) => {
      if (nickname !== undefined) await repo.setNickname(tx, userId, nickname);
      if (patch.language !== undefined && this.languages) await this.languages.save(tx, userId, patch.language);
      if (patch.birthday !== undefined) {
        const current = await repo.findProfile(tx, userId);
        if (current?.birthday !== patch.birthday && !(await repo.setBirthdayOnce(tx, userId, patch.birthday, this.clock.now())))
          throw new AppError('user.error.birthday_set');
      }
    });
    return this.profile(userId);
  }

  /**
   * Changes the password (the current one required) and signs out every other device.
   * @throws AppError user.error.old_password | user.error.password_format | user.error.same_password
   */
  async updatePassword(user: AuthUser, oldPassword: string, password: string): Promise<void> {
    const row = await this.auth.findUserById(user.id);
    if (!row) throw new AppError('user.error.login_expired');
    if (!oldPassword || !(await verify(row.passwordHash, oldPassword))) throw new AppError('user.error.old_password');
    if (validatePassword(password)) throw new AppError('user.error.password_format');
    if (password === oldPassword) throw new AppError('user.error.same_password');
    const passwordHash = await hash(password, ARGON2);
    const revoked = await this.db.transaction(async (tx) => {
      await repo.setPasswordHash(tx, user.id, passwordHash);
      return repo.revokeUserSessions(tx, user.id, this.clock.now(), user.tokenHash);
    });
    this.auth.forgetSessions(user.id, revoked);
  }

  /**
   * Stores an uploaded avatar (checked by content, re-encoded, metadata stripped); returns its URL.
   * @throws AppError user.error.avatar_type | user.error.avatar_size
   */
  async uploadAvatar(userId: number, upload: Buffer): Promise<string> {
    const bytes = await processAvatar(upload);
    return this.db.transaction(async (tx) => {
      const version = await repo.upsertAvatar(tx, userId, bytes, this.clock.now());
      const url = `/api/user/avatar/${userId}?v=${version}`;
      await repo.setHeadImg(tx, userId, url);
      return url;
    });
  }

  /** The stored avatar bytes (WebP), or null. */
  avatar(userId: number) {
    return repo.findAvatar(this.db, userId);
  }

  /**
   * The player's live sessions newest first, with where they signed in (their own address, unmasked) and when they were
   * last used; `current` marks the one making the call (docs/security.md#sessions-and-devices).
   */
  async sessions(user: AuthUser): Promise<SessionInfo[]> {
    const rows = await repo.listLiveSessions(this.db, user.id, this.clock.now());
    return rows.map((r) => ({
      id: r.id,
      channelType: r.channelType,
      createdAt: r.createdAt.toISOString(),
      lastUsedAt: r.lastUsedAt.toISOString(),
      ip: r.ip,
      userAgent: r.userAgent,
      current: r.tokenHash === user.tokenHash,
    }));
  }

  /** Signs out one device. @throws AppError user.error.session_not_found */
  async revokeSession(user: AuthUser, sessionId: number): Promise<void> {
    const hashOf = await repo.revokeUserSession(this.db, user.id, sessionId, this.clock.now());
    if (!hashOf) throw new AppError('user.error.session_not_found');
    this.auth.forgetSessions(user.id, [hashOf]);
  }

  /** Signs out everywhere: every session, this one too when `includeCurrent`. Returns how many. */
  async revokeAll(user: AuthUser, includeCurrent: boolean): Promise<number> {
    const revoked = await repo.revokeUserSessions(this.db, user.id, this.clock.now(), includeCurrent ? undefined : user.tokenHash);
    this.auth.forgetSessions(user.id, revoked);
    return revoked.length;
  }
}
