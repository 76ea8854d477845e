/**
 * `npm run bench:scale` (docs/benchmarks.md): the player and console reads on a database shaped like a busy year.
 * 1. Creates `hapa_bench_scale` next to DATABASE_URL; the compiled server (bundled to the temp dir) migrates it and seeds
 *    the catalogue on its first start, the bench registers a whale, an ordinary player and an operator over HTTP, then
 *    bench/scale/generate.sql fills it in SQL (players, openings with prizes, battles with seats, game rounds, deposits,
 *    withdrawals, notifications, the ledger entries and lines of all of it, balances from the lines); each stage's
 *    time is printed. BENCH_SCALE (1) multiplies every count; BENCH_SCALE_REUSE=1 keeps a database of that scale.
 * 2. Measures p50/p99 of BENCH_REQUESTS (200) sequential requests of each read over HTTP with real sessions (console
 *    pages: a tenth of that, at least 10) against the goals: player reads p99 <= 50 ms, console pages p99 <= 1 s.
 * 3. Restarts the server with auto_explain (ANALYZE, BUFFERS) on the database, runs each read once and writes the
 *    statements and their plans' key lines to docs/benchmarks/scale-plans.md (BENCH_PLANS_OUT overrides the path).
 * 4. Times `ledger:check -- --full` and then the incremental `ledger:check` (docs/architecture/money-and-ledger.md#ledger-check;
 *    goal under a minute). Before measuring, the generated days are closed into the console's daily figures
 *    (bench/scale/close-days.ts). The database stays for reuse; the server is stopped.
 * Env: BENCH_PORT (3560), BENCH_SCALE, BENCH_SCALE_REUSE, BENCH_REQUESTS, BENCH_PLANS_OUT, BENCH_PG_LOG.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { dbUrl, ledgerCheck, load, psql, recreateDb, stopServer } from './lib.ts';
import { countsAt, generate } from './scale/generate.ts';
import { autoExplain, capturePlans, plansMarkdown } from './scale/plans.ts';
import { measure, readsOf, registerAccounts, signIn } from './scale/reads.ts';
import { buildServer, startCompiledPg } from './scale/server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3560);
const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const REUSE = process.env.BENCH_SCALE_REUSE === '1';
const N = Number(process.env.BENCH_REQUESTS ?? 200);
const OUT = process.env.BENCH_PLANS_OUT ?? path.join(import.meta.dirname, '../docs/benchmarks/scale-plans.md');
const DB = 'hapa_bench_scale';
const url = dbUrl(DB);
const counts = countsAt(SCALE);

const existing = (() => {
  try {
    return psql(
      `select scale || '|' || whale || '|' || player || '|' || op || '|' || coalesce(stages, '') from bench_scale_meta where done`,
      DB,
    );
  } catch {
    return '';
  }
})();
const t0 = performance.now();
const mainJs = await buildServer();
console.log(
  `bench:scale at BENCH_SCALE=${SCALE}: ${JSON.stringify(counts)}; server bundled in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
let ids: { whale: number; player: number; op: number };
let server: ChildProcess | null = null;
try {
  if (REUSE && existing.startsWith(`${SCALE}|`)) {
    const [, whale, player, op, stages] = existing.split('|');
    ids = { whale: Number(whale), player: Number(player), op: Number(op) };
    console.log(`reusing ${DB} (generated earlier: ${stages})`);
  } else {
    recreateDb(DB);
    const first = performance.now();
    server = await startCompiledPg(mainJs, PORT, url);
    console.log(
      `  migrations and catalogue seed (first start)            ${((performance.now() - first) / 1000).toFixed(1).padStart(7)} s`,
    );
    ids = await registerAccounts(PORT);
    await stopServer(server);
    server = null;
    psql(
      `create table bench_scale_meta (scale text, whale int, player int, op int, op_secret text, stages text, done boolean default false)`,
      DB,
    );
    psql(`insert into bench_scale_meta (scale, whale, player, op) values ('${SCALE}', ${ids.whale}, ${ids.player}, ${ids.op})`, DB);
    const g0 = performance.now();
    const st = generate(DB, { ...counts, whale: ids.whale, player: ids.player }, console.log);
    const total = (performance.now() - g0) / 1000;
    console.log(`  generation total ${total.toFixed(1)} s  (load ${load()})`);
    const summary = `${st.map((s) => `${s.name} ${(s.ms / 1000).toFixed(0)} s`).join(', ')}; total ${total.toFixed(0)} s`;
    psql(`update bench_scale_meta set done = true, stages = '${summary}'`, DB);
  }
  const sizes = psql(
    `select string_agg(relname || ' ' || n_live_tup, ', ' order by n_live_tup desc) from (select relname, n_live_tup from pg_stat_user_tables order by n_live_tup desc limit 10) t`,
    DB,
  );
  console.log(`rows: ${sizes}; database ${psql(`select pg_size_pretty(pg_database_size('${DB}'))`)}`);

  // the console's daily figures (docs/architecture/console.md#dashboard): the job closes each day as it ends; the
  // generated year is closed here at once, as the job's first run would
  const closing = spawnSync(process.execPath, ['--import', 'tsx', 'bench/scale/close-days.ts'], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  });
  if (closing.status !== 0) throw new Error(`closing the days failed: ${closing.stderr}`);
  console.log(`  ${closing.stdout.trim().split('\n').pop()}`);

  server = await startCompiledPg(mainJs, PORT, url);
  const callers = await signIn(PORT, DB, ids);
  const reads = readsOf(callers, DB);
  const before = load();
  const results = await measure(PORT, reads, N);
  console.log(
    `\nreads, ${N} sequential requests each (console pages ${Math.max(10, Math.round(N / 10))}); load before ${before}, after ${load()}`,
  );
  console.log(`${'read'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'goal'.padStart(7)}  result`);
  for (const r of results)
    console.log(
      `${r.read.name.padEnd(44)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.goal).padStart(7)}  ${r.met ? 'met' : 'MISSED'}`,
    );
  await stopServer(server);
  server = null;

  autoExplain(DB, true);
  try {
    server = await startCompiledPg(mainJs, PORT, url);
    const again = await signIn(PORT, DB, ids);
    const plans = await capturePlans(PORT, DB, readsOf(again, DB));
    const header = `Written by \`npm run bench:scale\` at BENCH_SCALE=${SCALE} (${new Date().toISOString()}): each read once with auto_explain (ANALYZE, BUFFERS) on \`${DB}\`. Rows: ${sizes}.`;
    writeFileSync(OUT, `${plansMarkdown(plans, header)}\n`);
    const flagged = plans.filter((p) => p.statements.some((s) => s.flags.length));
    console.log(`\nplans written to ${path.relative(process.cwd(), OUT)}; flagged reads:`);
    for (const p of flagged) console.log(`  ${p.read.name}: ${[...new Set(p.statements.flatMap((s) => s.flags))].join(', ')}`);
    await stopServer(server);
    server = null;
  } finally {
    autoExplain(DB, false);
  }

  // docs/architecture/money-and-ledger.md#ledger-check: a full check (every line; it writes a checkpoint), then the
  // incremental one that runs hourly (the lines after the checkpoint added to the running totals, every account against its total)
  const checks = [
    ['full', ['--full']],
    ['incremental', []],
  ] as const;
  let ok = true;
  for (const [mode, args] of checks) {
    const l0 = performance.now();
    const ledger = ledgerCheck(url, [...args]);
    const ledgerS = (performance.now() - l0) / 1000;
    console.log(`${mode === 'full' ? '\n' : ''}ledger:check ${mode} ${ledgerS.toFixed(1)} s (goal under 60 s): ${ledger.line}`);
    // the ledger check's own time (the figure above adds the process start and the fairness log's audit)
    console.log(`  ${ledger.scope}`);
    ok &&= ledger.ok;
  }
  process.exitCode = ok ? 0 : 1;
} finally {
  if (server) await stopServer(server);
}
