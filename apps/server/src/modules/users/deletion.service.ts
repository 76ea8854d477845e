import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import { ARGON2, type AuthService, type AuthUser } from '../auth/auth.service.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { SocialAuthService } from '../social-auth/social.service.ts';
import * as repo from './users.repo.ts';

/**
 * Something that keeps an account from being deleted (an open shipping order, a pending withdrawal):
 * returns a short reason, or null. Later features register theirs with `addDeletionBlocker`.
 */
export type DeletionBlocker = (db: DbOrTx, userId: number) => Promise<string | null>;

/**
 * Account deletion (docs/product/routes.md#user-area /user/delete-account, docs/product/endpoints.md#user-and-auth /user/delete): password check, refusal while
 * something is open, then in one transaction: personal data anonymised (email, nickname, avatar,
 * addresses, linked sign-in identities), sessions revoked. Ledger entries and game history stay, keyed by the uid.
 */
export class DeletionService {
  private readonly blockers: DeletionBlocker[] = [];

  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly clock: Clock,
    /** the modules whose personal data goes with the account: addresses and linked sign-in identities */
    private readonly erase: { addresses: Pick<AddressesService, 'removeAllOf'>; social: Pick<SocialAuthService, 'forgetIdentitiesOf'> },
    /** checks a fresh social sign-in of a linked provider (SocialAuthService.assertFreshProof) */
    private readonly freshSocialProof?: (
      user: AuthUser,
      provider: 'google' | 'facebook' | 'telegram',
      credential: Record<string, unknown>,
      nowMs: number,
    ) => Promise<void>,
  ) {}

  /** Registers a check that refuses deletion while it answers a reason. */
  addDeletionBlocker(check: DeletionBlocker): void {
    this.blockers.push(check);
  }

  /** Reasons the account cannot be deleted now (empty when it can). */
  async openObligations(db: DbOrTx, userId: number): Promise<string[]> {
    const reasons = await Promise.all(this.blockers.map((b) => b(db, userId)));
    return reasons.filter((r): r is string => r !== null);
  }

  /**
   * Deletes the signed-in account, proven by its password (an account that has one) or by a fresh (5 min)
   * sign-in with a linked provider (any account; the only way for one without a password).
   * @throws AppError validation.required | user.error.old_password | user.error.no_password (a password sent
   *   for an account that has none) | user.error.social_invalid |
   *   user.error.social_stale | user.error.social_disabled | user.error.delete_blocked
   */
  async deleteAccount(
    user: AuthUser,
    proof: { password?: string; provider?: 'google' | 'facebook' | 'telegram'; credential?: Record<string, unknown> },
  ): Promise<void> {
    const row = await this.auth.findUserById(user.id, this.db);
    if (!row || row.isDisabled) throw new AppError('user.error.login_expired');
    if (proof.password) {
      if (!row.hasPassword) throw new AppError('user.error.no_password');
      if (!(await verify(row.passwordHash, proof.password))) throw new AppError('user.error.old_password');
    } else if (proof.provider && proof.credential && this.freshSocialProof) {
      await this.freshSocialProof(user, proof.provider, proof.credential, this.clock.now().getTime());
    } else {
      throw new AppError('validation.required');
    }
    const unusable = await hash(randomBytes(32).toString('hex'), ARGON2);
    const now = this.clock.now();
    const revoked = await this.db.transaction(async (tx) => {
      const reasons = await this.openObligations(tx, user.id);
      if (reasons.length) throw new AppError('user.error.delete_blocked', undefined, { reasons });
      await repo.anonymiseUser(tx, user.id, unusable);
      await repo.deleteAvatar(tx, user.id);
      await this.erase.addresses.removeAllOf(tx, user.id);
      await this.erase.social.forgetIdentitiesOf(tx, user.id); // the provider subject and email go too; a new sign-in makes a new account
      await repo.patchProfile(tx, user.id, { deletedAt: now, birthday: null });
      return repo.revokeUserSessions(tx, user.id, now);
    });
    this.auth.forgetSessions(user.id, revoked);
  }
}
