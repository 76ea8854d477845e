import { randomBytes } from 'node:crypto';
import { users } from '../db/schema/index.ts';
import type { TestApp } from './harness.ts';

/** A player made by `fundedPlayers`: its id, nickname (unmasked) and, with `sessions`, an Authorization value. */
export interface FundedPlayer {
  uid: number;
  nickname: string;
}

/**
 * `n` players made straight in the database for tests that need many (an argon2 sign-up each would take most of a
 * 200-player test): one insert for the user rows (emails `{prefix}-{i}-{random}@example.com`, nicknames
 * `{prefix}{i}`), then one transaction creating each player's wallet accounts and crediting `cents` from
 * `payments_clearing` (as a paid deposit would). Seed pairs are made on first use, as for any new player. With
 * `sessions: true` each player also gets a session (AuthService.signInVerified, as a social sign-in would open
 * it), so the API can be called with `auth`. Players come back in insertion order (ids ascending).
 */
export async function fundedPlayers(
  t: TestApp,
  n: number,
  opts: { prefix: string; cents: number; sessions: true },
): Promise<(FundedPlayer & { auth: string })[]>;
export async function fundedPlayers(
  t: TestApp,
  n: number,
  opts: { prefix: string; cents: number; sessions?: false },
): Promise<FundedPlayer[]>;
export async function fundedPlayers(
  t: TestApp,
  n: number,
  opts: { prefix: string; cents: number; sessions?: boolean },
): Promise<(FundedPlayer & { auth?: string })[]> {
  const db = t.s.dbHandle.db;
  const tag = randomBytes(3).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `${opts.prefix}-${i}-${tag}@example.com`,
        passwordHash: 'x',
        nickname: `${opts.prefix}${i}`,
        headImg: '',
      })),
    )
    .returning();
  rows.sort((a, b) => a.id - b.id);
  await db.transaction(async (tx) => {
    for (const u of rows) {
      await t.s.wallet.createUserAccounts(tx, u.id);
      if (opts.cents > 0)
        await t.s.wallet.credit(tx, 'payments_clearing', {
          userId: u.id,
          amount: opts.cents,
          idempotencyKey: `test-fund:${u.id}:${tag}`,
          kind: 'deposit',
        });
    }
  });
  if (!opts.sessions) return rows.map((u) => ({ uid: u.id, nickname: u.nickname }));
  const out: (FundedPlayer & { auth: string })[] = [];
  for (const u of rows) out.push({ uid: u.id, nickname: u.nickname, auth: (await t.s.auth.signInVerified(u, 'web', false)).authorization });
  return out;
}
