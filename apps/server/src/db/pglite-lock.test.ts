import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { lockPgliteFolder, PGLITE_LOCK_FILE, PgliteFolderInUseError } from './pglite-lock.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * One process per PGlite folder (db/pglite-lock.ts): a second open is refused naming the folder and the holder, a
 * lock left by a dead process is taken over, closing releases it.
 */
describe('the PGlite folder lock (medium, real folders and processes)', () => {
  const dirs: string[] = [];
  const fresh = () => {
    const d = mkdtempSync(path.join(tmpdir(), 'hapa-lock-'));
    dirs.push(d);
    return d;
  };
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('a second open of one folder is refused with the folder and pid; closing releases it', async () => {
    const dir = fresh();
    const first = await openDatabase({ dataDir: dir });
    expect(readFileSync(path.join(dir, PGLITE_LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    const second = openDatabase({ dataDir: dir });
    await expect(second).rejects.toBeInstanceOf(PgliteFolderInUseError);
    await expect(second).rejects.toThrow(`The database folder ${dir} is already open in process ${process.pid}`);
    await first.close();
    expect(existsSync(path.join(dir, PGLITE_LOCK_FILE))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    expect(((await again.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] }).rows[0]!.one).toBe(1);
    await again.close();
  }, 60_000);

  it('another live process holding the folder refuses; once it is killed (-9) its stale lock is taken over', async () => {
    const dir = fresh();
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `import { lockPgliteFolder } from ${JSON.stringify(path.join(ROOT, 'apps/server/src/db/pglite-lock.ts'))};
         lockPgliteFolder(${JSON.stringify(dir)}); process.stdout.write('locked\\n'); setInterval(() => {}, 1000);`,
      ],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) => child.stdout!.on('data', (b: Buffer) => b.toString().includes('locked') && resolve()));
    expect(() => lockPgliteFolder(dir)).toThrow(new RegExp(`already open in process ${child.pid}`));
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    const release = lockPgliteFolder(dir);
    expect(readFileSync(path.join(dir, PGLITE_LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, PGLITE_LOCK_FILE))).toBe(false);
  }, 30_000);

  it('a lock of a process that no longer runs, or garbage, is stale', () => {
    const dir = fresh();
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(path.join(dir, PGLITE_LOCK_FILE), `${gone}\n`);
    lockPgliteFolder(dir)();
    writeFileSync(path.join(dir, PGLITE_LOCK_FILE), 'not a pid');
    lockPgliteFolder(dir)();
  });
});
