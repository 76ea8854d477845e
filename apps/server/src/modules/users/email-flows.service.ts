import { createHash, timingSafeEqual } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { DAY_MS, validateEmail, validatePassword } from '@hapa/domain';
import { AppError } from '../../http/app-error.ts';
import type { Db } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import { ARGON2, type AuthService } from '../auth/auth.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { renderAccountMail, type RenderedMail } from '../mail/mail.template.ts';
import type { LanguageCode } from '@hapa/contracts';
import type { LanguageService } from './language.service.ts';
import * as repo from './users.repo.ts';

/** Email rate limit (docs/product/errors.md "email rate"): one mail per purpose every 60 s, at most 5 an hour. */
export const EMAIL_MIN_GAP_MS = 60_000;
export const EMAIL_MAX_PER_HOUR = 5;
/** Lifetimes of mailed codes. */
export const CONFIRM_CODE_TTL_MS = DAY_MS;
export const RESET_CODE_TTL_MS = 30 * 60_000;
/** Tries (wrong or right) a code is checked at most before it dies; racing tries included. */
export const CODE_MAX_ATTEMPTS = 5;
/** `type` of links in mails: 1 reset password (docs/product/validation.md#accounts), 2 confirm email. */
export const LINK_TYPE = { reset: 1, confirm: 2 } as const;

const codeHash = (purpose: repo.CodePurpose, userId: number, code: string) =>
  createHash('sha256').update(`${purpose}:${userId}:${code}`).digest('hex');

/**
 * The one answer to every failed code check: a wrong, expired, used or worn-out code, an unknown or disabled
 * email. A registered email and an unregistered one answer alike (docs/security.md#requests-and-sessions).
 */
const codeRefused = () => new AppError('user.error.verify_code');

/** Where a mail that is sent after the answer reports a failure (a request's logger). */
export interface MailFailureLog {
  warn(obj: object, msg: string): void;
}

