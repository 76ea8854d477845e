import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';

const addr = (over: Record<string, unknown> = {}) => ({
  recipientName: 'Ann Lee',
  phone: '+1 555 0100',
  street: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postcode: '73301',
  countryCode: 'us',
  ...over,
});

describe.each(DRIVERS)('addresses on %s (medium)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(async () => t?.close());

  const submit = (auth: string, body: unknown) => t.call('POST', '/api/user/addr/submit', { auth, body });
  const list = async (auth: string) =>
    (await t.call('GET', '/api/user/addr/list', { auth })).body.data as {
      id: number;
      isDefault: boolean;
      city: string;
      countryCode: string;
    }[];

  it('serves the country list', async () => {
    const r = await t.call('GET', '/api/country/list');
    expect(r.status).toBe(200);
    expect(r.body.data).toContainEqual({ code: 'US', name: 'United States' });
    expect(r.body.data.length).toBeGreaterThan(100);
  });

  it('creates, edits, sets the default and deletes; the first address is the default', async () => {
    const p = await t.register();
    const first = await submit(p.auth, addr());
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ city: 'Austin', countryCode: 'US', isDefault: true, recipientName: 'Ann Lee' });
    const second = (await submit(p.auth, addr({ city: 'Boston', state: 'MA' }))).body.data;
    expect(second.isDefault).toBe(false);
    const edited = await submit(p.auth, { ...addr({ city: 'Cambridge', state: 'MA' }), id: second.id, isDefault: true });
    expect(edited.body.data).toMatchObject({ id: second.id, city: 'Cambridge', isDefault: true });
    let all = await list(p.auth);
    expect(all.map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.body.data.id, false],
    ]);
    expect((await t.call('DELETE', `/api/user/addr/${second.id}`, { auth: p.auth })).status).toBe(200);
    all = await list(p.auth);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ id: first.body.data.id, isDefault: true });
    expect((await t.call('DELETE', `/api/user/addr/${second.id}`, { auth: p.auth })).body.code).toBe('address.error.not_found');
  });

  it("another player's address is a 404 for edit and delete (IDOR)", async () => {
    const owner = await t.register();
    const thief = await t.register();
    const id = (await submit(owner.auth, addr())).body.data.id;
    const edit = await submit(thief.auth, { ...addr({ city: 'Hacked' }), id });
    expect(edit.status).toBe(404);
    expect(edit.body).toEqual({ code: 'address.error.not_found', msg: 'This address does not exist' });
    expect((await t.call('DELETE', `/api/user/addr/${id}`, { auth: thief.auth })).status).toBe(404);
    expect(await list(thief.auth)).toEqual([]);
    expect((await list(owner.auth))[0]!.city).toBe('Austin');
    expect((await t.call('GET', '/api/user/addr/list')).status).toBe(401);
  });

  it('answers 4xx, never 5xx, for an address id beyond the int4 column (docs/architecture/production.md id bounds)', async () => {
    const p = await t.register();
    const id = (await submit(p.auth, addr())).body.data.id;
    for (const bad of [2_147_483_648, 99_999_999_999, 0, -1, 1.5]) {
      const r = await submit(p.auth, { ...addr({ city: 'Nowhere' }), id: bad });
      expect(r.status, `id ${bad}`).toBe(400);
      expect(r.body.code).toBe('error.invalid_parameter');
    }
    // the largest int4 id is a valid shape that names no address of this player
    expect((await submit(p.auth, { ...addr(), id: 2_147_483_647 })).body.code).toBe('address.error.not_found');
    expect((await list(p.auth)).map((a) => [a.id, a.city])).toEqual([[id, 'Austin']]);
  });

  it('keeps at most 10 addresses, also when created at once', async () => {
    const p = await t.register();
    const results = await Promise.all(Array.from({ length: 14 }, (_, i) => submit(p.auth, addr({ street: `${i} Main St` }))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'address.error.limit')).toBe(true);
    const all = await list(p.auth);
    expect(all).toHaveLength(10);
    expect(all.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('validates every field and the country', async () => {
    const p = await t.register();
    for (const field of ['recipientName', 'phone', 'street', 'city', 'state', 'postcode', 'countryCode']) {
      const r = await submit(p.auth, addr({ [field]: '' }));
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('error.invalid_parameter');
      expect(r.body.msg).toContain(field);
    }
    expect((await submit(p.auth, addr({ phone: 'call me' }))).body.msg).toContain('phone');
    expect((await submit(p.auth, addr({ countryCode: 'XX' }))).body).toEqual({
      code: 'address.error.country',
      msg: 'This country is not supported',
    });
    expect((await t.call('DELETE', '/api/user/addr/abc', { auth: p.auth })).status).toBe(400);
  });
});
