// Proves the operator console stays out of what players download (docs/architecture/console.md): the entry script and every
// chunk index.html preloads hold no ops code or strings, while some lazy chunk does. Run after `npm run build:web`.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
// markers only the console has: its sign-in heading, its nav test id, its session key, recharts
const MARKERS = ['Operator sign-in', 'ops-nav', 'hapa.ops.session', 'recharts-wrapper'];
const bad = [];
for (const file of initial) {
  const body = readFileSync(path.join(dist, file), 'utf8');
  for (const m of MARKERS) if (body.includes(m)) bad.push(`${file} contains "${m}"`);
}
const all = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const opsChunks = all.filter((f) => readFileSync(path.join(dist, 'assets', f), 'utf8').includes('Operator sign-in'));
if (!initial.length) bad.push('no entry script found in index.html');
if (!opsChunks.length) bad.push('no lazy chunk holds the console (marker "Operator sign-in" not found)');
if (bad.length) {
  console.error(`ops split check FAILED:\n  ${bad.join('\n  ')}`);
  process.exit(1);
}
console.log(`ops split OK: ${initial.length} initial scripts hold no console code; console in ${opsChunks.join(', ')}`);
