import { isValidClientSeed, sha256Hex } from '@hapa/domain';
import type { RotateSeedResponse, SeedInfo, SeedLockCheck, VerifyOpening } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { Clock, RandomSource } from '../../lib/random.ts';
import * as repo from './fairness.repo.ts';
import type { SeedLogWriter } from '../transparency/seed-log.ts';

export interface ReservedNonces {
  pairId: number;
  serverSeed: string;
  serverSeedHashed: string;
  clientSeed: string;
  /** first nonce of `count` consecutive ones */
  nonce: number;
}

/**
 * Player seed pairs and verification (fairness.md "Seeds"): one active pair per seed type with the
 * next server seed already committed; rotating reveals the active server seed.
 */
export class FairnessService {
  private readonly rotateGuards = new Map<number, (tx: Tx, userId: number) => Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly random: RandomSource,
    private readonly clock: Clock,
    /** the public fairness log: every committed and revealed server seed, in its transaction (docs/transparency.md) */
    private readonly seedLog?: SeedLogWriter,
  ) {}

  /** Inserts a pair and logs its server seed's commitment in the same transaction (none when it already existed). */
  private async insertCommitted(tx: DbOrTx, row: Parameters<typeof repo.insertPair>[1]): Promise<void> {
    const pair = await repo.insertPair(tx, row);
    if (pair)
      await this.seedLog?.committed(
        tx,
        { scope: 'seed_pair', ref: String(pair.id), userId: pair.userId, seedType: pair.seedType },
        pair.serverSeedHashed,
      );
  }

  /**
   * Sets the check a rotation of `seedType` passes inside its transaction, after the active pair is locked
   * (so a bet that reserved a nonce of that pair has committed or waits): the games refuse while a round
   * drawn from the active seed is still open, since revealing its server seed would reveal the outcome.
   */
  setRotateGuard(seedType: number, guard: (tx: Tx, userId: number) => Promise<void>): void {
    this.rotateGuards.set(seedType, guard);
  }

  private newServerSeed() {
    const serverSeed = this.random.hex(32);
    return { serverSeed, serverSeedHashed: sha256Hex(serverSeed) };
  }

  /** Creates the active pair (random 16-hex client seed) and the committed next seed when missing. */
  async ensurePairs(tx: DbOrTx, userId: number, seedType: number): Promise<void> {
    const now = this.clock.now();
    if (!(await repo.findPair(tx, userId, seedType, 'active'))) {
      await this.insertCommitted(tx, {
        userId,
        seedType,
        status: 'active',
        clientSeed: this.random.hex(8),
        activatedAt: now,
        ...this.newServerSeed(),
      });
    }
    if (!(await repo.findPair(tx, userId, seedType, 'next'))) {
      await this.insertCommitted(tx, { userId, seedType, status: 'next', ...this.newServerSeed() });
    }
  }

  /**
   * The player's active client seed of `seedType`, creating the pair first when missing. Battles record
   * it per seat when the player joins (fairness.md "Battles": s_k).
   */
  async activeClientSeed(tx: DbOrTx, userId: number, seedType: number): Promise<string> {
    let pair = await repo.findPair(tx, userId, seedType, 'active');
    if (!pair) {
      await this.ensurePairs(tx, userId, seedType);
      pair = await repo.findPair(tx, userId, seedType, 'active');
    }
    return pair!.clientSeed!;
  }

  /**
   * Locks the player's active pair and reserves `count` consecutive nonces for bets in this transaction.
   * Call after locking the player's coin account (lock order: account, then seed pair).
   */
  async reserveNonces(tx: Tx, userId: number, seedType: number, count: number): Promise<ReservedNonces> {
    let pair = await repo.reserveActiveNonces(tx, userId, seedType, count);
    if (!pair) {
      await this.ensurePairs(tx, userId, seedType);
      pair = await repo.reserveActiveNonces(tx, userId, seedType, count);
    }
    if (!pair) throw new Error(`no active seed pair for user ${userId} type ${seedType}`);
    return {
      pairId: pair.id,
      serverSeed: pair.serverSeed,
      serverSeedHashed: pair.serverSeedHashed,
      clientSeed: pair.clientSeed!,
      nonce: pair.nonce - count,
    };
  }

  /** GET /api/user/seed_info: active client seed, hashed server seed, next hash, nonce, revealed history. */
  async seedInfo(userId: number, seedType: number): Promise<SeedInfo> {
    await this.db.transaction((tx) => this.ensurePairs(tx, userId, seedType));
    const [active, next, revealed] = await Promise.all([
      repo.findPair(this.db, userId, seedType, 'active'),
      repo.findPair(this.db, userId, seedType, 'next'),
      repo.listRevealed(this.db, userId, seedType),
    ]);
    return {
      type: seedType,
      current_client_seed: active!.clientSeed!,
      current_server_seed_hashed: active!.serverSeedHashed,
      next_server_seed_hashed: next!.serverSeedHashed,
      nonce: active!.nonce,
      has_lock: active!.lockedAt !== null,
      history: revealed.map((p) => ({
        clientSeed: p.clientSeed ?? '',
        serverSeedHashed: p.serverSeedHashed,
        serverSeed: p.serverSeed,
        lastNonce: Math.max(0, p.nonce - 1),
        createdAt: p.createdAt.toISOString(),
        revealedAt: (p.revealedAt ?? p.createdAt).toISOString(),
      })),
    };
  }

  /**
   * POST /api/user/seed_info/lock (and /{type}/lock; docs/product/states.md#seed-lock "Seed lock", docs/product/endpoints.md#fairness): the player locks the active pair
   * of `seedType`, pinning the seeds shown for the bets that follow. The lock ends when the pair is rotated
   * ("changing a seed clears the lock", revealing its server seed), on unlock (the web app releases it on a page
   * refresh), and for battles (type 2) when the player takes a seat: it lasts one battle.
   * @returns the seed info with `has_lock` true
   */
  async lock(userId: number, seedType: number): Promise<SeedInfo> {
    await this.db.transaction(async (tx) => {
      await this.ensurePairs(tx, userId, seedType);
      await repo.setActiveLock(tx, userId, seedType, this.clock.now());
    });
    return this.seedInfo(userId, seedType);
  }

  /** POST /api/user/seed_info/unlock (and /{type}/unlock): releases the lock; a no-op when none. */
  async unlock(userId: number, seedType: number): Promise<SeedInfo> {
    await repo.setActiveLock(this.db, userId, seedType, null);
    return this.seedInfo(userId, seedType);
  }

  /** Releases the lock inside `tx` (a battle seat consumes the type 2 lock: it lasts one battle). */
  async releaseLock(tx: Tx, userId: number, seedType: number): Promise<void> {
    await repo.releaseActiveLock(tx, userId, seedType);
  }

  /**
   * GET /api/user/seed_info/check?type=: whether the active pair of `seedType` is locked, since when, and the
   * pair it pins (hashed server seed, client seed, next nonce), so the page can show what the lock holds.
   */
  async checkLock(userId: number, seedType: number): Promise<SeedLockCheck> {
    await this.db.transaction((tx) => this.ensurePairs(tx, userId, seedType));
    const active = (await repo.findPair(this.db, userId, seedType, 'active'))!;
    return {
      type: seedType,
      has_lock: active.lockedAt !== null,
      locked_at: active.lockedAt?.toISOString() ?? null,
      server_seed_hashed: active.serverSeedHashed,
      client_seed: active.clientSeed ?? '',
      nonce: active.nonce,
    };
  }

  /**
   * Rotates the pair (POST /api/user/client_seed/submit): reveals the active server seed, activates the
   * committed next one with `clientSeed` (or keeps the old client seed when only a new server seed is
   * asked for) at nonce 0, and commits a new next seed.
   * @throws AppError('fairness.error.client_seed') for an invalid client seed.
   */
  async rotate(userId: number, seedType: number, clientSeed: string | undefined): Promise<RotateSeedResponse> {
    if (clientSeed !== undefined && !isValidClientSeed(clientSeed)) throw new AppError('fairness.error.client_seed');
    const revealed = await this.db.transaction(async (tx) => {
      await this.ensurePairs(tx, userId, seedType);
      const active = (await repo.findPair(tx, userId, seedType, 'active', true))!;
      await this.rotateGuards.get(seedType)?.(tx, userId);
      const next = (await repo.findPair(tx, userId, seedType, 'next', true))!;
      const now = this.clock.now();
      await repo.revealPair(tx, active.id, now);
      await this.seedLog?.revealed(
        tx,
        { scope: 'seed_pair', ref: String(active.id), userId, seedType },
        active.serverSeedHashed,
        active.serverSeed,
      );
      await repo.activatePair(tx, next.id, clientSeed ?? active.clientSeed!, now);
      await this.insertCommitted(tx, { userId, seedType, status: 'next', ...this.newServerSeed() });
      return active;
    });
    return {
      serverSeed: revealed.serverSeed,
      serverSeedHashed: revealed.serverSeedHashed,
      clientSeed: revealed.clientSeed ?? '',
      lastNonce: Math.max(0, revealed.nonce - 1),
      seedInfo: await this.seedInfo(userId, seedType),
    };
  }

  /**
   * POST /api/user/open/{openId}/verify_v2: the inputs of an opening and the odds it used. The server
   * seed is included only once revealed. Any player may verify any opening (outcomes are public).
   * @throws AppError('fairness.error.open_not_found')
   */
  async verifyOpening(openId: number): Promise<VerifyOpening> {
    const row = await repo.findOpeningWithPair(this.db, openId);
    if (!row) throw new AppError('fairness.error.open_not_found');
    const { opening, pair } = row;
    const odds = await repo.oddsAtVersion(this.db, opening.boxId, opening.oddsVersion);
    return {
      openId: opening.id,
      boxId: opening.boxId,
      boxName: row.boxName,
      serverSeed: pair.status === 'revealed' ? pair.serverSeed : null,
      serverSeedHashed: pair.serverSeedHashed,
      clientSeed: pair.clientSeed ?? '',
      nonce: opening.nonce,
      ticket: opening.ticket,
      itemId: opening.itemId,
      oddsVersion: opening.oddsVersion,
      createdAt: opening.createdAt.toISOString(),
      items: odds,
    };
  }
}
