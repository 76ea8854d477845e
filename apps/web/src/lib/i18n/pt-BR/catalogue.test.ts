/**
 * The pt-BR catalogue against the English one (issue 17): every registered namespace has only non-empty string
 * leaves, the same `{{placeholder}}` names and the same `<n>`/`</n>` Trans tags as its English twin, and every
 * English namespace file except the operator-console ones (`ops*.ts`, `contests-ops.ts`) has a pt-BR twin.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resources } from '../resources.ts';
import { ptBR } from './index.ts';

type Tree = { [key: string]: unknown };
const en = resources.en.translation as unknown as Tree;
const pt = ptBR as unknown as Tree;
const here = dirname(fileURLToPath(import.meta.url));

/** Console files stay English (the operator console is not translated). */
const isConsoleFile = (file: string) => file.startsWith('ops') || file === 'contests-ops.ts';

/** Every string leaf of a catalogue tree as [dotted path, value]; non-string leaves are reported as such. */
function leaves(node: unknown, path: string, out: Array<[string, unknown]> = []): Array<[string, unknown]> {
  if (node !== null && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) leaves(v, path ? `${path}.${k}` : k, out);
  } else {
    out.push([path, node]);
  }
  return out;
}

const placeholders = (s: string) => [...new Set([...s.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1]))].sort();
const tags = (s: string) => [...s.matchAll(/<\/?\d+\s*\/?>/g)].map((m) => m[0].replace(/\s/g, '')).sort();

describe('pt-BR catalogue', () => {
  const namespaces = Object.keys(pt);

  it('registers only namespaces that exist in English', () => {
    expect(namespaces.filter((ns) => !(ns in en))).toEqual([]);
    expect(namespaces.length).toBeGreaterThan(30);
  });

  it.each(namespaces)('%s: same keys, non-empty strings, same placeholders and tags', (ns) => {
    const enLeaves = new Map(leaves(en[ns], ns));
    const ptLeaves = new Map(leaves(pt[ns], ns));
    expect([...ptLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
    const problems: string[] = [];
    for (const [key, value] of ptLeaves) {
      const english = enLeaves.get(key);
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(`${key}: not a non-empty string`);
        continue;
      }
      if (typeof english !== 'string') continue;
      if (placeholders(value).join() !== placeholders(english).join()) {
        problems.push(`${key}: placeholders ${placeholders(value).join()} vs ${placeholders(english).join()}`);
      }
      if (tags(value).join() !== tags(english).join()) problems.push(`${key}: tags ${tags(value).join()} vs ${tags(english).join()}`);
    }
    expect(problems).toEqual([]);
  });

  it('every player namespace of resources.en has a pt-BR twin', () => {
    const missing = Object.keys(en).filter((ns) => !(ns in pt) && !ns.startsWith('ops'));
    expect(missing).toEqual([]);
  });

  it('every English namespace file except the console ones has a pt-BR file of the same name', () => {
    const ptFiles = new Set(readdirSync(here));
    const missing = readdirSync(join(here, '..', 'en'))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !isConsoleFile(f))
      .filter((f) => !ptFiles.has(f));
    expect(missing).toEqual([]);
  });
});
