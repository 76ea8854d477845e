import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server logs only through its logger (docs/architecture/production.md#metrics-and-logs, lib/logger.ts): pino JSON lines that carry the
 * request id. A `console.*` call in server code fails here (until a lint rule says the same). Allowed: tests, the
 * medium tier's helpers, and the command-line scripts whose output is for a person at a terminal.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALLOWED = [
  /\.test\.ts$/,
  /^test\//, // test harness helpers
  /^scripts\//, // npm run ledger:check, ops:create-admin, db:backup, db:restore: they print for a person
  /^db\/make-pglite-template\.ts$/, // a build step (npm run build prints its line)
];
const CONSOLE_CALL = /\bconsole\s*\.\s*[a-zA-Z]+\s*\(/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.ts') ? [path.relative(SRC, full).split(path.sep).join('/')] : [];
  });
}

describe('no console.* in server code (small)', () => {
  it('every log line goes through the logger', () => {
    const files = sources(SRC).filter((f) => !ALLOWED.some((a) => a.test(f)));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((f) =>
      readFileSync(path.join(SRC, f), 'utf8')
        .split('\n')
        .map((line, i) => ({ line: line.trim(), at: `${f}:${i + 1}` }))
        .filter(({ line }) => CONSOLE_CALL.test(line) && !line.startsWith('*') && !line.startsWith('//'))
        .map(({ at, line }) => `${at}: ${line}`),
    );
    expect(offenders).toEqual([]);
  });
});
