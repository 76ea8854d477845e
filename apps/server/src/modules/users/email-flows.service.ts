import { createHash, timingSafeEqual } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { validateEmail, validatePassword } from '@hapa/domain';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import { ARGON2, type AuthService } from '../auth/auth.service.ts';
import { findUserByEmail, findUserById } from '../auth/auth.repo.ts';
import type { MailService } from '../mail/mail.service.ts';
import { renderAccountMail, type RenderedMail } from '../mail/mail.template.ts';
import type { LanguageCode } from '@hapa/contracts';
import type { LanguageService } from './language.service.ts';
import * as repo from './users.repo.ts';

/** Email rate limit (spec §8 "email rate"): one mail per purpose every 60 s, at most 5 an hour. */
export const EMAIL_MIN_GAP_MS = 60_000;
export const EMAIL_MAX_PER_HOUR = 5;
/** Lifetimes of mailed codes. */
export const CONFIRM_CODE_TTL_MS = 24 * 3_600_000;
export const RESET_CODE_TTL_MS = 30 * 60_000;
/** Wrong tries before a code dies. */
export const CODE_MAX_ATTEMPTS = 5;
/** `type` of links in mails: 1 reset password (spec §5), 2 confirm email. */
export const LINK_TYPE = { reset: 1, confirm: 2 } as const;

const codeHash = (purpose: repo.CodePurpose, userId: number, code: string) =>
  createHash('sha256').update(`${purpose}:${userId}:${code}`).digest('hex');

/**
 * Mailed-code flows (spec §5 email and reset rules, §7 repassword and email verify calls): sign-up
 * confirmation and forgot password. Codes are 6 digits, stored hashed, used once.
 */
export class EmailFlowsService {
  constructor(
    private readonly db: Db,
    private readonly mail: MailService,
    private readonly auth: AuthService,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    private readonly publicUrl: () => string,
    private readonly languages?: LanguageService,
  ) {}

  /** The mail's language: the player's setting, else the asking request's (issue 17), else English. */
  private mailLanguage(userId: number, requestLang?: LanguageCode | null): Promise<LanguageCode> {
    return this.languages ? this.languages.forUser(userId, requestLang) : Promise.resolve(requestLang ?? 'en');
  }

  /**
   * Mails the sign-up confirmation (link to /sign-up-confirm and the code) in the player's language.
   * @param requestLang the asking request's language (X-Lang / Accept-Language), used when no setting is saved
   * @throws AppError user.error.has_verify | user.error.email_rate | user.error.email_send
   */
  async sendConfirm(userId: number, requestLang?: LanguageCode | null): Promise<void> {
    const user = await findUserById(this.db, userId);
    if (!user) throw new AppError('user.error.login_expired');
    const profile = await repo.findProfile(this.db, userId);
    if (profile?.emailVerifiedAt) throw new AppError('user.error.has_verify');
    const code = await this.issueCode(userId, 'confirm', CONFIRM_CODE_TTL_MS);
    const link = this.link('/sign-up-confirm', user.email, code, LINK_TYPE.confirm);
    await this.deliver(user.email, renderAccountMail('confirm', await this.mailLanguage(userId, requestLang), link, code));
  }

  /**
   * Confirms the email with the mailed code.
   * @throws AppError user.error.not_exist | user.error.verify_code | user.error.email_code_expired
   */
  async confirmEmail(email: string, code: string): Promise<void> {
    const user = await this.userByEmail(email);
    const profile = await repo.findProfile(this.db, user.id);
    if (profile?.emailVerifiedAt) return;
    const row = await this.checkCode(user.id, 'confirm', code);
    await this.db.transaction(async (tx) => {
      if (!(await repo.consumeCode(tx, row.id, this.clock.now()))) throw new AppError('user.error.email_code_expired');
      await repo.patchProfile(tx, user.id, { emailVerifiedAt: this.clock.now() });
    });
  }

