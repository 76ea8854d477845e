import { hash } from '@node-rs/argon2';
import { validateEmail, validatePassword } from '@hapa/domain';
import type { Operator, OpsAuditQuery, OpsAuditRow, OpsChallenge, OpsRole, OpsSession } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import { ARGON2, hashToken, type AuthService, type AuthUser, type UserRow } from '../auth/auth.service.ts';
import { userAccounts } from '../users/user-accounts.service.ts';
import { auditActions, listAudit, writeAudit } from '../../platform/audit.ts';
import { ownPlayerAccountIds } from '../../platform/own-accounts.ts';
import type { OperatorContext } from '../../platform/ops-auth.ts';
import * as repo from './ops.repo.ts';
import { checkTotp, newTotpSecret, TotpVault } from '../../platform/totp.ts';

/** A sign-in challenge lives 5 minutes and takes 5 codes. */
export const OPS_CHALLENGE_MS = 5 * 60_000;
export const OPS_CHALLENGE_ATTEMPTS = 5;
/** An operator session (after TOTP) lasts 12 hours. */
export const OPS_SESSION_MS = 12 * 3_600_000;
/** TOTP codes one operator may try in OPS_TOTP_WINDOW_MS, from any address, before the window locks them out. */
export const OPS_TOTP_MAX_FAILURES = 5;
export const OPS_TOTP_WINDOW_MS = 15 * 60_000;

/**
 * Operators (docs/architecture/console.md): sign-in with password then TOTP (QR enrolment at first sign-in), the sessions
 * `opsAuth` accepts, and the admin's management of operators and roles. Every mutation made by an
 * operator writes one audit row in its transaction.
 */
