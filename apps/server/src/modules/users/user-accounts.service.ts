import type { Tx } from '../../db/client.ts';
import * as repo from './users.repo.ts';

/**
 * Account writes other modules make in their own transaction (the operator console's password resets and operator
 * changes, social sign-in's new accounts): they reach the users repo through these, never directly
 * (docs/architecture.md#layers). Plain functions, so those modules need no users-module instance.
 */
export const userAccounts = {
  /** Sets player `userId`'s password to `passwordHash` (argon2id); the account has a password from now on. */
  async setPassword(tx: Tx, userId: number, passwordHash: string): Promise<void> {
    await repo.setPasswordHash(tx, userId, passwordHash);
  },
  /**
   * Revokes every live session of `userId` at `now`; returns the revoked token hashes (for AuthService.forgetSessions
   * after commit).
   */
  revokeSessions(tx: Tx, userId: number, now: Date): Promise<string[]> {
    return repo.revokeUserSessions(tx, userId, now);
  },
  /** Records that `userId`'s email was verified at `at` (its profile row is created when missing). */
  async markEmailVerified(tx: Tx, userId: number, at: Date): Promise<void> {
    await repo.patchProfile(tx, userId, { emailVerifiedAt: at });
  },
};
