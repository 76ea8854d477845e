import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
import { createForbiddenHandler, KEEP_SESSION_ON_403 } from './api-forbidden.ts';

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('HTTP 403 (small)', () => {
  it('reports the key of a 403 so the app can log out and open sign-up', async () => {
    const onForbidden = vi.fn();
    const api = createApiClient({
      fetch: respond(403, { code: 'user.error.disabled', msg: 'Your account has been disabled' }) as unknown as typeof fetch,
      getAuthorization: () => 'Bearer 1:x:web',
      onUnauthorized: vi.fn(),
      onNoResponse: vi.fn(),
      onForbidden,
    });
    await expect(api('/user/base_info')).rejects.toMatchObject({ key: 'user.error.disabled', status: 403 });
    expect(onForbidden).toHaveBeenCalledWith('user.error.disabled');
    const quiet = createApiClient({
      fetch: respond(403, { code: 'x', msg: 'y' }) as unknown as typeof fetch,
      getAuthorization: () => null,
      onUnauthorized: vi.fn(),
      onNoResponse: vi.fn(),
      onForbidden,
    });
    await expect(quiet('/user/login/email/login', { authRedirect: false })).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });
});

describe('handleForbidden (small; docs/product/errors.md#client-handling "HTTP 403: logout and open sign-up, in app re-read user")', () => {
  const setup = (inApp: boolean, reRead: () => Promise<unknown> = async () => ({})) => {
    const deps = { inApp: vi.fn(() => inApp), clearSession: vi.fn(), openSignUp: vi.fn(), reReadUser: vi.fn(reRead) };
    return { deps, handle: createForbiddenHandler(deps) };
  };

  it('on the website every account-level 403 signs out and opens sign-up, also keys it has never seen', () => {
    for (const key of ['user.error.disabled', 'error.access.forbidden', 'error.unknown', 'some.new.forbidden']) {
      const { deps, handle } = setup(false);
      handle(key);
      expect(deps.clearSession).toHaveBeenCalledTimes(1);
      expect(deps.openSignUp).toHaveBeenCalledTimes(1);
      expect(deps.reReadUser).not.toHaveBeenCalled();
    }
  });

  it('business refusals that answer 403 keep the player signed in, on the website and in the app', () => {
    for (const inApp of [false, true]) {
      const { deps, handle } = setup(inApp);
      for (const key of KEEP_SESSION_ON_403) handle(key);
      expect(deps.clearSession).not.toHaveBeenCalled();
      expect(deps.openSignUp).not.toHaveBeenCalled();
      expect(deps.reReadUser).not.toHaveBeenCalled();
    }
    expect([...KEEP_SESSION_ON_403].sort()).toEqual([
      'battle.error.creator_join',
      'battle.error.not_creator',
      'battle.error.vip_required',
      'boost.error.self',
      'boost.error.trial.level1',
      'chat.error.deposit_required',
      'chat.error.muted',
      'chat.error.vip_chat_level',
      'chat.error.vip_required',
      'ops.error.one_time_password',
      'ops.error.own_account',
      'pay.error.charge_disabled',
      'review.error.not_eligible',
      'treasure_hunter.error.level',
      'vip.error.exclusive_box',
    ]);
  });

  it('in the app shell the user is re-read instead of opening our sign-up; a session that reads fine stays', async () => {
    const { deps, handle } = setup(true);
    handle('user.error.disabled');
    expect(deps.reReadUser).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(deps.reReadUser.mock.results[0]?.value).toBeDefined());
    await deps.reReadUser.mock.results[0]!.value;
    expect(deps.clearSession).not.toHaveBeenCalled();
    expect(deps.openSignUp).not.toHaveBeenCalled();
    // a later 403 re-reads again (the previous re-read has finished)
    await new Promise((r) => setTimeout(r, 0));
    handle('error.access.forbidden');
    expect(deps.reReadUser).toHaveBeenCalledTimes(2);
  });

  it('in the app shell a re-read that is refused with 403 too drops the session (no loop, no sign-up modal)', async () => {
    let release!: () => void;
    const { deps, handle } = setup(
      true,
      () =>
        new Promise<void>((_res, rej) => {
          release = () => rej(new Error('403'));
        }),
    );
    handle('user.error.disabled');
    handle('user.error.disabled'); // the re-read's own 403 arrives while it runs
    expect(deps.reReadUser).toHaveBeenCalledTimes(1);
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
    expect(deps.openSignUp).not.toHaveBeenCalled();
    release();
    await new Promise((r) => setTimeout(r, 0));
  });

  it('wires into the API client: a 403 response reaches the handler with its key', async () => {
    const { deps, handle } = setup(false);
    const api = createApiClient({
      fetch: respond(403, { code: 'error.access.forbidden', msg: 'Access forbidden' }) as unknown as typeof fetch,
      getAuthorization: () => 'Bearer 1:x:web',
      onUnauthorized: vi.fn(),
      onNoResponse: vi.fn(),
      onForbidden: handle,
    });
    await expect(api('/user/profile')).rejects.toMatchObject({ status: 403 });
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
    expect(deps.openSignUp).toHaveBeenCalledTimes(1);
  });
});

describe('every 403 of the error catalogue is classified', () => {
  it('each 403 key either keeps the session (an action refused) or is an account-level refusal that signs out', async () => {
    const { ERRORS } = await import('@hapa/contracts');
    const accountLevel = new Set(['error.access.forbidden', 'user.error.disabled']);
    const forbidden = Object.entries(ERRORS)
      .filter(([, e]) => e.status === 403)
      .map(([k]) => k);
    // a new 403 key must be added to KEEP_SESSION_ON_403 or to the account-level list here, on purpose
    expect(forbidden.filter((k) => !KEEP_SESSION_ON_403.has(k) && !accountLevel.has(k))).toEqual([]);
  });
});