/**
 * Mailed-code flows (docs/product/validation.md#accounts email and reset rules, docs/product/endpoints.md#fairness repassword and email verify calls): sign-up
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

  /** The mail's language: the player's setting, else the asking request's (apps/server/src/modules/users/README.md), else English. */
  private mailLanguage(userId: number, requestLang?: LanguageCode | null): Promise<LanguageCode> {
    return this.languages ? this.languages.forUser(userId, requestLang) : Promise.resolve(requestLang ?? 'en');
  }

  /**
   * Mails the sign-up confirmation (link to /sign-up-confirm and the code) in the player's language.
   * @param requestLang the asking request's language (X-Lang / Accept-Language), used when no setting is saved
   * @throws AppError user.error.has_verify | user.error.email_rate | user.error.email_send
   */
  async sendConfirm(userId: number, requestLang?: LanguageCode | null): Promise<void> {
    const user = await this.auth.findUserById(userId, this.db);
    if (!user) throw new AppError('user.error.login_expired');
    const profile = await repo.findProfile(this.db, userId);
    if (profile?.emailVerifiedAt) throw new AppError('user.error.has_verify');
    const code = await this.issueCode(userId, 'confirm', CONFIRM_CODE_TTL_MS);
    const link = this.link('/sign-up-confirm', user.email, code, LINK_TYPE.confirm);
    await this.deliver(user.email, renderAccountMail('confirm', await this.mailLanguage(userId, requestLang), link, code));
  }

  /**
   * Confirms the email with the mailed code. An email verified before answers OK only to the code that verified
   * it (the mailed link opened twice); every failure is the same `user.error.verify_code`, for a registered email
   * and an unknown one alike (docs/security.md#requests-and-sessions).
   * @throws AppError validation.email | user.error.verify_code | user.error.email_code_expired (the right code, raced)
   */
  async confirmEmail(email: string, code: string): Promise<void> {
    const user = await this.accountByEmail(email);
    const profile = await repo.findProfile(this.db, user?.id ?? 0); // for an unknown email too: the same queries
    if (user && profile?.emailVerifiedAt) {
      const last = await repo.latestCode(this.db, user.id, 'confirm');
      if (last && this.codeMatches('confirm', user.id, code, last.codeHash)) return;
      throw codeRefused();
    }
    const row = await this.checkCode(user?.id ?? null, 'confirm', code);
    await this.db.transaction(async (tx) => {
      if (!(await repo.consumeCode(tx, row.id, this.clock.now()))) throw new AppError('user.error.email_code_expired');
      await repo.patchProfile(tx, row.userId, { emailVerifiedAt: this.clock.now() });
    });
  }

  /**
   * Forgot password: mails the reset link (email, code, type 1) and the code, in the player's language. Every
   * well-formed email gets the same answer (200, nothing else), whether it is registered, unknown, disabled or
   * asked too often (the email rate: no new mail then, silently), after the same queries; over SMTP the mail is
   * handed over after the answer, a failure logged to `log` (docs/security.md#requests-and-sessions).
   * @throws AppError validation.* (a malformed email, the same for everyone)
   */
  async sendReset(email: string, requestLang?: LanguageCode | null, log?: MailFailureLog): Promise<void> {
    const normalized = email.trim();
    const bad = validateEmail(normalized);
    if (bad) throw new AppError(bad.key as 'validation.email');
    const found = await this.auth.findUserByEmail(normalized, this.db);
    const user = found && !found.isDisabled ? found : null;
    const now = this.clock.now();
    // the rate count runs for an unknown email too (user 0 has no codes): the same queries, the same answer
    const sent = await repo.countCodesSince(this.db, user?.id ?? 0, 'reset', new Date(now.getTime() - 3_600_000));
    if (!user || this.isRateLimited(sent, now)) return;
    const code = await this.storeCode(user.id, 'reset', RESET_CODE_TTL_MS, now);
    const link = this.link('/', user.email, code, LINK_TYPE.reset);
    const mail = renderAccountMail('reset', await this.mailLanguage(user.id, requestLang), link, code);
    if (this.mail.mode === 'outbox') {
      await this.mail.send(user.email, mail).catch((err: unknown) => log?.warn({ err }, 'reset mail: not stored in the outbox'));
      return;
    }
    // SMTP: after the answer, so a slow or failing mail server cannot tell a registered email from an unknown one
    void this.mail.send(user.email, mail).catch((err: unknown) => log?.warn({ err }, 'reset mail: the SMTP server refused it'));
  }

  /**
   * Sets a new password with a reset code and revokes every session of the account. Of two racing
   * calls with one code exactly one succeeds (conditional update of the code row). A wrong code and an unknown
   * email answer alike (docs/security.md#requests-and-sessions).
   * @throws AppError validation.* | user.error.password_format | user.error.verify_code | user.error.email_code_expired (the right code, raced)
   */
  async resetPassword(email: string, code: string, password: string): Promise<void> {
    if (validatePassword(password)) throw new AppError('user.error.password_format');
    const user = await this.accountByEmail(email);
    const row = await this.checkCode(user?.id ?? null, 'reset', code);
    const passwordHash = await hash(password, ARGON2);
    const now = this.clock.now();
    const revoked = await this.db.transaction(async (tx) => {
      if (!(await repo.consumeCode(tx, row.id, now))) throw new AppError('user.error.email_code_expired');
      await repo.setPasswordHash(tx, row.userId, passwordHash);
      return repo.revokeUserSessions(tx, row.userId, now);
    });
    this.auth.forgetSessions(row.userId, revoked);
  }

  /** The enabled account of a well-formed email, or null (unknown or disabled: the caller answers as for a wrong code). */
  private async accountByEmail(email: string) {
    const normalized = email.trim();
    const bad = validateEmail(normalized);
    if (bad) throw new AppError(bad.key as 'validation.email');
    const user = await this.auth.findUserByEmail(normalized, this.db);
    return user && !user.isDisabled ? user : null;
  }

  /**
   * The live code row when `code` matches it. One try is claimed first with a conditional update (at most
   * CODE_MAX_ATTEMPTS tries are ever evaluated, however many race); the try that uses the last attempt kills
   * the code. `userId` null (an unknown email) runs the same claim on no row and is refused alike.
   * @throws AppError user.error.verify_code
   */
  private async checkCode(userId: number | null, purpose: repo.CodePurpose, code: string): Promise<repo.EmailCodeRow> {
    const now = this.clock.now();
    const row = await repo.claimCodeAttempt(this.db, userId ?? 0, purpose, CODE_MAX_ATTEMPTS, now);
    if (row && userId !== null && this.codeMatches(purpose, userId, code, row.codeHash)) return row;
    if (row && row.attempts >= CODE_MAX_ATTEMPTS) await repo.consumeCode(this.db, row.id, now);
    throw codeRefused();
  }

  /** Whether `code` is the one stored as `storedHash` (constant time). Evaluates one try. */
  private codeMatches(purpose: repo.CodePurpose, userId: number, code: string, storedHash: string): boolean {
    const given = Buffer.from(codeHash(purpose, userId, code.trim()), 'hex');
    const stored = Buffer.from(storedHash, 'hex');
    return given.length === stored.length && timingSafeEqual(given, stored);
  }

  /** The email rate (docs/product/errors.md): one mail per purpose every EMAIL_MIN_GAP_MS, at most EMAIL_MAX_PER_HOUR an hour. */
  private isRateLimited(sent: { count: number; last: Date | null }, now: Date): boolean {
    return sent.count >= EMAIL_MAX_PER_HOUR || (sent.last !== null && now.getTime() - sent.last.getTime() < EMAIL_MIN_GAP_MS);
  }

  /** Rate-limits, retires older codes and stores a new 6-digit code; returns the code. @throws AppError user.error.email_rate */
  private async issueCode(userId: number, purpose: repo.CodePurpose, ttlMs: number): Promise<string> {
    const now = this.clock.now();
    const sent = await repo.countCodesSince(this.db, userId, purpose, new Date(now.getTime() - 3_600_000));
    if (this.isRateLimited(sent, now)) throw new AppError('user.error.email_rate');
    return this.storeCode(userId, purpose, ttlMs, now);
  }

  /** Retires older codes of `purpose` and stores a new 6-digit code (hashed); returns the code. */
  private async storeCode(userId: number, purpose: repo.CodePurpose, ttlMs: number, now: Date): Promise<string> {
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
