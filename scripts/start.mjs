// `npm start`: runs the compiled server with plain node (no transpiling at run time), building first
// whatever is missing or older than its sources: the server bundle (apps/server/dist/main.js) and the
// web app (apps/web/dist/index.html). `--build-only` builds what is stale and exits (`npm run build`
// forces a full build instead).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rel = (...p) => path.join(root, ...p);

/** Newest modification time (ms) of the files under `paths` (folders walked, node_modules and dist skipped). */
function newest(paths) {
  let max = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') visit(path.join(p, name));
    } else if (st.mtimeMs > max) max = st.mtimeMs;
  };
  paths.forEach(visit);
  return max;
}

const shared = [rel('packages'), rel('package-lock.json')];
const targets = [
  {
    name: 'server',
    output: rel('apps/server/dist/main.js'),
    sources: [rel('apps/server/src'), rel('apps/server/package.json'), rel('scripts/build-server.mjs'), ...shared],
    command: [process.execPath, [rel('scripts/build-server.mjs')]],
  },
  {
    name: 'web',
    // the first-screen renderer is built last (after index.html)
    output: rel('apps/web/dist-ssr/entry-server.js'),
    sources: [
      rel('apps/web/src'),
      rel('apps/web/public'),
      rel('apps/web/index.html'),
      rel('apps/web/vite.config.ts'),
      rel('apps/web/vite-plugins'),
      rel('apps/web/package.json'),
      ...shared,
    ],
    command: ['npm', ['run', 'build', '-w', '@hapa/web']],
  },
];

for (const t of targets) {
  const built = existsSync(t.output) ? statSync(t.output).mtimeMs : 0;
  if (built && built >= newest(t.sources)) continue;
  console.log(built ? `${t.name} build is older than its sources: rebuilding` : `${t.name} build missing: building`);
  const r = spawnSync(t.command[0], t.command[1], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (process.argv.includes('--build-only')) process.exit(0);

// the compiled server runs in this process (signals reach it directly), with stack traces mapped to sources
process.setSourceMapsEnabled(true);
await import(pathToFileURL(rel('apps/server/dist/main.js')).href);
