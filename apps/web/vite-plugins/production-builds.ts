import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias, Plugin } from 'vite';

const require = createRequire(import.meta.url);

/**
 * A module path that is a library's development build: a `development` folder of a package
 * (`react-router/dist/development/…`) or a `*.development.js` file (`react-dom.development.js`).
 */
export const DEVELOPMENT_BUILD = /[\\/]node_modules[\\/](?:.*[\\/])?(?:development[\\/]|[^\\/]+\.development\.[cm]?js$)/;

/**
 * The production builds a package's `exports` does not give a bundler (docs/architecture/web-app.md#production-builds).
 * React Router 7 points every condition of its exports at `dist/development` (its warnings on, `invariant`
 * and route checks at every match); its `dist/production` twin has the same files with them off.
 * @returns resolve aliases for `vite build` (the dev server keeps the development builds and their warnings)
 */
export function productionBuildAliases(): Alias[] {
  const routerDir = path.dirname(require.resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: path.join(routerDir, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(routerDir, 'dist/production/dom-export.mjs') },
  ];
}

/**
 * Fails a build whose output holds a library's development build (DEVELOPMENT_BUILD): one slipped in through a
 * package's exports map costs every visitor its checks and warnings, and nothing else would notice.
 * @throws Error (fails the build) naming the chunk and the module
 */
export function noDevelopmentBuilds(): Plugin {
  return {
    name: 'hapa-no-development-builds',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const dev = chunk.moduleIds.find((id) => DEVELOPMENT_BUILD.test(id));
        if (dev)
          throw new Error(
            `${chunk.fileName} holds a development build: ${dev} (alias its production build in vite-plugins/production-builds.ts)`,
          );
      }
    },
  };
}
