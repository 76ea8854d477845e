import type { Config } from './config.ts';
import { openDatabase, type DbHandle } from './db/client.ts';
import { seedCatalogue } from './db/seed-catalogue.ts';
import { cryptoRandom, systemClock, type Clock, type RandomSource } from './lib/random.ts';
import type { Publisher } from './lib/publisher.ts';
import type { Services } from './http/context.ts';
import { WalletService } from './modules/wallet/wallet.service.ts';
import { FairnessService } from './modules/fairness/fairness.service.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { BoxesService } from './modules/boxes/boxes.service.ts';
import { StoreService } from './modules/store/store.service.ts';
import { createPayments } from './modules/payments/wiring.ts';
import { JobsService } from './modules/jobs/jobs.service.ts';
import { BattlesService } from './modules/battles/battles.service.ts';

export interface Container extends Services {
  dbHandle: DbHandle;
  close(): Promise<void>;
}

/**
 * Wires the services (config -> db -> migrations -> seed -> services). `publicUrl` is read lazily so the
 * port chosen at listen time can be used. Tests pass their own clock, random source and publisher.
 */
export async function createContainer(
  config: Config,
  opts: { publisher: Publisher; publicUrl: () => string; clock?: Clock; random?: RandomSource; dbHandle?: DbHandle },
): Promise<Container> {
  const clock = opts.clock ?? systemClock;
  const random = opts.random ?? cryptoRandom;
  const dbHandle = opts.dbHandle ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DB_POOL_SIZE }));
  const db = dbHandle.db;
  if (config.SEED_CATALOGUE === 'true') await seedCatalogue(db, clock.now());
  const wallet = await WalletService.create(db);
  const jobs = new JobsService(db, clock);
  const fairness = new FairnessService(db, random, clock);
  const auth = new AuthService(db, wallet, fairness, random, clock, config.SESSION_TTL_DAYS);
  const boxes = new BoxesService(db, wallet, fairness, opts.publisher, random, clock);
  const store = new StoreService(db, wallet, opts.publisher, clock);
  const battles = new BattlesService({ db, wallet, fairness, jobs, publisher: opts.publisher, random, clock });
  // real providers with keys in env, plus the sandbox in PAYMENTS_MODE=sandbox (modules/payments/wiring.ts)
  const payments = createPayments(config, { db, wallet, publisher: opts.publisher, random, clock, jobs, publicUrl: opts.publicUrl });
  return {
    config,
    dbHandle,
    auth,
    wallet,
    fairness,
    boxes,
    store,
    payments,
    jobs,
    battles,
    async close() {
      await jobs.stop();
      battles.stop();
      await boxes.stop();
      if (!opts.dbHandle) await dbHandle.close();
    },
  };
}
