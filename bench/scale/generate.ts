import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PG_BASE } from '../lib.ts';

/** Row counts of a busy year at BENCH_SCALE=1 (docs/benchmarks.md, bench:scale), each multiplied by the scale. */
export const YEAR = { users: 1_000_000, opens: 20_000_000, battles: 200_000, rounds: 5_000_000, deposits: 2_000_000, withdrawals: 100_000 };

/** The counts at `scale` and a whale's depth (50,000 openings at scale >= 0.1, never under 12,000: a deep page exists). */
export function countsAt(scale: number): Record<keyof typeof YEAR | 'depth', number> {
  const c = Object.fromEntries(Object.entries(YEAR).map(([k, v]) => [k, Math.max(100, Math.round(v * scale))])) as Record<
    keyof typeof YEAR,
    number
  >;
  return { ...c, depth: Math.max(12_000, Math.round(50_000 * Math.min(1, scale * 10))) };
}

/** One stage of bench/scale/generate.sql: its name and SQL (the text after a `-- stage: name` line). */
function stages(): { name: string; sql: string }[] {
  const text = readFileSync(path.join(import.meta.dirname, 'generate.sql'), 'utf8');
  return text
    .split(/^-- stage: /m)
    .slice(1)
    .map((part) => ({ name: part.slice(0, part.indexOf('\n')).trim(), sql: part.slice(part.indexOf('\n') + 1) }));
}

/**
 * Runs the generator's stages one by one with psql on database `db` (variables: the counts, `whale` and `player` uids)
 * and returns each stage's wall time in ms. @throws Error with psql's stderr when a stage fails.
 */
export function generate(db: string, vars: Record<string, number>, log: (line: string) => void): { name: string; ms: number }[] {
  const u = new URL(PG_BASE);
  const base = ['-h', u.hostname, '-p', u.port || '5432', '-U', u.username || 'postgres', '-d', db, '-qAt', '-v', 'ON_ERROR_STOP=1'];
  const vs = Object.entries(vars).flatMap(([k, v]) => ['-v', `${k}=${v}`]);
  const out: { name: string; ms: number }[] = [];
  for (const st of stages()) {
    const t0 = performance.now();
    const r = spawnSync('psql', [...base, ...vs], { input: st.sql, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    if (r.status !== 0) throw new Error(`stage "${st.name}" failed: ${r.stderr}`);
    const ms = performance.now() - t0;
    out.push({ name: st.name, ms });
    log(`  ${st.name.padEnd(52)} ${(ms / 1000).toFixed(1).padStart(7)} s`);
  }
  return out;
}
