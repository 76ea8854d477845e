import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { types } from 'node:util';
import { rolldown, type Plugin as RolldownPlugin } from 'rolldown';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import * as contracts from '@hapa/contracts';
import { lazySchema } from '../vite-plugins/lazy-schema.ts';
import { pureContractSchemas } from '../vite-plugins/pure-contract-schemas.ts';

/**
 * The web build's contract schemas (docs/architecture/web-app.md#contract-schemas): a bundle keeps only the schemas
 * its code uses. Built with rolldown (Vite's bundler) on a small contracts module beside an app entry that uses one
 * schema of it; zod stays external, so every schema left in the output is the module's own.
 */
const CONTRACTS = '/repo/packages/contracts/src/things.ts';
const ENTRY = '/repo/apps/web/src/main.ts';
const SOURCES: Record<string, string> = {
  [CONTRACTS]: `
    import { z } from 'zod';
    const Money = z.number().int();
    export const Kind = z.enum(['usedKind', 'otherKind']);
    export const Used = z.object({ keptField: z.string(), kind: Kind, amount: Money });
    export type Used = z.infer<typeof Used>;
    const Base = z.object({ baseField: z.number() });
    export const Unused = Base.extend({ droppedField: Kind.default('usedKind').optional() });
    export const UnusedPage = paged(Unused);
    export const LIMITS = [1, 3, 5] as const;
    export function paged<T extends z.ZodType>(item: T) {
      return z.object({ pageItems: z.array(item), total: z.number().int() });
    }
  `,
  [ENTRY]: `
    import { Used, type Used as UsedType } from '../../../packages/contracts/src/things.ts';
    const value: UsedType = Used.parse(JSON.parse('{"keptField":"x","kind":"usedKind","amount":1}'));
    console.log(value);
  `,
};

/** Serves SOURCES as files; everything else (zod) stays outside the bundle. */
const fixture: RolldownPlugin = {
  name: 'fixture',
  resolveId(source, importer) {
    if (source === 'zod') return { id: 'zod', external: true };
    if (source in SOURCES) return source;
    if (importer && source.startsWith('.')) return new URL(source, `file://${importer}`).pathname;
    return null;
  },
  load(id) {
    return SOURCES[id] ?? null;
  },
};

async function bundle(plugins: RolldownPlugin[]): Promise<string> {
  const build = await rolldown({ input: ENTRY, plugins: [fixture, ...plugins], logLevel: 'silent' });
  const { output } = await build.generate({ format: 'esm' });
  await build.close();
  return output[0].code;
}

describe('pureContractSchemas (the web build drops contract schemas it does not use)', () => {
  it('keeps the schema the app uses with what it is built from, and drops the rest', async () => {
    const code = await bundle([pureContractSchemas() as unknown as RolldownPlugin]);
    expect(code).toContain('keptField');
    expect(code).toContain('usedKind'); // Kind, which Used is built from
    expect(code).toMatch(/\.int\(\)/); // Money
    expect(code).not.toContain('baseField');
    expect(code).not.toContain('droppedField');
    expect(code).not.toContain('pageItems');
  });

  it('is what drops them: without it the bundle builds every schema of the module', async () => {
    const code = await bundle([]);
    expect(code).toContain('keptField');
    expect(code).toContain('droppedField');
    expect(code).toContain('baseField');
  });

  it('leaves a module outside packages/contracts/src as it is', async () => {
    const plugin = pureContractSchemas() as unknown as { transform: { filter: { id: RegExp } } };
    expect(plugin.transform.filter.id.test(CONTRACTS)).toBe(true);
    expect(plugin.transform.filter.id.test('/repo/apps/web/src/lib/api.ts')).toBe(false);
    expect(plugin.transform.filter.id.test('C:\\repo\\packages\\contracts\\src\\boxes.ts')).toBe(true);
  });
});

/** The real contracts (packages/contracts/src/index.ts) as the web build compiles them, zod outside the bundle. */
async function builtContracts(): Promise<Record<string, unknown>> {
  // zod's ES module, the one this test's `z` is (require would give its CommonJS copy)
  const zod = import.meta.resolve('zod');
  const build = await rolldown({
    input: path.resolve(import.meta.dirname, '../../../packages/contracts/src/index.ts'),
    plugins: [
      { name: 'zod', resolveId: (source) => (source === 'zod' ? { id: zod, external: true } : null) },
      pureContractSchemas() as unknown as RolldownPlugin,
    ],
    logLevel: 'silent',
  });
  const { output } = await build.generate({ format: 'esm' });
  await build.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'hapa-contracts-'));
  try {
    const file = path.join(dir, 'contracts.mjs');
    writeFileSync(file, output[0].code);
    return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Record<string, unknown>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What a schema says of a value: success and the issues' codes and paths (messages are zod's own text). */
