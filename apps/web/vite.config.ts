import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { pageModules } from './vite-plugins/page-modules.ts';
import { pureContractSchemas } from './vite-plugins/pure-contract-schemas.ts';
import { noDevelopmentBuilds, productionBuildAliases } from './vite-plugins/production-builds.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const target = process.env.HAPA_API_TARGET ?? 'http://localhost:3000';
// WEB_OUT_DIR: build elsewhere (an e2e run against its own copy, with the server's WEB_DIST pointing at it)
const outDir = process.env.WEB_OUT_DIR ? path.resolve(process.env.WEB_OUT_DIR) : fileURLToPath(new URL('./dist', import.meta.url));
/** The server's first-screen renderer (`vite build --ssr src/entry-server.tsx`) lands next to the web build: `<outDir>-ssr`. */
const ssrOutDir = `${outDir}-ssr`;

/**
 * Writes `<file>.br` (brotli quality 11) and `<file>.gz` (gzip level 9) next to every text asset of the
 * build above 1 KiB, so the server sends them as they are (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
  return {
    name: 'hapa-precompress',
    apply: 'build',
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * HapaBox web app: root = apps/web, output apps/web/dist (served by the server with SPA fallback); with `--ssr`
 * the first-screen renderer in apps/web/dist-ssr (imported by the server, never served).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root,
  plugins: isSsrBuild
    ? [pureContractSchemas(), pageModules(), react(), noDevelopmentBuilds()]
    : [pureContractSchemas(), pageModules(), react(), tailwindcss(), precompress(), noDevelopmentBuilds()],
  ...(command === 'build' ? { resolve: { alias: productionBuildAliases() } } : {}),
  // the renderer carries its dependencies, React's production build among them: it runs from wherever the build was
  // put (no node_modules needed beside it) and never with React's slower development checks
  ...(isSsrBuild
    ? { ssr: { noExternal: true, target: 'node' as const }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: {
    outDir: isSsrBuild ? ssrOutDir : outDir,
    emptyOutDir: true,
    sourcemap: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // .vite/manifest.json: the chunks of each page module, which the server lists for a first screen's loader
    // (apps/server/src/http/first-screen.ts pageChunks)
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target, changeOrigin: true },
      '/art': { target, changeOrigin: true },
      '/socket.io': { target, ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target, changeOrigin: true },
      '/art': { target, changeOrigin: true },
      '/socket.io': { target, ws: true, changeOrigin: true },
    },
  },
}));
