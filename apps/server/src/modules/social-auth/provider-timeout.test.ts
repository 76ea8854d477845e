import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { timedFetch } from '../../lib/http-client.ts';
import { FacebookProvider, GoogleProvider } from './providers.ts';

/**
 * Sign-in providers that do not answer (docs/architecture/production.md#outbound-calls): Facebook's Graph API and Google's key
 * set on a local server that never answers turn into `error.provider_timeout` within the deadline, not a hung
 * sign-in and not a "your credential is invalid".
 */
describe('social sign-in against providers that never answer (small, local stub)', () => {
  let server: Server;
  let base = '';
  const held: ServerResponse[] = [];
  beforeAll(async () => {
    server = createServer((_req, res) => void held.push(res));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const res of held) res.destroy();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const keyOf = async (work: Promise<unknown>) => {
    const started = Date.now();
    const err = await work.then(
      () => null,
      (e: unknown) => e,
    );
    return { key: err instanceof AppError ? err.key : String(err), ms: Date.now() - started };
  };

  it('Facebook: the Graph API never answers -> error.provider_timeout within the deadline', async () => {
    const facebook = new FacebookProvider({
      appId: 'app',
      appSecret: 'secret',
      graphUrl: base,
      fetch: timedFetch({ provider: 'facebook', timeoutMs: 400, retries: 2 }),
    });
    const r = await keyOf(facebook.verify({ accessToken: 'EAAB-token' }));
    expect(r.key).toBe('error.provider_timeout');
    expect(r.ms).toBeLessThan(2_000);
  });

  it('Google: the key set never comes -> error.provider_timeout within the deadline', async () => {
    const google = GoogleProvider.live('client-id', `${base}/certs`, 400);
    // a well-formed RS256 token header, so jose goes for the keys
    const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'k1', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: '1', aud: 'client-id', iss: 'https://accounts.google.com' })).toString('base64url');
    const r = await keyOf(google.verify({ idToken: `${header}.${payload}.c2ln` }));
    expect(r.key).toBe('error.provider_timeout');
    expect(r.ms).toBeLessThan(2_000);
  });
});
