// Compiles the server for `npm start` / production (docs/architecture/production.md, "Safe to deploy"): esbuild bundles
// apps/server/src/main.ts (and the ops:create-admin script) with the workspace packages (@hapa/*, TypeScript sources) into
// apps/server/dist/main.js; every npm dependency stays external and loads from node_modules as it is
// (native argon2, PGlite with its wasm and data files, pg). The drizzle migrations are copied to
// apps/server/dist/migrations, where db/client.ts looks for them next to the running module. Last, the PGlite
// data template (db/pglite-template.ts): initdb + migrations + seed done once here, copied by a fresh DATA_DIR.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const dist = path.join(server, 'dist');

/** Bundles our own code (relative paths and @hapa/* workspaces); leaves npm packages and node: builtins external. */
const externalNpm = {
  name: 'external-npm',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@hapa/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });
// the server, and the console admin script (`node apps/server/dist/ops-create-admin.js --email ...`: the e2e servers'
// admins are made with it, without transpiling at run time)
await build({
  entryPoints: { main: path.join(server, 'src/main.ts'), 'ops-create-admin': path.join(server, 'src/scripts/ops-create-admin.ts') },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalNpm],
});
cpSync(path.join(server, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log(`server built: apps/server/dist/main.js and ops-create-admin.js in ${Date.now() - started} ms`);

// the PGlite template: its maker is bundled like the server (to a scratch file), run once, then removed
const maker = path.join(dist, 'make-pglite-template.mjs');
await build({
  entryPoints: [path.join(server, 'src/db/make-pglite-template.ts')],
  outfile: maker,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
  plugins: [externalNpm],
});
execFileSync(process.execPath, [maker, path.join(dist, 'pglite-template'), path.join(dist, 'migrations')], { cwd: root, stdio: 'inherit' });
rmSync(maker);
