import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';

const respond = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('HTTP 403 (small)', () => {
  it('reports the key of a 403 so the app can log out and open sign-up', async () => {
    const onForbidden = vi.fn();
    const api = createApiClient({ fetch: respond(403, { code: 'user.error.disabled', msg: 'Your account has been disabled' }) as unknown as typeof fetch, getAuthorization: () => 'Bearer 1:x:web', onUnauthorized: vi.fn(), onNoResponse: vi.fn(), onForbidden });
    await expect(api('/user/base_info')).rejects.toMatchObject({ key: 'user.error.disabled', status: 403 });
    expect(onForbidden).toHaveBeenCalledWith('user.error.disabled');
    const quiet = createApiClient({ fetch: respond(403, { code: 'x', msg: 'y' }) as unknown as typeof fetch, getAuthorization: () => null, onUnauthorized: vi.fn(), onNoResponse: vi.fn(), onForbidden });
    await expect(quiet('/user/login/email/login', { authRedirect: false })).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });
});
