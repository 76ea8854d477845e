/**
 * ESLint rule `hapa/cite-docs`: code cites the repository's own docs, never a tracker number or the outside product
 * spec (docs/README.md). A clone has neither the tracker nor the spec, so "issue <number>" and a spec section sign
 * point nowhere; the product's rules are in docs/product/ (what it does, routes, entities, states, validation, roles,
 * endpoints, errors, constants) and the topics in docs/*.md and the module READMEs.
 *
 * Checks the whole file text (comments, docstrings, test titles and strings alike) for `apps/server/src/modules/vip/README.md`, `docs/architecture/console.md and
 * 11`, `docs/product/states.md` and `docs/product/constants.md`, and reports each with the page to cite instead. No options.
 */

/** "docs/architecture/production.md", "docs/architecture/production.md", "docs/architecture/console.md": a tracker number. */
const ISSUE = /\bissues? #?\d+/gi;
/** A section sign followed by a digit ("docs/product/constants.md", "docs/product/states.md"), with or without "spec" before it. */
const SECTION = /\u00a7\s?\d/g;

const PAGES = ['README', 'routes', 'entities', 'states', 'validation', 'roles', 'endpoints', 'errors', 'constants'];

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'cite docs/, never a tracker number or the outside spec' },
    schema: [],
    messages: {
      issue:
        '"{{text}}" cites a tracker a clone does not have: cite the doc of the topic instead (docs/<topic>.md#<section>, docs/architecture/*.md or the module README).',
      spec: '"{{text}}" cites the outside product spec: cite docs/product/<page>.md#<section> instead ({{pages}}).',
    },
  },
  create(context) {
    const source = context.sourceCode;
    return {
      Program() {
        const text = source.text;
        for (const [re, messageId] of [
          [ISSUE, 'issue'],
          [SECTION, 'spec'],
        ]) {
          for (const m of text.matchAll(re)) {
            const start = source.getLocFromIndex(m.index);
            const end = source.getLocFromIndex(m.index + m[0].length);
            context.report({ loc: { start, end }, messageId, data: { text: m[0], pages: PAGES.join(', ') } });
          }
        }
      },
    };
  },
};
