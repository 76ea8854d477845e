import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { checkLedger, rowsOf } from '../wallet/wallet.service.ts';
import { friendCodeOf, uidOfFriendCode } from './friend-code.ts';
import { isValidBirthday } from './profile.service.ts';

/** A multipart/form-data body with one `file` part. */
function multipart(filename: string, type: string, bytes: Buffer) {
  const boundary = '----hapa' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(DRIVERS)('profile on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  const upload = async (auth: string, filename: string, type: string, bytes: Buffer) => {
    const m = multipart(filename, type, bytes);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { authorization: auth, 'content-type': m.contentType },
      payload: m.payload,
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('changes the password with the old one; other devices are signed out, this one stays', async () => {
    const p = await t.register();
    const other = (await t.call('POST', '/api/user/login/email/login', { body: { email: p.email, password: 'secret123' } })).body.data
      .authorization;
    const wrong = await t.call('POST', '/api/user/update_password', {
      auth: p.auth,
      body: { oldPassword: 'nope12345', password: 'newpass123' },
    });
    expect(wrong.body).toEqual({ code: 'user.error.old_password', msg: 'Your current password is incorrect' });
    const weak = await t.call('POST', '/api/user/update_password', {
      auth: p.auth,
      body: { oldPassword: 'secret123', password: 'abcdefgh' },
    });
    expect(weak.body.code).toBe('user.error.password_format');
    const r = await t.call('POST', '/api/user/update_password', {
      auth: p.auth,
      body: { oldPassword: 'secret123', password: 'newpass123' },
    });
    expect(r.status).toBe(200);
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).status).toBe(200);
    expect((await t.call('GET', '/api/user/base_info', { auth: other })).status).toBe(401);
    expect((await t.call('POST', '/api/user/login/email/login', { body: { email: p.email, password: 'newpass123' } })).status).toBe(200);
  });

  it('updates the nickname; the birthday is checked (18+) and set once', async () => {
    const p = await t.register();
    const r = await t.call('POST', '/api/user/update', { auth: p.auth, body: { nickname: '  Lucky Cat ' } });
    expect(r.body.data.nickname).toBe('Lucky Cat');
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.nickname).toBe('Lucky Cat');
    expect((await t.call('POST', '/api/user/update', { auth: p.auth, body: { nickname: 'x' } })).body.code).toBe('user.error.nickname');
    expect((await t.call('POST', '/api/user/update', { auth: p.auth, body: { nickname: '<script>' } })).body.code).toBe(
      'user.error.nickname',
    );
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 10);
    expect(
      (await t.call('POST', '/api/user/update', { auth: p.auth, body: { birthday: young.toISOString().slice(0, 10) } })).body.code,
    ).toBe('user.error.birthday');
    expect((await t.call('POST', '/api/user/update', { auth: p.auth, body: { birthday: '1990-02-30' } })).body.code).toBe(
      'user.error.birthday',
    );
    const set = await t.call('POST', '/api/user/update', { auth: p.auth, body: { birthday: '1990-05-17' } });
    expect(set.body.data.birthday).toBe('1990-05-17');
    expect((await t.call('POST', '/api/user/update', { auth: p.auth, body: { birthday: '1990-05-17' } })).status).toBe(200);
    const again = await t.call('POST', '/api/user/update', { auth: p.auth, body: { birthday: '1991-01-01' } });
    expect(again.body).toEqual({ code: 'user.error.birthday_set', msg: 'Your birthday can be set only once' });
  });

  it('re-encodes an uploaded PNG/JPEG to a metadata-free WebP; SVG, fakes and oversize are refused', async () => {
    const p = await t.register();
    const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#f5c400' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner', Artist: 'someone' } } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const ok = await upload(p.auth, 'me.jpg', 'image/jpeg', jpeg);
    expect(ok.status).toBe(200);
    expect(ok.body.data.headImg).toMatch(new RegExp(`^/api/user/avatar/${p.uid}\\?v=1$`));
    const img = await t.app.inject({ method: 'GET', url: ok.body.data.headImg });
    expect(img.headers['content-type']).toBe('image/webp');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(img.rawPayload.includes(Buffer.from('secret-gps-owner'))).toBe(false);
    expect((await t.call('GET', '/api/user/base_info', { auth: p.auth })).body.data.head_img).toBe(ok.body.data.headImg);

    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#00ff00' } })
      .png()
      .toBuffer();
    expect((await upload(p.auth, 'renamed.gif', 'image/gif', png)).body.data.headImg).toMatch(/\?v=2$/);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(await upload(p.auth, 'x.svg', 'image/svg+xml', svg)).toEqual({
      status: 415,
      body: { code: 'user.error.avatar_type', msg: 'Please upload a PNG or JPEG image' },
    });
    expect((await upload(p.auth, 'fake.png', 'image/png', Buffer.from('just text pretending'))).body.code).toBe('user.error.avatar_type');
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    expect((await upload(p.auth, 'big.png', 'image/png', big)).body.code).toBe('user.error.avatar_size');
    expect((await t.call('POST', '/api/user/avatar', { auth: p.auth, body: {} })).body.code).toBe('user.error.avatar_type');
    expect((await upload('', 'me.png', 'image/png', png)).status).toBe(401);
  });

  it('takes a friend code once; the own code and unknown codes are refused', async () => {
    const a = await t.register();
    const b = await t.register();
    const prof = (await t.call('GET', '/api/user/profile', { auth: a.auth })).body.data;
    expect(prof.friendCode).toBe(friendCodeOf(a.uid));
    expect(prof.friendCodeUsed).toBe(false);
    const own = await t.call('POST', '/api/user/friendCode/submit', { auth: a.auth, body: { code: prof.friendCode } });
    expect(own.body.code).toBe('user.error.friend_code_own');
    expect((await t.call('POST', '/api/user/friendCode/submit', { auth: a.auth, body: { code: 'HBZZZZZZ' } })).body.code).toBe(
      'user.error.friend_code_unknown',
    );
    expect((await t.call('POST', '/api/user/friendCode/submit', { auth: a.auth, body: { code: 'hello' } })).body.code).toBe(
      'user.error.friend_code_unknown',
    );
    expect(
      (await t.call('POST', '/api/user/friendCode/submit', { auth: a.auth, body: { code: friendCodeOf(b.uid).toLowerCase() } })).status,
    ).toBe(200);
    expect((await t.call('POST', '/api/user/friendCode/submit', { auth: a.auth, body: { code: friendCodeOf(b.uid) } })).body.code).toBe(
      'user.error.friend_code_used',
    );
    expect((await t.call('GET', '/api/user/profile', { auth: a.auth })).body.data.friendCodeUsed).toBe(true);
  });

  it('lists sessions (this device marked), signs out one device and everywhere', async () => {
    const p = await t.register();
    const login = () =>
      t
        .call('POST', '/api/user/login/email/login', { body: { email: p.email, password: 'secret123' } })
        .then((r) => r.body.data.authorization as string);
    const b = await login();
    const c = await login();
    const list = (await t.call('GET', '/api/user/sessions', { auth: p.auth })).body.data as { id: number; current: boolean }[];
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const other = list.find((s) => !s.current)!;
    expect((await t.call('POST', `/api/user/sessions/${other.id}/revoke`, { auth: p.auth })).status).toBe(200);
    expect((await t.call('POST', `/api/user/sessions/${other.id}/revoke`, { auth: p.auth })).body.code).toBe(
      'user.error.session_not_found',
    );
    const q = await t.register();
    expect((await t.call('POST', `/api/user/sessions/${list.find((s) => s.current)!.id}/revoke`, { auth: q.auth })).status).toBe(404);
    const all = await t.call('POST', '/api/user/sessions/revoke_all', { auth: p.auth, body: { includeCurrent: true } });
    expect(all.body.data.revoked).toBe(2);
    for (const auth of [p.auth, b, c]) expect((await t.call('GET', '/api/user/base_info', { auth })).status).toBe(401);
  });

  it('deletes an account: password required, blockers refuse, token dead at once, PII gone, ledger intact', async () => {
    const p = await t.register();
    await t.fund(p.uid, 2500);
    await t.call('POST', '/api/user/addr/submit', {
      auth: p.auth,
      body: {
        recipientName: 'Ann Lee',
        phone: '+1 555 0100',
        street: '1 Main St',
        city: 'Austin',
        state: 'TX',
        postcode: '73301',
        countryCode: 'US',
      },
    });
    await t.call('POST', '/api/user/update', { auth: p.auth, body: { nickname: 'Ann' } });
    const before = await checkLedger(t.s.dbHandle.db);
    expect((await t.call('POST', '/api/user/delete', { auth: p.auth, body: { password: 'wrongpass1' } })).body.code).toBe(
      'user.error.old_password',
    );
    expect((await t.call('POST', '/api/user/delete', { auth: p.auth, body: { password: '' } })).body.code).toBe('validation.required');
    t.s.accounts.deletion.addDeletionBlocker(async (_db, uid) => (uid === p.uid ? 'shipping order #1 open' : null));
    const blocked = await t.call('POST', '/api/user/delete', { auth: p.auth, body: { password: 'secret123' } });
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({ code: 'user.error.delete_blocked', details: { reasons: ['shipping order #1 open'] } });
    const q = await t.register();
    expect((await t.call('POST', '/api/user/delete', { auth: q.auth, body: { password: 'secret123' } })).status).toBe(200);
    expect((await t.call('GET', '/api/user/base_info', { auth: q.auth })).status).toBe(401);
    // the anonymised account's old email now answers like any unknown email (no account enumeration)
    expect((await t.call('POST', '/api/user/login/email/login', { body: { email: q.email, password: 'secret123' } })).body.code).toBe(
      'user.error.bad_credentials',
    );
    // after the blocker clears p can go; its ledger lines stay
    const res = await t.s.dbHandle.db.execute(sql`select email, nickname, head_img from users where id = ${q.uid}`);
    const row = ((res as { rows?: unknown[] }).rows ?? res) as { email: string; nickname: string }[];
    expect(row[0]).toMatchObject({ email: `deleted-${q.uid}@deleted.invalid`, nickname: 'Deleted player' });
    const after = await checkLedger(t.s.dbHandle.db);
    expect(after.ok).toBe(true);
    expect(after.entries).toBe(before.entries);
    expect((await t.call('GET', '/api/user/addr/list', { auth: p.auth })).body.data).toHaveLength(1);
  });

  it('deleting a player who has an avatar and addresses wipes both (image gone, rows gone); the ledger stays intact', async () => {
    const p = await t.register();
    await t.fund(p.uid, 1500);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const avatar = await upload(p.auth, 'me.png', 'image/png', png);
    expect(avatar.status).toBe(200);
    const addr = {
      recipientName: 'Bo Kim',
      phone: '+1 555 0101',
      street: '2 Side St',
      city: 'Austin',
      state: 'TX',
      postcode: '73301',
      countryCode: 'US',
    };
    for (const street of ['2 Side St', '3 Other Rd'])
      expect((await t.call('POST', '/api/user/addr/submit', { auth: p.auth, body: { ...addr, street } })).status).toBe(200);
    const count = async (table: 'user_avatars' | 'user_addresses') =>
      Number(
        rowsOf<{ n: string | number }>(
          await t.s.dbHandle.db.execute(sql`select count(*) as n from ${sql.raw(table)} where user_id = ${p.uid}`),
        )[0]!.n,
      );
    expect(await count('user_avatars')).toBe(1);
    expect(await count('user_addresses')).toBe(2);
    expect((await t.app.inject({ method: 'GET', url: avatar.body.data.headImg })).statusCode).toBe(200);
    const before = await checkLedger(t.s.dbHandle.db);
    const lines = async () =>
      rowsOf<{ amount: string | number }>(
        await t.s.dbHandle.db.execute(
          sql`select l.amount from journal_lines l join accounts a on a.id = l.account_id where a.user_id = ${p.uid} order by l.id`,
        ),
      ).map((r) => Number(r.amount));
    const linesBefore = await lines();

    expect((await t.call('POST', '/api/user/delete', { auth: p.auth, body: { password: 'secret123' } })).status).toBe(200);
    expect(await count('user_avatars')).toBe(0);
    expect(await count('user_addresses')).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: avatar.body.data.headImg })).statusCode).toBe(404);
    const user = rowsOf<{ head_img: string; email: string }>(
      await t.s.dbHandle.db.execute(sql`select head_img, email from users where id = ${p.uid}`),
    )[0]!;
    expect(user.head_img).not.toContain('/api/user/avatar/');
    expect(user.email).toBe(`deleted-${p.uid}@deleted.invalid`);
    const after = await checkLedger(t.s.dbHandle.db);
    expect(after.ok).toBe(true);
    expect(after.entries).toBe(before.entries);
    expect(await lines()).toEqual(linesBefore);
    expect(linesBefore).toEqual([1500]);
  });
});

describe('profile rules (small)', () => {
  it('friend codes round-trip; birthdays are real dates of adults', () => {
    for (const uid of [1, 35, 36, 99_999, 2_000_000]) expect(uidOfFriendCode(friendCodeOf(uid))).toBe(uid);
    expect(uidOfFriendCode('XX12')).toBeNull();
    expect(uidOfFriendCode('HBZZZZZZ')).toBeNull(); // beyond the int4 uid range
    const now = new Date('2026-06-15T00:00:00Z');
    expect(isValidBirthday('2008-06-15', now)).toBe(true);
    expect(isValidBirthday('2008-06-16', now)).toBe(false);
    expect(isValidBirthday('1990-13-01', now)).toBe(false);
    expect(isValidBirthday('1890-01-01', now)).toBe(false);
  });
});