export class OpsService {
  private readonly vault: TotpVault;

  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    totpKey: string | undefined,
  ) {
    this.vault = new TotpVault(totpKey);
    // a one-time password opens the console's first sign-in only, never a player session (docs/security.md#operator-sign-in)
    auth.usePasswordSignInCheck(async (user) => {
      if ((await repo.findOperator(this.db, user.id))?.mustChangePassword) throw new AppError('ops.error.one_time_password');
    });
  }

  /** Roles of the operator behind a TOTP-completed session, or null (see repo.rolesForSession). */
  async operatorForSession(userId: number, tokenHash: string): Promise<{ roles: OpsRole[] } | null> {
    const roles = await repo.rolesForSession(this.db, userId, tokenHash, this.clock.now());
    return roles ? { roles } : null;
  }

  /**
   * Sign-in step 1 (POST /api/ops/auth/login): checks the password like the player login (same throttle)
   * and that the account is an enabled operator; returns a challenge for the TOTP step. Before enrolment
   * the answer carries a (pending) TOTP secret, its otpauth URL and QR code; the same one until confirmed.
   * @throws AppError user.error.bad_credentials | user.error.too_many_attempts | user.error.disabled |
   *   error.access.forbidden (not an operator, or a disabled one)
   */
  async login(email: string, password: string): Promise<OpsChallenge> {
    const user = await this.auth.checkCredentials(email, password);
    const op = await repo.findOperator(this.db, user.id);
    if (!op || op.disabled) throw new AppError('error.access.forbidden');
    const now = this.clock.now();
    await repo.pruneChallenges(this.db, new Date(now.getTime() - OPS_CHALLENGE_MS));
    const challenge = this.random.hex(32);
    const expiresAt = new Date(now.getTime() + OPS_CHALLENGE_MS);
    await repo.insertChallenge(this.db, { tokenHash: hashToken(challenge), userId: user.id, expiresAt });
    let enrolment: OpsChallenge['enrolment'] = null;
    if (!op.totpSecret) {
      let secret: string;
      let otpauthUrl: string;
      if (op.totpPendingSecret) {
        secret = this.vault.open(op.totpPendingSecret);
        otpauthUrl = newTotpSecretUrl(user.email, secret);
      } else {
        ({ secret, otpauthUrl } = newTotpSecret(user.email));
        await repo.updateOperator(this.db, user.id, { totpPendingSecret: this.vault.seal(secret) });
      }
      enrolment = {
        secret,
        otpauthUrl,
        qrDataUrl: await (await import('qrcode')).default.toDataURL(otpauthUrl, { margin: 1, width: 240 }),
      };
    }
    return { challenge, expiresAt: expiresAt.toISOString(), mustChangePassword: op.mustChangePassword, enrolment };
  }

  /**
   * Sign-in step 2 (POST /api/ops/auth/totp): checks the code (the pending secret at enrolment, which it
   * then confirms), sets the new password when one is required, and opens an operator session.
   * A code is accepted once; a challenge takes OPS_CHALLENGE_ATTEMPTS codes and is used once; an operator takes
   * OPS_TOTP_MAX_FAILURES codes per OPS_TOTP_WINDOW_MS from any address, each reserved before it is checked, so
   * parallel guesses never check more (docs/security.md#operator-sign-in). Wrong codes write 'operator.totp_failed'
   * (and 'operator.totp_locked' at the limit) to the audit log. Setting the permanent password ends every other
   * session of the person: the operator's and those of their own player accounts.
   * Writes one audit row ('operator.sign_in', with `enrolled: true` at enrolment).
   * @throws AppError ops.error.challenge_expired | ops.error.totp_locked (429) | ops.error.totp_invalid |
   *   ops.error.password_change_required | user.error.password_format | error.access.forbidden
   */
  async verifyTotp(challenge: string, code: string, newPassword: string | undefined, ip: string): Promise<OpsSession> {
    const now = this.clock.now();
    const tokenHash = hashToken(challenge);
    const bumped = await repo.bumpChallenge(this.db, tokenHash, now, OPS_CHALLENGE_ATTEMPTS);
    if (!bumped) throw new AppError('ops.error.challenge_expired');
    const op = await repo.findOperator(this.db, bumped.userId);
    if (!op || op.disabled) throw new AppError('error.access.forbidden');
    const sealed = op.totpSecret ?? op.totpPendingSecret;
    if (!sealed) throw new AppError('ops.error.challenge_expired');
    const attempt = await repo.reserveTotpAttempt(this.db, op.userId, now, OPS_TOTP_WINDOW_MS, OPS_TOTP_MAX_FAILURES);
    if (!attempt) throw new AppError('ops.error.totp_locked');
    const step = await checkTotp(this.vault.open(sealed), code, now, op.totpLastStep ?? null);
    if (step === null) {
      await this.auditTotpFailure(op.userId, attempt, ip);
      throw new AppError('ops.error.totp_invalid');
    }
    await repo.clearTotpAttempts(this.db, op.userId);
    if (op.mustChangePassword) {
      if (!newPassword) throw new AppError('ops.error.password_change_required');
      if (validatePassword(newPassword)) throw new AppError('user.error.password_format');
    }
    const passwordHash = op.mustChangePassword && newPassword ? await hash(newPassword, ARGON2) : null;
    const enrolling = !op.totpSecret;
    const { user, revoked } = await this.db.transaction(async (tx) => {
      if (!(await repo.useChallenge(tx, tokenHash, now))) throw new AppError('ops.error.challenge_expired');
      const fresh = await repo.findOperator(tx, bumped.userId, true);
      // a code at or before the last accepted step was used already (two tabs racing one code)
      if (!fresh || (fresh.totpLastStep ?? -1) >= step) throw new AppError('ops.error.totp_invalid');
      await repo.updateOperator(tx, op.userId, {
        totpLastStep: step,
        ...(enrolling ? { totpSecret: sealed, totpPendingSecret: null, totpEnrolledAt: now } : {}),
        ...(passwordHash ? { mustChangePassword: false } : {}),
      });
      const revoked: { userId: number; tokenHashes: string[] }[] = [];
      if (passwordHash) {
        await userAccounts.setPassword(tx, op.userId, passwordHash);
        // the permanent password ends every other session of this person, player sessions included
        for (const userId of await ownPlayerAccountIds(tx, op.userId))
          revoked.push({ userId, tokenHashes: await userAccounts.revokeSessions(tx, userId, now) });
      }
      await writeAudit(tx, {
        operatorId: op.userId,
        action: 'operator.sign_in',
        targetType: 'operator',
        targetId: op.userId,
        before: null,
        after: {
          enrolled: enrolling,
          passwordChanged: !!passwordHash,
          sessionsEnded: revoked.reduce((n, r) => n + r.tokenHashes.length, 0),
        },
        ip,
      });
      return { user: await this.auth.findUserById(op.userId, tx), revoked };
    });
    for (const r of revoked) if (r.tokenHashes.length) this.auth.forgetSessions(r.userId, r.tokenHashes);
    if (!user) throw new AppError('error.access.forbidden');
    const session = await this.auth.signInVerified(user, 'ops', false, { ip, userAgent: null, deviceId: null });
    await repo.insertOpsSession(this.db, {
      tokenHash: hashToken(session.token),
      userId: user.id,
      expiresAt: new Date(now.getTime() + OPS_SESSION_MS),
    });
    const me = await this.operator(user.id);
    if (!me) throw new AppError('error.access.forbidden');
    return { authorization: session.authorization, operator: me };
  }

  /** Audit rows of a wrong code: 'operator.totp_failed', and 'operator.totp_locked' when it reached the limit. */
  private async auditTotpFailure(userId: number, attempt: { failures: number; since: Date }, ip: string): Promise<void> {
    const lockedUntil = new Date(attempt.since.getTime() + OPS_TOTP_WINDOW_MS).toISOString();
    await this.db.transaction(async (tx) => {
      const row = { operatorId: userId, targetType: 'operator', targetId: userId, before: null, ip };
      await writeAudit(tx, { ...row, action: 'operator.totp_failed', after: { failures: attempt.failures, max: OPS_TOTP_MAX_FAILURES } });
      if (attempt.failures >= OPS_TOTP_MAX_FAILURES)
        await writeAudit(tx, { ...row, action: 'operator.totp_locked', after: { failures: attempt.failures, lockedUntil } });
    });
  }

  /** Ends the operator's session (POST /api/ops/auth/logout); one audit row 'operator.sign_out'. */
  async logout(user: AuthUser, ctx: OperatorContext): Promise<void> {
    await this.db.transaction((tx) =>
      writeAudit(tx, {
        operatorId: ctx.userId,
        action: 'operator.sign_out',
        targetType: 'operator',
        targetId: ctx.userId,
        before: null,
        after: null,
        ip: ctx.ip,
      }),
    );
    await this.auth.logout(user);
  }

  /** One operator as the console shows it, or null. */
  async operator(userId: number, db: DbOrTx = this.db): Promise<Operator | null> {
    const [op, user] = await Promise.all([repo.findOperator(db, userId), this.auth.findUserById(userId, db)]);
    return op && user ? toOperator(op, user, this.clock.now()) : null;
  }

  /** Every operator (admin page). */
  async list(): Promise<Operator[]> {
    const now = this.clock.now();
    return (await repo.listOperators(this.db)).map((r) => toOperator(r.op, r.user, now));
  }

  /**
   * Makes `email` an operator with `roles` (admin page). An existing account keeps its password and
   * enrols TOTP at its first console sign-in; a new account gets a one-time password (returned once,
   * changed at first sign-in). One audit row 'operator.create'.
   * @throws AppError validation.email | error.email.exists (already an operator)
   */
  async create(ctx: OperatorContext, email: string, roles: OpsRole[]): Promise<{ operator: Operator; oneTimePassword: string | null }> {
    const res = await this.makeOperator(email, roles, { oneTimePasswordForExisting: false, actor: ctx });
    return { operator: res.operator, oneTimePassword: res.oneTimePassword };
  }

  /**
   * `npm run ops:create-admin`: creates the account (or takes the existing one) as an admin with a fresh
   * one-time password that must be changed at first sign-in. The TOTP enrolment of an existing operator
   * is kept. Audited with the new admin as its own actor and ip 'cli'.
   */
  async createAdmin(email: string): Promise<{ operator: Operator; oneTimePassword: string; created: boolean }> {
    const res = await this.makeOperator(email, ['admin'], { oneTimePasswordForExisting: true, actor: null });
    return { operator: res.operator, oneTimePassword: res.oneTimePassword!, created: res.created };
  }

  private async makeOperator(
    email: string,
    roles: OpsRole[],
    opts: { oneTimePasswordForExisting: boolean; actor: OperatorContext | null },
  ) {
    const normalized = email.trim();
    const emailError = validateEmail(normalized);
    if (emailError) throw new AppError(emailError.key as 'validation.email');
    const uniqueRoles = [...new Set(roles)];
    const existing = await this.auth.findUserByEmail(normalized, this.db);
    const audit = (tx: DbOrTx, userId: number, before: unknown, after: unknown) =>
      writeAudit(tx, {
        operatorId: opts.actor?.userId ?? userId,
        action: opts.actor ? 'operator.create' : 'operator.create_admin',
        targetType: 'operator',
        targetId: userId,
        before,
        after,
        ip: opts.actor?.ip ?? 'cli',
      });
    if (!existing) {
      const oneTimePassword = this.oneTimePassword();
      const user = await this.auth.createAccount(normalized, oneTimePassword, async (tx, u) => {
        await repo.insertOperator(tx, { userId: u.id, roles: uniqueRoles, mustChangePassword: true });
        await audit(tx, u.id, null, { email: u.email, roles: uniqueRoles });
      });
      return { operator: (await this.operator(user.id))!, oneTimePassword, created: true };
    }
    const oneTimePassword = opts.oneTimePasswordForExisting ? this.oneTimePassword() : null;
    const passwordHash = oneTimePassword ? await hash(oneTimePassword, ARGON2) : null;
    await this.db.transaction(async (tx) => {
      const op = await repo.findOperator(tx, existing.id, true);
      if (op && opts.actor) throw new AppError('error.email.exists');
      const nextRoles = op ? [...new Set([...(op.roles as OpsRole[]), ...uniqueRoles])] : uniqueRoles;
      if (op)
        await repo.updateOperator(tx, existing.id, {
          roles: nextRoles,
          disabled: false,
          ...(passwordHash ? { mustChangePassword: true } : {}),
        });
      else await repo.insertOperator(tx, { userId: existing.id, roles: nextRoles, mustChangePassword: !!passwordHash });
      if (passwordHash) {
        await userAccounts.setPassword(tx, existing.id, passwordHash);
        const revoked = await userAccounts.revokeSessions(tx, existing.id, this.clock.now());
        this.auth.forgetSessions(existing.id, revoked);
      }
      await audit(tx, existing.id, op ? { roles: op.roles, disabled: op.disabled } : null, { roles: nextRoles, disabled: false });
    });
    return { operator: (await this.operator(existing.id))!, oneTimePassword, created: false };
  }

  /**
   * Changes an operator's roles, disables/enables them, or resets their TOTP (they enrol again at next
   * sign-in); disabling or a TOTP reset ends their sessions. The console keeps one enabled admin.
   * One audit row 'operator.update' with before/after.
   * @throws AppError error.not_found | ops.error.last_admin
   */
  async update(
    ctx: OperatorContext,
    userId: number,
    patch: { roles?: OpsRole[]; disabled?: boolean; resetTotp?: boolean },
  ): Promise<Operator> {
    const revoked = await this.db.transaction(async (tx) => {
      const op = await repo.findOperator(tx, userId, true);
      if (!op) throw new AppError('error.not_found');
      const roles = patch.roles ? [...new Set(patch.roles)] : (op.roles as OpsRole[]);
      const disabled = patch.disabled ?? op.disabled;
      const losesAdmin = op.roles.includes('admin') && !op.disabled && (!roles.includes('admin') || disabled);
      if (losesAdmin && (await repo.countOtherAdmins(tx, userId)) === 0) throw new AppError('ops.error.last_admin');
      await repo.updateOperator(tx, userId, {
        roles,
        disabled,
        ...(patch.resetTotp
          ? {
              totpSecret: null,
              totpPendingSecret: null,
              totpEnrolledAt: null,
              totpLastStep: null,
              totpFailures: 0,
              totpFailuresSince: null,
            }
          : {}),
      });
      await writeAudit(tx, {
        operatorId: ctx.userId,
        action: 'operator.update',
        targetType: 'operator',
        targetId: userId,
        before: { roles: op.roles, disabled: op.disabled, totpEnrolled: !!op.totpSecret },
        after: { roles, disabled, totpEnrolled: patch.resetTotp ? false : !!op.totpSecret },
        ip: ctx.ip,
      });
      return disabled || patch.resetTotp ? userAccounts.revokeSessions(tx, userId, this.clock.now()) : [];
    });
    if (revoked.length) this.auth.forgetSessions(userId, revoked);
    return (await this.operator(userId))!;
  }

  /** The audit log page and the actions it holds (GET /api/ops/audit). */
  async audit(q: OpsAuditQuery): Promise<{ list: OpsAuditRow[]; total: number; actions: string[] }> {
    const [page, actions] = await Promise.all([listAudit(this.db, q), auditActions(this.db)]);
    return { ...page, actions };
  }

  /**
   * A one-time password `xxxxxxxx-xxxxxx` + a letter + a digit (17 characters, 56 random bits of hex): the letter
   * and the digit are always there, so it passes the password rule (docs/product/validation.md#accounts) even when the hex is all digits.
   */
  private oneTimePassword(): string {
    return oneTimePasswordFrom(this.random.hex(9));
  }
}

