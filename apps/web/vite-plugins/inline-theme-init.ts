import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** index.html's tag for the theme's first-paint script, which the build replaces with the script itself. */
export const THEME_INIT_TAG = '<script src="/theme-init.js"></script>';

/**
 * Puts `public/theme-init.js` into index.html as an inline script in place of THEME_INIT_TAG
 * (docs/architecture/web-app.md#themes-and-accessibility): a blocking script in `<head>` that is a file of its own
 * holds the first paint for one more round trip (Lighthouse: 200-310 ms of a phone's first paint on slow 4G). The
 * server allows it by its hash (apps/server/src/http/static.ts `inlineScriptHashes`), so the CSP still refuses any
 * other inline script.
 * @throws Error (fails the build) when index.html no longer has the tag, or the script holds `</script`
 */
export function inlineThemeInit(root: string): Plugin {
  const file = path.join(root, 'public/theme-init.js');
  return {
    name: 'hapa-inline-theme-init',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(THEME_INIT_TAG)) throw new Error(`index.html has no ${THEME_INIT_TAG} to inline`);
        const code = readFileSync(file, 'utf8').trim();
        if (/<\/script/i.test(code)) throw new Error(`${file} holds "</script", which would end its inline <script> early`);
        return html.replace(THEME_INIT_TAG, () => `<script>${code}</script>`);
      },
    },
  };
}
