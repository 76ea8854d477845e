import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_BUILD, noDevelopmentBuilds, productionBuildAliases } from '../vite-plugins/production-builds.ts';

describe('production builds', () => {
  it('tells a development build from a production one', () => {
    expect(DEVELOPMENT_BUILD.test('/w/node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs')).toBe(true);
    expect(DEVELOPMENT_BUILD.test('/w/node_modules/react-dom/cjs/react-dom-client.development.js')).toBe(true);
    expect(DEVELOPMENT_BUILD.test('/w/node_modules/react-router/dist/production/chunk-7RTFRKQW.mjs')).toBe(false);
    expect(DEVELOPMENT_BUILD.test('/w/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(false);
    // the app's own files are never a library's build, whatever they are called
    expect(DEVELOPMENT_BUILD.test('/w/apps/web/src/development/page.tsx')).toBe(false);
  });

  it('aliases files that exist and are production builds', () => {
    for (const alias of productionBuildAliases()) {
      expect(existsSync(alias.replacement), alias.replacement).toBe(true);
      expect(alias.replacement).toMatch(/[\\/]production[\\/]/);
    }
  });

  it('fails a bundle that holds a development build, and passes one that does not', () => {
    const plugin = noDevelopmentBuilds();
    const generate = plugin.generateBundle as (options: unknown, bundle: unknown) => void;
    const chunk = (moduleIds: string[]) => ({ 'assets/index.js': { type: 'chunk', fileName: 'assets/index.js', moduleIds } });
    expect(() => generate({}, chunk(['/w/node_modules/react-router/dist/production/index.mjs']))).not.toThrow();
    expect(() => generate({}, chunk(['/w/node_modules/react-router/dist/development/index.mjs']))).toThrow(
      /assets\/index\.js holds a development build/,
    );
  });
});
