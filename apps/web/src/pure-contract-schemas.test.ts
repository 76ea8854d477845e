import { rolldown, type Plugin as RolldownPlugin } from 'rolldown';
import { describe, expect, it } from 'vitest';
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
