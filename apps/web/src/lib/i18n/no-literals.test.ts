/**
 * No literal player-facing strings (issue 17, common rules "Texts and languages"): every `*.tsx` under
 * apps/web/src is parsed with the TypeScript compiler and any JSX text with letters, any string-literal
 * JSX child, and any literal `aria-label` / `title` / `placeholder` / `alt` with letters fails the test,
 * listed as file:line. Allowed: brand names (HapaBox, the HAPA/BOX logo), pure symbols and numbers, the
 * operator console `features/ops/**` (English-only by design) and development harness pages.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHECKED_PROPS = new Set(['aria-label', 'title', 'placeholder', 'alt']);
/**
 * Words that stay as they are in every language: brand names (ours, payment marks and coins) and the
 * provably-fair terms the glossary keeps untranslated (nonce, float, seed, SHA-256).
 */
const BRANDS = new Set([
  'HapaBox',
  'HAPA',
  'BOX',
  'HAPABOX',
  'HapaCoins',
  'HapaCoin',
  'PayPal',
  'Pay',
  'Pal',
  'Google',
  'USDT',
  'USD',
  'VIP',
  'RTP',
  'nonce',
  'float',
  'seed',
  'sha256',
  'x',
]);
/** Paths (relative to apps/web/src, forward slashes) left out: the English-only console and dev harness pages. */
const EXCLUDED = [/^features\/ops\//, /(^|\/)dev\//, /(^|\/)dev-[^/]*\.tsx$/, /\.test\.tsx$/];

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : full.endsWith('.tsx') ? [full] : [];
  });
}

/** True when `text` holds a letter that is not part of an allowed brand word. */
export function hasWords(text: string): boolean {
  if ([...text].length === 1) return false; // one glyph: a logo letter or a symbol
  const rest = text
    .replace(/&[a-z]+;|&#\d+;/gi, ' ') // HTML entities
    .replace(/\b[0-9a-f]{8,}\b/g, ' ') // hex digests
    .normalize('NFKC') // float₀ -> float0
    .replace(/[\p{L}\p{N}_]+/gu, (w) => (BRANDS.has(w) || BRANDS.has(w.replace(/\d+$/, '')) || /^\p{L}$/u.test(w) ? ' ' : w)); // a lone letter is a glyph
  return /\p{L}/u.test(rest);
}

/** Literal strings of a JSX attribute value or child expression (plain strings and templates without `${}`). */
function literalOf(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalOf(node.expression);
  if (ts.isParenthesizedExpression(node)) return literalOf(node.expression);
  return null;
}

/** Violations of one source file as `file:line: what`. */
export function findLiterals(fileName: string, source: string): string[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const out: string[] = [];
  const at = (n: ts.Node) => `${fileName}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}`;
  const visit = (n: ts.Node) => {
    if (ts.isJsxText(n)) {
      const text = n.text.replace(/\s+/g, ' ').trim();
      if (text && hasWords(text)) out.push(`${at(n)}: text "${text.slice(0, 60)}"`);
    } else if (ts.isJsxExpression(n) && n.parent && (ts.isJsxElement(n.parent) || ts.isJsxFragment(n.parent))) {
      const text = literalOf(n.expression);
      if (text !== null && hasWords(text)) out.push(`${at(n)}: string child "${text.slice(0, 60)}"`);
    } else if (ts.isJsxAttribute(n)) {
      const name = n.name.getText(sf);
      const text = literalOf(n.initializer);
      if (CHECKED_PROPS.has(name) && text !== null && hasWords(text)) out.push(`${at(n)}: ${name}="${text.slice(0, 60)}"`);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

describe('no literal strings in components', () => {
  it('the checker finds texts, literal labels and string children, and lets brands, symbols and t() pass', () => {
    const src = [
      'const a = <p>Open now</p>;',
      'const b = <img alt="A box" src="x" />;',
      'const c = <input placeholder={"Email"} />;',
      'const d = <span>{`Hello`}</span>;',
      'const e = <p>{t("x")} · 100% ×2 — $</p>;',
      'const f = <span>HAPA<b>BOX</b> HapaBox · nonce {n} · B</span>;',
      'const g = <b title={t("k")} aria-label={label} className="text-lg" />;',
    ].join('\n');
    expect(findLiterals('x.tsx', src)).toEqual([
      'x.tsx:1: text "Open now"',
      'x.tsx:2: alt="A box"',
      'x.tsx:3: placeholder="Email"',
      'x.tsx:4: string child "Hello"',
    ]);
  });

  it('every player-facing component under apps/web/src uses i18n keys', () => {
    const violations = walk(SRC)
      .map((f) => path.relative(SRC, f).split(path.sep).join('/'))
      .filter((rel) => !EXCLUDED.some((re) => re.test(rel)))
      .flatMap((rel) => findLiterals(rel, readFileSync(path.join(SRC, rel), 'utf8')));
    expect(violations, `literal strings:\n${violations.join('\n')}`).toEqual([]);
  });
});
