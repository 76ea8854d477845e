import type { FastifyInstance } from 'fastify';

/** Where the checked-in API document lives, from the repository root (docs/architecture.md#api-document). */
export const OPENAPI_FILE = 'docs/openapi.json';

/** `value` with every object's keys sorted (arrays keep their order), so the document's text is stable. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/**
 * The OpenAPI document the app serves (@fastify/swagger, from the routes' zod schemas) as the checked-in text:
 * keys sorted, two-space indent, a final newline. The app must be `ready()`.
 */
export function openApiText(app: FastifyInstance): string {
  return `${JSON.stringify(sortKeys(app.swagger()), null, 2)}\n`;
}

/**
 * The operations (`METHOD /path`) added, removed or changed between two documents' texts, for a readable failure.
 * @throws SyntaxError when either text is not JSON
 */
export function changedOperations(before: string, after: string): string[] {
  type Doc = { paths?: Record<string, Record<string, unknown>> };
  const ops = (text: string) => {
    const out = new Map<string, string>();
    for (const [p, methods] of Object.entries((JSON.parse(text) as Doc).paths ?? {})) {
      for (const [m, op] of Object.entries(methods)) out.set(`${m.toUpperCase()} ${p}`, JSON.stringify(op));
    }
    return out;
  };
  const a = ops(before);
  const b = ops(after);
  const changed: string[] = [];
  for (const [k, v] of b) if (a.get(k) !== v) changed.push(`${a.has(k) ? 'changed' : 'added'}: ${k}`);
  for (const k of a.keys()) if (!b.has(k)) changed.push(`removed: ${k}`);
  return changed.sort();
}
