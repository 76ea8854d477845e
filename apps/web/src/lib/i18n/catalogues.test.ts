/**
 * Runtime checks of the Portuguese catalogues (docs/architecture/web-app.md), beside the key check tsc does with `Catalogue<T>`:
 * every registered pt-BR namespace (and the lazily loaded static pages) has a non-empty string for every
 * English key, the same `{{placeholders}}` and the same `<tags>`; every English player namespace (and namespace
 * file) has a pt-BR twin, the console ones (`ops*`, `contests-ops.ts`) staying English; the server error map
 * covers every key.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERRORS, ERRORS_PT_BR } from '@hapa/contracts';
import { describe, expect, it } from 'vitest';
import { resources } from './resources.ts';
import { ptBR } from './pt-BR/index.ts';
import { staticPages as enStatic } from './en/static-pages.ts';
import { staticPages as ptStatic } from './pt-BR/static-pages.ts';

type Tree = { [k: string]: string | Tree };

/** Leaves of a catalogue as `path -> text`. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const p = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(p, v);
    else for (const [pp, vv] of leaves(v, p)) out.set(pp, vv);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const tags = (s: string) => [...s.matchAll(/<\/?([\w-]+)\s*\/?>/g)].map((m) => m[0].replace(/\s/g, '')).sort();

/** Problems of one pt-BR namespace against its English one. */
function compare(ns: string, en: Tree, pt: Tree): string[] {
  const problems: string[] = [];
  const enLeaves = leaves(en);
  const ptLeaves = leaves(pt);
  for (const [path, enText] of enLeaves) {
    const ptText = ptLeaves.get(path);
    if (typeof ptText !== 'string' || !ptText.trim()) {
      problems.push(`${ns}.${path}: missing or empty`);
      continue;
    }
    if (placeholders(ptText).join() !== placeholders(enText).join())
      problems.push(`${ns}.${path}: placeholders ${placeholders(ptText)} != ${placeholders(enText)}`);
    if (tags(ptText).join() !== tags(enText).join()) problems.push(`${ns}.${path}: tags ${tags(ptText)} != ${tags(enText)}`);
  }
  for (const path of ptLeaves.keys()) if (!enLeaves.has(path)) problems.push(`${ns}.${path}: not in English`);
  return problems;
}

describe('pt-BR catalogues', () => {
  const en = resources.en.translation as unknown as Record<string, Tree>;

  it('every registered namespace: non-empty texts, same placeholders and tags as English', () => {
    const registered = Object.entries(ptBR as unknown as Record<string, Tree>);
    expect(registered.length).toBeGreaterThan(0);
    const problems = registered.flatMap(([ns, tree]) => (en[ns] ? compare(ns, en[ns], tree) : [`${ns}: no English namespace`]));
    expect(problems).toEqual([]);
  });

  it('every player namespace of English has a pt-BR twin (the operator console stays English)', () => {
    expect(Object.keys(en).filter((ns) => !(ns in ptBR) && !ns.startsWith('ops'))).toEqual([]);
  });

  it('every English namespace file except the console ones has a pt-BR file of the same name', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const isConsoleFile = (file: string) => file.startsWith('ops') || file === 'contests-ops.ts';
    const ptFiles = new Set(readdirSync(join(here, 'pt-BR')));
    const missing = readdirSync(join(here, 'en'))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !isConsoleFile(f))
      .filter((f) => !ptFiles.has(f));
    expect(missing).toEqual([]);
  });

  it('the static pages (loaded with their pages)', () => {
    expect(compare('staticPages', enStatic as unknown as Tree, ptStatic as unknown as Tree)).toEqual([]);
  });

  it('the server error catalogue has a Portuguese text for every key', () => {
    const missing = Object.keys(ERRORS).filter((k) => !(ERRORS_PT_BR as Record<string, string>)[k]?.trim());
    expect(missing).toEqual([]);
    expect(Object.keys(ERRORS_PT_BR).filter((k) => !(k in ERRORS))).toEqual([]);
  });

  it('the checker catches what it should', () => {
    expect(compare('x', { a: 'Hi {{name}} <b>x</b>', b: 'B' }, { a: 'Oi {{nome}} x', c: 'C' } as Tree)).toEqual([
      'x.a: placeholders nome != name',
      'x.a: tags  != </b>,<b>',
      'x.b: missing or empty',
      'x.c: not in English',
    ]);
  });
});
