import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { cryptoRandom, systemClock } from '../lib/random.ts';
import { JobsService } from '../modules/jobs/jobs.service.ts';
import { EventsService } from '../modules/events/events.service.ts';
import { createTransparency } from '../modules/transparency/transparency.wiring.ts';

/**
 * `npm run log:backfill` (docs/transparency.md#backfill): appends to the public fairness log a commitment (and, for a
 * seed already revealed, its reveal) of every seed pair, battle seed and draw seed committed before the log existed and
 * not in it yet. The entries go through the outbox like every live one: the running server's job worker appends them
 * within a second (or the next start, when no server runs). Idempotent, batched (500 seeds a transaction), safe while
 * the server runs. The server also runs it once by itself at its first start with the log (job transparency:backfill).
 */
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const jobs = new JobsService(handle.db, systemClock);
const events = new EventsService(jobs, systemClock);
// the consumers subscribe first: the deliveries of an event go to the consumers subscribed when it is appended
const transparency = createTransparency(config, { db: handle.db, events, jobs, clock: systemClock, random: cryptoRandom });
const total = await transparency.backfill.run((cursor, n) => {
  if (n.commitments + n.reveals > 0)
    console.log(
      `${cursor.scope} after id ${cursor.afterId}: ${n.seeds} seeds read, ${n.commitments} commitments and ${n.reveals} reveals queued`,
    );
});
await handle.close();
console.log(
  `backfill done: ${total.seeds} seeds read, ${total.commitments} commitments and ${total.reveals} reveals queued for the public log` +
    (total.commitments + total.reveals > 0 ? ' (the server appends them within a second of its next poll)' : ' (nothing was missing)'),
);
process.exit(0);
