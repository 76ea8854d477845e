#!/usr/bin/env node
/**
 * Runs the Playwright suite's two projects (desktop 1440x900, mobile 390x844) at the same time, each split into
 * E2E_SHARDS (default 2) lanes, every lane a Playwright run of its own against its own server on its own embedded
 * database (ports E2E_PORT 3210 upwards: desktop 1/2, desktop 2/2, mobile 1/2, mobile 2/2), so no journey sees
 * another's console settings or events. Exits non-zero when any run fails. Each output line is prefixed with its run.
 *
 * Lanes are balanced by time: the spec files are dealt longest first to the lane with the least time so far, by the
 * seconds each took in an earlier run (e2e/spec-durations.json, per project; a spec not in it counts as the median).
 * Playwright's own `--shard` splits by test count in file order, which put the accessibility audit and bingo in one
 * lane: 14.2 min against 7.9-9.5 min for the other. Every run writes what its specs took to
 * e2e/artifacts/spec-durations.json; copy it over e2e/spec-durations.json when the suite has changed a lot.
 *
 * Why lanes: on CI's two cores one Playwright worker leaves a core idle while a journey waits on the page or a timer
 * (a bingo game's calls, a lottery draw); the runs never share state, so they go side by side (docs/benchmarks.md: CI time).
 * Extra arguments are passed to every run; when they name spec files, those are split with Playwright's `--shard`
 * instead. `E2E_PROJECTS=desktop` runs one project, `E2E_SHARDS=1` one run per project.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';

const projects = (process.env.E2E_PROJECTS ?? 'desktop,mobile').split(',').filter(Boolean);
const basePort = Number(process.env.E2E_PORT ?? 3210);
/** Lanes per project, each a run with its own server and port. */
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const extra = process.argv.slice(2);
const namesSpecs = extra.some((a) => !a.startsWith('-'));

/** spec path (e2e/x.e2e.ts) -> seconds, per project, from an earlier run */
const known = JSON.parse(readFileSync('e2e/spec-durations.json', 'utf8'));
const specs = readdirSync('e2e')
  .filter((f) => f.endsWith('.e2e.ts'))
  .map((f) => `e2e/${f}`)
  .sort();

/**
 * Deals `specs` to `n` lanes, longest first, each to the lane with the least seconds so far (LPT scheduling).
 * Returns n lists of spec paths (a lane may be empty when there are fewer specs than lanes).
 */
function balance(project, n) {
  const seconds = known[project] ?? {};
  const values = Object.values(seconds).sort((a, b) => a - b);
  const median = values.length ? values[Math.floor(values.length / 2)] : 10;
  const weight = (s) => seconds[s] ?? median;
  const lanes = Array.from({ length: n }, () => ({ total: 0, specs: [] }));
  for (const s of [...specs].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lane = lanes.reduce((min, l) => (l.total < min.total ? l : min));
    lane.specs.push(s);
    lane.total += weight(s);
  }
  return lanes.map((l) => l.specs);
}

/** seconds each spec took in this run, per project (from the list reporter's "✓ n [project] › e2e/x.e2e.ts:..." lines) */
const took = {};
const RESULT = /^\s*[✓✘]\s+\d+\s+\[(\w+)\]\s+›\s+(e2e\/[\w.-]+\.e2e\.ts):\d+.*\((\d+(?:\.\d+)?)(ms|s|m)\)\s*$/;
/** a skipped test ("-  n [project] › e2e/x.e2e.ts:..."): its spec counts, with no time */
const SKIPPED = /^\s*-\s+\d+\s+\[(\w+)\]\s+›\s+(e2e\/[\w.-]+\.e2e\.ts):\d+/;

function run(project, shard, port, files) {
  const label = shards > 1 ? `${project} ${shard}/${shards}` : project;
  return new Promise((resolve) => {
    const select = namesSpecs ? (shards > 1 ? [`--shard=${shard}/${shards}`] : []) : files.map((f) => `${f.replace(/[.]/g, '\\.')}$`);
    const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', `--project=${project}`, ...select, ...extra];
    const child = spawn('npx', args, { env: { ...process.env, E2E_PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        process.stdout.write(`[${label}] ${line}\n`);
        const skipped = SKIPPED.exec(line);
        if (skipped) (took[skipped[1]] ??= {})[skipped[2]] ??= 0;
        const m = RESULT.exec(line);
        if (m) {
          const s = Number(m[3]) * (m[4] === 'ms' ? 0.001 : m[4] === 'm' ? 60 : 1);
          took[m[1]] ??= {};
          took[m[1]][m[2]] = Math.round(((took[m[1]][m[2]] ?? 0) + s) * 10) / 10;
        }
      });
    }
    child.on('close', (code, signal) => resolve({ project: label, code: code ?? (signal ? 1 : 0) }));
  });
}

// the compiled server, admin script and web app the runs serve: whatever is stale is built once here, not by every run
const build = spawnSync(process.execPath, ['scripts/start.mjs', '--build-only'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
process.env.E2E_BUILT = '1';

const started = Date.now();
const lanes = projects.flatMap((p) => {
  const split = namesSpecs ? Array.from({ length: shards }, () => []) : balance(p, shards);
  return split.map((files, i) => ({ project: p, shard: i + 1, files })).filter((l) => namesSpecs || l.files.length > 0);
});
if (!namesSpecs)
  for (const l of lanes) console.log(`e2e ${l.project} ${l.shard}/${shards}: ${l.files.map((f) => f.slice(4, -7)).join(' ')}`);
const results = await Promise.all(lanes.map((l, i) => run(l.project, l.shard, basePort + i, l.files)));
const seconds = Math.round((Date.now() - started) / 1000);
mkdirSync('e2e/artifacts', { recursive: true });
const sorted = Object.fromEntries(
  Object.entries(took)
    .sort()
    .map(([p, t]) => [p, Object.fromEntries(Object.entries(t).sort())]),
);
writeFileSync('e2e/artifacts/spec-durations.json', `${JSON.stringify(sorted, null, 2)}\n`);
for (const r of results) console.log(`e2e ${r.project}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`}`);
console.log(`e2e projects took ${seconds} s`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
