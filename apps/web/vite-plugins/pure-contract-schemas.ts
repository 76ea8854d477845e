import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * Lets the bundler drop the contract schemas a bundle never uses (docs/architecture/web-app.md#contract-schemas): every
 * top-level `const` of packages/contracts/src whose initializer calls something (zod's builders, `paged(...)`,
 * `Base.extend(...)`) is wrapped in an arrow function called at once and marked pure. The contracts have no side
 * effects by design (their package says `"sideEffects": false`), but a bundler cannot prove it of a call like
 * `Base.extend({...})`: without this it kept every schema of every contracts module a page loads, and the browser
 * built them all (server-only request bodies and console rows among them) before the page could answer.
 * @throws Error (fails the build) when a declaration's position does not match its text: a parser mismatch, never a
 *   silently wrong bundle
 */
export function pureContractSchemas(): Plugin {
  return {
    name: 'hapa-pure-contract-schemas',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/ },
      handler(code, id) {
        const program = this.parse(code, { lang: 'ts' });
        const out = new MagicString(code);
        for (const node of program.body) {
          const decl = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
          if (decl?.type !== 'VariableDeclaration' || decl.kind !== 'const') continue;
          for (const d of decl.declarations) {
            if (!d.init || d.id.type !== 'Identifier') continue;
            if (!code.startsWith(d.id.name, d.start)) throw new Error(`${id}: ${d.id.name} is not at ${d.start}`);
            if (!code.slice(d.init.start, d.init.end).includes('(')) continue; // a literal: nothing to build
            out.prependLeft(d.init.start, '/* @__PURE__ */ (() => (');
            out.appendRight(d.init.end, '))()');
          }
        }
        return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
      },
    },
  };
}