function verdict(schema: z.ZodType, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? { ok: true, data: r.data } : { ok: false, issues: r.error.issues.map((i) => [i.code, i.path.join('.')]) };
}

/**
 * A schema's definition as plain data, read through its properties (a built-late schema reads through to the schema it
 * stands for): its `def` with every nested schema, check and value, functions by name. zod's JSON Schema output cannot
 * serve here: it keys its work on the schema objects themselves, which a stand-in is not (the web app never makes one).
 */
function structure(value: unknown, seen = new Set<unknown>()): unknown {
  if (typeof value === 'function') return `function ${value.name}`;
  if (value === null || typeof value !== 'object') return value;
  const zod = (value as { _zod?: { def?: unknown } })._zod;
  const node = zod?.def ?? value;
  if (seen.has(node)) return '(cycle)';
  seen.add(node);
  const out = Array.isArray(node)
    ? node.map((v) => structure(v, seen))
    : Object.fromEntries(Object.keys(node).map((k) => [k, structure((node as Record<string, unknown>)[k], seen)]));
  seen.delete(node);
  return out;
}

describe('lazySchema (a contract schema built on first use)', () => {
  it('builds the schema once, at its first use, and behaves as it', () => {
    const build = vi.fn(() => z.object({ id: z.number().int(), kind: z.enum(['a', 'b']) }));
    const Row = lazySchema(build);
    const Page = lazySchema(() => z.object({ list: z.array(Row) }));
    const Named = lazySchema(() => Row.extend({ name: z.string() }).omit({ kind: true }));
    expect(build).not.toHaveBeenCalled();
    expect(Page.safeParse({ list: [{ id: 1, kind: 'a' }] }).success).toBe(true);
    expect(Page.safeParse({ list: [{ id: 1.5, kind: 'c' }] }).success).toBe(false);
    expect(Named.parse({ id: 2, name: 'x', kind: 'a' })).toEqual({ id: 2, name: 'x' });
    expect(Row instanceof z.ZodObject && Row instanceof z.ZodType).toBe(true);
    expect(Object.keys(Row.shape)).toEqual(['id', 'kind']);
    expect('shape' in Row).toBe(true);
    // the structure the real contracts are compared by below tells schemas apart
    const named = (id: z.ZodNumber) =>
      z
        .object({ id, kind: z.enum(['a', 'b']) })
        .extend({ name: z.string() })
        .omit({ kind: true });
    expect(structure(Named)).toEqual(structure(named(z.number().int())));
    expect(structure(Named)).not.toEqual(structure(named(z.number())));
    expect(build).toHaveBeenCalledTimes(1);
  });
});

describe('the web build of the real contracts', () => {
  it('builds late only schemas, and each checks every answer as the schema it stands for', async () => {
    const built = await builtContracts();
    const source = contracts as unknown as Record<string, unknown>;
    const late = Object.keys(built).filter((name) => types.isProxy(built[name]));
    // the rule matches zod's builders, the page helpers and schema methods: most of the contracts' schemas
    const schemas = Object.keys(source).filter((name) => source[name] instanceof z.ZodType);
    expect(late.length).toBeGreaterThan(schemas.length * 0.9);
    for (const name of late) expect([name, source[name] instanceof z.ZodType]).toEqual([name, true]);
    for (const name of Object.keys(source)) {
      if (!(source[name] instanceof z.ZodType)) {
        // a function is another copy of itself in the bundle; every other value is equal
        const same = (v: unknown) => (typeof v === 'function' ? `function ${v.name}` : v);
        expect([name, types.isProxy(built[name]), same(built[name])]).toEqual([name, false, same(source[name])]);
        continue;
      }
      const [before, after] = [source[name] as z.ZodType, built[name] as z.ZodType];
      expect([name, after instanceof z.ZodType]).toEqual([name, true]);
      expect([name, structure(after)]).toEqual([name, structure(before)]);
      for (const value of [undefined, null, {}, [], 0, 'x', { id: 1, list: [], total: 0 }]) {
        expect([name, verdict(after, value)]).toEqual([name, verdict(before, value)]);
      }
    }
  });
});
