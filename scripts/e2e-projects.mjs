#!/usr/bin/env node
/**
 * Runs the Playwright suite's two projects (desktop 1440x900, mobile 390x844) at the same time, each split into
 * E2E_SHARDS (default 2) Playwright shards (`--shard=i/n`, whole spec files), every shard a run of its own against
 * its own server on its own embedded database (ports E2E_PORT 3210 upwards: desktop 1/2, desktop 2/2, mobile 1/2,
 * mobile 2/2), so no journey sees another's console settings or events. Exits non-zero when any run fails. Each
 * output line is prefixed with its run.
 *
 * Why: on CI's two cores one Playwright worker leaves a core idle while a journey waits on the page or a timer (a
 * bingo game's calls, a lottery draw); the runs never share state, so they go side by side (issue 7: CI time).
 * Extra arguments are passed to every run (for example a spec file). `E2E_PROJECTS=desktop` runs one project,
 * `E2E_SHARDS=1` one run per project.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const projects = (process.env.E2E_PROJECTS ?? 'desktop,mobile').split(',').filter(Boolean);
const basePort = Number(process.env.E2E_PORT ?? 3210);
/** Playwright shards per project (`--shard=i/n`), each a run with its own server and port. */
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const extra = process.argv.slice(2);

function run(project, shard, port) {
  const label = shards > 1 ? `${project} ${shard}/${shards}` : project;
  return new Promise((resolve) => {
    const args = ['playwright', 'test', '-c', 'e2e/playwright.config.ts', `--project=${project}`, ...(shards > 1 ? [`--shard=${shard}/${shards}`] : []), ...extra];
    const child = spawn('npx', args, { env: { ...process.env, E2E_PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${label}] ${line}\n`));
    }
    child.on('close', (code, signal) => resolve({ project: label, code: code ?? (signal ? 1 : 0) }));
  });
}

const started = Date.now();
const lanes = projects.flatMap((p) => Array.from({ length: shards }, (_, i) => [p, i + 1]));
const results = await Promise.all(lanes.map(([p, shard], i) => run(p, shard, basePort + i)));
const seconds = Math.round((Date.now() - started) / 1000);
for (const r of results) console.log(`e2e ${r.project}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`}`);
console.log(`e2e projects took ${seconds} s`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