  /**
   * Forgot password: mails the reset link (email, code, type 1) and the code. An unknown email gets the
   * same answer and no mail, so the call does not reveal who is registered. In the player's language.
   * @throws AppError validation.* | user.error.email_rate | user.error.email_send
   */
  async sendReset(email: string, requestLang?: LanguageCode | null): Promise<void> {
    const normalized = email.trim();
    const bad = validateEmail(normalized);
    if (bad) throw new AppError(bad.key as 'validation.email');
    const user = await findUserByEmail(this.db, normalized);
    if (!user || user.isDisabled) return;
    const code = await this.issueCode(user.id, 'reset', RESET_CODE_TTL_MS);
    const link = this.link('/', user.email, code, LINK_TYPE.reset);
    await this.deliver(user.email, renderAccountMail('reset', await this.mailLanguage(user.id, requestLang), link, code));
  }

  /**
   * Sets a new password with a reset code and revokes every session of the account. Of two racing
   * calls with one code exactly one succeeds (conditional update of the code row).
   * @throws AppError validation.* | user.error.password_format | user.error.verify_code | user.error.email_code_expired
   */
  async resetPassword(email: string, code: string, password: string): Promise<void> {
    if (validatePassword(password)) throw new AppError('user.error.password_format');
    const user = await this.userByEmail(email, 'user.error.email_code_expired');
    const row = await this.checkCode(user.id, 'reset', code);
    const passwordHash = await hash(password, ARGON2);
    const now = this.clock.now();
    const revoked = await this.db.transaction(async (tx) => {
      if (!(await repo.consumeCode(tx, row.id, now))) throw new AppError('user.error.email_code_expired');
      await repo.setPasswordHash(tx, user.id, passwordHash);
      return repo.revokeUserSessions(tx, user.id, now);
    });
    this.auth.forgetSessions(user.id, revoked);
  }

  private async userByEmail(email: string, missing: 'user.error.not_exist' | 'user.error.email_code_expired' = 'user.error.not_exist') {
    const normalized = email.trim();
    const bad = validateEmail(normalized);
    if (bad) throw new AppError(bad.key as 'validation.email');
    const user = await findUserByEmail(this.db, normalized);
    if (!user || user.isDisabled) throw new AppError(missing);
    return user;
  }

  /** The live code row when `code` matches it; counts wrong tries and kills the code at the limit. */
  private async checkCode(userId: number, purpose: repo.CodePurpose, code: string): Promise<repo.EmailCodeRow> {
    const now = this.clock.now();
    const row = await repo.findLiveCode(this.db, userId, purpose, now);
    if (!row || row.attempts >= CODE_MAX_ATTEMPTS) throw new AppError('user.error.email_code_expired');
    const given = Buffer.from(codeHash(purpose, userId, code.trim()), 'hex');
    if (!timingSafeEqual(given, Buffer.from(row.codeHash, 'hex'))) {
      const attempts = await repo.addCodeAttempt(this.db, row.id);
      if (attempts >= CODE_MAX_ATTEMPTS) await repo.consumeCode(this.db, row.id, now);
      throw new AppError('user.error.verify_code');
    }
    return row;
  }

  /** Rate-limits, retires older codes and stores a new 6-digit code; returns the code. */
  private async issueCode(userId: number, purpose: repo.CodePurpose, ttlMs: number): Promise<string> {
    const now = this.clock.now();
    const sent = await repo.countCodesSince(this.db, userId, purpose, new Date(now.getTime() - 3_600_000));
    if (sent.count >= EMAIL_MAX_PER_HOUR || (sent.last && now.getTime() - sent.last.getTime() < EMAIL_MIN_GAP_MS))
      throw new AppError('user.error.email_rate');
    const code = String(Number.parseInt(this.random.hex(4), 16) % 1_000_000).padStart(6, '0');
    await this.db.transaction(async (tx) => {
      await repo.retireCodes(tx, userId, purpose, now);
      await repo.insertEmailCode(tx, {
        userId,
        purpose,
        codeHash: codeHash(purpose, userId, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + ttlMs),
      });
    });
    return code;
  }

  private link(path: string, email: string, code: string, type: number): string {
    const u = new URL(path, this.publicUrl());
    u.searchParams.set('email', email);
    u.searchParams.set('code', code);
    u.searchParams.set('type', String(type));
    return u.toString();
  }

  private async deliver(to: string, mail: RenderedMail): Promise<void> {
    try {
      await this.mail.send(to, mail);
    } catch {
      throw new AppError('user.error.email_send');
    }
  }
}
