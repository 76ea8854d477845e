import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The checked-in migrations as drizzle's migrator reads them (docs/architecture/production.md#migrations). The migrator
 * applies, on a database that has migrations, only those whose journal `when` is later than the last one applied: a
 * migration written by hand with an earlier `when` than its predecessor would be skipped there without a word.
 */
const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const journal = JSON.parse(readFileSync(path.join(DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('migrations journal (small)', () => {
  it('lists every SQL file once, in order, each later than the one before', () => {
    const files = readdirSync(DIR)
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(files);
    journal.entries.forEach((e, i) => {
      expect(e.idx, e.tag).toBe(i);
      expect(e.tag.startsWith(String(i).padStart(4, '0') + '_'), e.tag).toBe(true);
      if (i > 0) expect(e.when, `${e.tag} is not later than ${journal.entries[i - 1]!.tag}`).toBeGreaterThan(journal.entries[i - 1]!.when);
    });
  });

  it('each snapshot follows the one before it (drizzle-kit generate diffs the schema against the last)', () => {
    const snapshots = journal.entries.map((e) => {
      const file = path.join(DIR, 'meta', `${e.tag.slice(0, 4)}_snapshot.json`);
      return JSON.parse(readFileSync(file, 'utf8')) as { id: string; prevId: string };
    });
    snapshots.forEach((s, i) => {
      if (i > 0) expect(s.prevId, journal.entries[i]!.tag).toBe(snapshots[i - 1]!.id);
    });
    expect(new Set(snapshots.map((s) => s.id)).size).toBe(snapshots.length);
  });
});
