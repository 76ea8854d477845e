/**
 * Closes every past UTC day of the bench database into the console's daily figures, as the `ops.close_days` job does
 * day by day in production (docs/architecture/console.md#dashboard): the generator writes a year at once, so the bench
 * runs the job's catch-up before it measures. Run as a child process: `node --import tsx bench/scale/close-days.ts`
 * with DATABASE_URL set. Prints the days closed and the time.
 */
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { closeDueDays } from '../../apps/server/src/modules/ops/daily-figures.service.ts';

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory://' });
const t0 = performance.now();
let days = 0;
for (;;) {
  const { closed, more } = await handle.db.transaction((tx) => closeDueDays(tx, new Date()));
  days += closed.length;
  if (!more) break;
}
await handle.close();
console.log(`closed ${days} days into ops_daily_figures in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
