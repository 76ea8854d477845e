/**
 * ESLint rule `hapa/no-feature-cycle`: the web's features depend on each other one way only
 * (docs/architecture/web-app.md#import-boundaries). import-x/no-cycle sees cycles between files; this one sees them between features,
 * which can close through `index.ts` files without any file cycle (A/x -> B/index -> B/y -> A/index -> A/z).
 *
 * For a file in `<featuresDir>/<X>/`, every import of `<featuresDir>/<Y>/...` (Y != X) is reported when Y already
 * reaches X in the feature graph, with the path that closes the cycle. The graph is built from every source file under
 * `featuresDir` (static, dynamic and type imports alike: a type is a dependency too); it is rebuilt when older than
 * `GRAPH_TTL_MS` (an editor session sees edits), reading again only the files whose modification time changed.
 *
 * Options: `[{ featuresDir: '<absolute path of src/features>' }]`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const GRAPH_TTL_MS = 3_000;
const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** @type {Map<string, { at: number, graph: Map<string, Set<string>> }>} */
const cache = new Map();
/** @type {Map<string, { mtimeMs: number, specifiers: string[] }>} the relative import specifiers of each file */
const files = new Map();

/** All source files under `dir` with their modification times. */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const stat = statSync(full);
    return stat.isDirectory() ? walk(full) : SOURCE.test(name) ? [{ file: full, mtimeMs: stat.mtimeMs }] : [];
  });
}

/** The relative import specifiers of `file`, read again only when it changed. */
function specifiersOf(file, mtimeMs) {
  const known = files.get(file);
  if (known?.mtimeMs === mtimeMs) return known.specifiers;
  const specifiers = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1]);
  files.set(file, { mtimeMs, specifiers });
  return specifiers;
}

/** The feature a path lies in (`<featuresDir>/<name>/...`), or null. */
function featureOf(featuresDir, file) {
  const rel = path.relative(featuresDir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [name, ...rest] = rel.split(path.sep);
  return rest.length > 0 ? name : null;
}

/** feature -> the features it imports, from the relative imports of every file under `featuresDir`. */
function featureGraph(featuresDir) {
  const hit = cache.get(featuresDir);
  if (hit && Date.now() - hit.at < GRAPH_TTL_MS) return hit.graph;
  const graph = new Map();
  for (const { file, mtimeMs } of walk(featuresDir)) {
    const from = featureOf(featuresDir, file);
    if (!from) continue;
    const edges = graph.get(from) ?? graph.set(from, new Set()).get(from);
    for (const spec of specifiersOf(file, mtimeMs)) {
      const to = featureOf(featuresDir, path.resolve(path.dirname(file), spec));
      if (to && to !== from) edges.add(to);
    }
  }
  cache.set(featuresDir, { at: Date.now(), graph });
  return graph;
}

/** A path of features from `start` to `goal` (both included), or null. */
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    if (at === goal) {
      const route = [];
      for (let f = goal; f !== null; f = previous.get(f)) route.unshift(f);
      return route;
    }
    for (const next of graph.get(at) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import that closes a cycle between web features' },
    schema: [{ type: 'object', properties: { featuresDir: { type: 'string' } }, required: ['featuresDir'], additionalProperties: false }],
    messages: {
      cycle:
        'Feature cycle {{cycle}}: features depend one way only; move the shared part down to components/ or lib/ (docs/architecture/web-app.md#import-boundaries).',
    },
  },
  create(context) {
    const { featuresDir } = context.options[0];
    const self = featureOf(featuresDir, context.physicalFilename);
    if (!self) return {};
    const check = (source) => {
      if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
      const target = featureOf(featuresDir, path.resolve(path.dirname(context.physicalFilename), source.value));
      if (!target || target === self) return;
      const back = pathBetween(featureGraph(featuresDir), target, self);
      if (back) context.report({ node: source, messageId: 'cycle', data: { cycle: [self, ...back].join(' -> ') } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
