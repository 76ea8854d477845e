#!/usr/bin/env node
/**
 * Runs the Playwright suite's two projects (desktop 1440x900, mobile 390x844) at the same time, each against
 * its own server on its own embedded database (E2E_PORT 3210 and 3211, so no journey sees the other's console
 * settings or events), and exits non-zero when either run fails. Each output line is prefixed with its project.
 *
 * Why: on CI's two cores one Playwright worker leaves a core idle while a journey waits on the page; the two
 * projects never shared state, so they can run side by side (issue 7: CI time).
 * Extra arguments are passed to both runs (for example a spec file). `E2E_PROJECTS=desktop` runs one project.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const projects = (process.env.E2E_PROJECTS ?? 'desktop,mobile').split(',').filter(Boolean);
const basePort = Number(process.env.E2E_PORT ?? 3210);
const extra = process.argv.slice(2);

function run(project, port) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', `--project=${project}`, ...extra], {
      env: { ...process.env, E2E_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${project}] ${line}\n`));
    }
    child.on('close', (code, signal) => resolve({ project, code: code ?? (signal ? 1 : 0) }));
  });
}

const started = Date.now();
const results = await Promise.all(projects.map((p, i) => run(p, basePort + i)));
const seconds = Math.round((Date.now() - started) / 1000);
for (const r of results) console.log(`e2e ${r.project}: ${r.code === 0 ? 'passed' : `FAILED (exit ${r.code})`}`);
console.log(`e2e projects took ${seconds} s`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
