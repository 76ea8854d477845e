/**
 * `npm run lint`: ESLint (eslint.config.js), `prettier --check .` and `docs-product.mjs --check` (the generated pages of
 * docs/product/ match the code) side by side (docs/architecture.md#typescript-projects-and-lint).
 * Each runs on one core, so on two cores the pair takes about as long as the slower one. Their outputs are printed
 * one after the other, never interleaved; the exit code is 1 when either fails.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The command-line script of an installed package (its package.json `bin`). */
function binOf(pkg) {
  const dir = path.join(ROOT, 'node_modules', pkg);
  const { bin } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, typeof bin === 'string' ? bin : bin[pkg]);
}
const RUNS = [
  { name: 'eslint', bin: binOf('eslint'), args: ['.'] },
  { name: 'prettier', bin: binOf('prettier'), args: ['--check', '.'] },
  // the generated pages of docs/product/ match the code they are made from (scripts/docs-product.mjs)
  { name: 'docs:product', bin: path.join(ROOT, 'scripts', 'docs-product.mjs'), args: ['--check'] },
];

/** Runs one tool with node, collecting its output; resolves with its exit code and output. */
function run({ bin, args }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(out).toString() }));
  });
}

const started = Date.now();
const results = await Promise.all(RUNS.map(run));
let failed = false;
for (const [i, { code, output }] of results.entries()) {
  process.stdout.write(`== ${RUNS[i].name}: ${code === 0 ? 'ok' : 'failed'}\n${output}`);
  if (!output.endsWith('\n') && output) process.stdout.write('\n');
  failed ||= code !== 0;
}
process.stdout.write(`== lint ${failed ? 'failed' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
process.exitCode = failed ? 1 : 0;
