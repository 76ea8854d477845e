import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The module of `lazySchema` (lazy-schema.ts), imported by every contracts module that has a schema to build late. */
const LAZY_ID = fileURLToPath(new URL('./lazy-schema.ts', import.meta.url));
const LAZY_NAME = '__hapaLazySchema';
/**
 * `.describe(...)` and `.meta(...)` file their text in zod's registry under the schema they return, which a stand-in
 * is not: such a const (`CoinAmount`) is built at once, so its JSON Schema keeps the text.
 */
const REGISTERS = /\.(?:describe|meta)\(/;
/**
 * An initializer that builds a zod schema, by its text: zod's own builders (`z.object(...)`, `z\n  .string()`), the
 * contracts' page helpers (`paged(Item)`, `pageOf(Row)`) and a schema method on a named schema (`Base.extend(...)`,
 * `Row.omit(...)`, `Entry.nullable()`). Anything else (`new Set(...)`, `Object.keys(...)`, a helper function) is built
 * at once as before. The plugin's test checks that every const this matches in packages/contracts/src is a schema.
 */
const SCHEMA_INIT =
  /^(?:z\s*\.|(?:paged|pageOf)\(|[A-Z][A-Za-z0-9]*\.(?:extend|omit|pick|partial|required|merge|nullable|optional|nullish|array|or|and|refine|superRefine|transform|default|catch|pipe|readonly|strict|strip|passthrough|catchall|keyof)\()/;

/**
 * Lets the bundler drop the contract schemas a bundle never uses (docs/architecture/web-app.md#contract-schemas): every
 * top-level `const` of packages/contracts/src whose initializer calls something (zod's builders, `paged(...)`,
 * `Base.extend(...)`) is wrapped in an arrow function called at once and marked pure. The contracts have no side
 * effects by design (their package says `"sideEffects": false`), but a bundler cannot prove it of a call like
 * `Base.extend({...})`: without this it kept every schema of every contracts module a page loads, and the browser
 * built them all (server-only request bodies and console rows among them) before the page could answer. A const that
 * builds a schema (SCHEMA_INIT) is more than pure: it is built on first use (lazy-schema.ts `lazySchema`), so a page's
 * start no longer builds the schemas its bundle keeps for the answers it will check later.
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
        let lazy = false;
        for (const node of program.body) {
          const decl = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
          if (decl?.type !== 'VariableDeclaration' || decl.kind !== 'const') continue;
          for (const d of decl.declarations) {
            if (!d.init || d.id.type !== 'Identifier') continue;
            if (!code.startsWith(d.id.name, d.start)) throw new Error(`${id}: ${d.id.name} is not at ${d.start}`);
            const init = code.slice(d.init.start, d.init.end);
            if (!init.includes('(')) continue; // a literal: nothing to build
            if (SCHEMA_INIT.test(init) && !REGISTERS.test(init)) {
              lazy = true;
              out.prependLeft(d.init.start, `/* @__PURE__ */ ${LAZY_NAME}(() => (`);
              out.appendRight(d.init.end, '))');
            } else {
              out.prependLeft(d.init.start, '/* @__PURE__ */ (() => (');
              out.appendRight(d.init.end, '))()');
            }
          }
        }
        if (lazy) out.prepend(`import { lazySchema as ${LAZY_NAME} } from '${LAZY_ID}';\n`);
        return { code: out.toString(), map: out.generateMap({ hires: true, source: id }) };
      },
    },
  };
}
