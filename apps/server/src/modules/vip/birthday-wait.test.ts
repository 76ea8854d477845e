import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/harness.ts';
import { heldClock } from '../battles/battle-fixtures.ts';

const DAY = 86_400_000;
/** `YYYY-MM-DD` of a birthday in 1990 that falls on the UTC day of `at`. */
const birthdayOn = (at: number) => `1990-${new Date(at).toISOString().slice(5, 10)}`;

/**
 * The birthday wait (docs/spec-notes.md#birthday-wait): a birthday saved today is no gift today. The gift opens
 * `birthday.waitDays` (an operator setting, default 30) after the birthday was saved, so saving today's date is not a
 * way to a gift; a birthday saved long enough ago still gets its gift on the day.
 */
describe.each(DRIVERS)('birthday wait on %s (medium)', (driver) => {
  let t: TestApp;
  const start = Date.parse('2026-03-10T12:00:00Z');
  const clock = heldClock(start);
  beforeAll(async () => {
    t = await createTestApp(driver, { SESSION_TTL_DAYS: '90' }, { clock });
  });
  afterAll(async () => t?.close());
  const save = (auth: string, birthday: string) => t.call('POST', '/api/user/update', { auth, body: { birthday } });

  it('a birthday saved today: the day is the birthday, but the draw and the claim say when the gift opens', async () => {
    clock.set(start);
    const p = await t.register();
    expect((await save(p.auth, birthdayOn(start))).status).toBe(200);
    const info = (await t.call('GET', '/api/user/birthday', { auth: p.auth })).body.data;
    expect(info).toMatchObject({ isBirthday: true, availableAt: new Date(start + 30 * DAY).toISOString() });
    const draw = await t.call('POST', '/api/user/birthday/draw', { auth: p.auth });
    expect([draw.status, draw.body.code, draw.body.details]).toEqual([
      409,
      'birthday.error.too_recent',
      { availableAt: new Date(start + 30 * DAY).toISOString() },
    ]);
    expect((await t.call('POST', '/api/user/birthday/obtain', { auth: p.auth })).body.code).toBe('birthday.error.too_recent');
  });

  it('a birthday saved 30 days before it gets its gift on the day', async () => {
    clock.set(start);
    const p = await t.register();
    expect((await save(p.auth, birthdayOn(start + 30 * DAY))).status).toBe(200);
    clock.set(start + 30 * DAY);
    const info = (await t.call('GET', '/api/user/birthday', { auth: p.auth })).body.data;
    expect(info).toMatchObject({ isBirthday: true, availableAt: null });
    expect((await t.call('POST', '/api/user/birthday/draw', { auth: p.auth })).status).toBe(200);
    expect((await t.call('POST', '/api/user/birthday/obtain', { auth: p.auth })).status).toBe(200);
    clock.set(start);
  });

  it('the wait is an operator setting (console VIP settings, audited): at 0 a birthday saved today opens today', async () => {
    clock.set(start);
    const op = await t.operator(['finance']);
    const view = (await t.call('GET', '/api/ops/vip', { auth: op.authorization })).body.data;
    expect(view.settings.birthdayWaitDays).toBe(30);
    const saved = await t.call('POST', '/api/ops/vip/settings', {
      auth: op.authorization,
      body: { ...view.settings, birthdayWaitDays: 0 },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.settings.birthdayWaitDays).toBe(0);
    // a save without the field keeps it
    const kept = { ...view.settings, birthdayWaitDays: undefined };
    expect(
      (await t.call('POST', '/api/ops/vip/settings', { auth: op.authorization, body: kept })).body.data.settings.birthdayWaitDays,
    ).toBe(0);
    const p = await t.register();
    await save(p.auth, birthdayOn(start));
    expect((await t.call('GET', '/api/user/birthday', { auth: p.auth })).body.data.availableAt).toBeNull();
    expect((await t.call('POST', '/api/user/birthday/draw', { auth: p.auth })).status).toBe(200);
    await t.call('POST', '/api/ops/vip/settings', { auth: op.authorization, body: view.settings });
  });
});
