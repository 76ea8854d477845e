import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/random.ts';
import type { EventsService, SeedLogEvent } from '../events/events.service.ts';

/** What a commitment or reveal is about: a player's seed pair (with its owner and type) or a shared seed. */
export type SeedSubject =
  { scope: 'seed_pair'; ref: string; userId: number; seedType: number } | { scope: 'battle' | 'lottery' | 'bingo'; ref: string };

/**
 * What the features that create and reveal server seeds call, in the transaction that does it
 * (docs/transparency.md#what-is-logged): fairness (seed pairs), battles, the daily lottery, bingo.
 */
export interface SeedLogWriter {
  /** a server seed's hash was made public (at `at`, default now): appends `fairness.committed` */
  committed(tx: DbOrTx, subject: SeedSubject, seedHash: string, at?: Date): Promise<void>;
  /** a server seed was revealed (at `at`, default now): appends `fairness.revealed` */
  revealed(tx: DbOrTx, subject: SeedSubject, seedHash: string, serverSeed: string, at?: Date): Promise<void>;
}

/**
 * Writes seed commitments and reveals to the transactional outbox (modules/events) as `fairness.committed` /
 * `fairness.revealed`, with the keyed player id instead of the account id and no user id on the event (so its delivery
 * locks no player). The `transparency_log` consumer appends them to the public log after commit, off the request's
 * path; an event exists exactly when its seed change committed, so no commitment is ever lost or logged for a seed
 * that was rolled back.
 */
export class SeedLog implements SeedLogWriter {
  constructor(
    private readonly d: {
      events: EventsService;
      clock: Clock;
      /** the keyed player id of an account (keys.ts keyedPlayerId) */
      playerKey: (userId: number) => string;
    },
  ) {}

  private payload(subject: SeedSubject, seedHash: string, serverSeed: string | null, at?: Date): SeedLogEvent {
    const pair = subject.scope === 'seed_pair' ? subject : null;
    return {
      scope: subject.scope,
      ref: subject.ref,
      seedType: pair ? pair.seedType : null,
      player: pair ? this.d.playerKey(pair.userId) : null,
      seedHash,
      serverSeed,
      at: (at ?? this.d.clock.now()).toISOString(),
    };
  }

  async committed(tx: DbOrTx, subject: SeedSubject, seedHash: string, at?: Date): Promise<void> {
    await this.d.events.append(tx as Tx, 'fairness.committed', null, this.payload(subject, seedHash, null, at));
  }

  async revealed(tx: DbOrTx, subject: SeedSubject, seedHash: string, serverSeed: string, at?: Date): Promise<void> {
    await this.d.events.append(tx as Tx, 'fairness.revealed', null, this.payload(subject, seedHash, serverSeed, at));
  }
}