/** The one-time password made from 18 hex characters (OpsService.oneTimePassword); exported for its test. */
export function oneTimePasswordFrom(hex: string): string {
  const letter = 'abcdefghijkmnpqrstuvwxyz'[parseInt(hex.slice(14, 16), 16) % 24]!;
  const digit = (parseInt(hex.slice(16, 18), 16) % 10).toString();
  return `${hex.slice(0, 8)}-${hex.slice(8, 14)}${letter}${digit}`;
}

function newTotpSecretUrl(email: string, secret: string): string {
  const { otpauthUrl } = newTotpSecret(email);
  return otpauthUrl.replace(/secret=[A-Z2-7]+/, `secret=${secret}`);
}

function toOperator(op: repo.OperatorRow, user: UserRow, now: Date): Operator {
  const lockEnd = op.totpFailuresSince ? op.totpFailuresSince.getTime() + OPS_TOTP_WINDOW_MS : 0;
  const locked = op.totpFailures >= OPS_TOTP_MAX_FAILURES && lockEnd > now.getTime();
  return {
    userId: op.userId,
    email: user.email,
    nickname: user.nickname,
    roles: op.roles as OpsRole[],
    disabled: op.disabled,
    totpEnrolled: !!op.totpSecret,
    totpLockedUntil: locked ? new Date(lockEnd).toISOString() : null,
    mustChangePassword: op.mustChangePassword,
    createdAt: op.createdAt.toISOString(),
  };
}
