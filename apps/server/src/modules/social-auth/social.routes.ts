import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  FacebookLoginBody,
  GoogleLoginBody,
  SandboxIssueBody,
  SessionData,
  SocialProviderName,
  SocialProviders,
  TelegramLoginBody,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';
import type { SocialAuthService } from './social.service.ts';
import { originOf } from '../referral/referral.routes.ts';
import { sessionClientOf } from '../auth/auth.routes.ts';

const channel = (h: unknown) => (typeof h === 'string' && /^[a-z0-9_-]{1,20}$/.test(h) ? h : 'web');

/** /user/login/google, facebook, telegram (docs/product/endpoints.md#user-and-auth; same session shape as email login), linking and the auth sandbox. */
export function socialRoutes(base: FastifyInstance, s: Services, social: SocialAuthService) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const limit = rateLimit(s, Math.max(1, Math.floor(s.config.RATE_LIMIT_PER_MINUTE / 4)));
  app.get('/api/auth/providers', { schema: { tags: ['user'], response: { 200: envelope(SocialProviders) } } }, async () =>
    ok(social.list()),
  );
  const session = { 200: envelope(SessionData) };
  /**
   * A sign-in that created the account binds the referral it carried (docs/product/states.md#after-sign-up, apps/server/src/modules/social-auth/README.md) and records the
   * sign-up footprint (device id, address), exactly as email sign-up does; `invited` tells the app.
   */
  const afterSignIn = async (req: FastifyRequest, body: { referral?: { code: string; channel?: string | null } }, data: SessionData) => {
    if (!data.is_new_user) return data;
    await s.attribution.recordSignUp(data.uid, req.headers, req.log); // docs/product/endpoints.md#conventions headers, one row per new account
    const invited = await s.referral.bindAtSignUp(data.uid, body.referral ?? { code: '' }, originOf(req));
    return invited ? { ...data, invited: true } : data;
  };
  app.post('/api/user/login/google', { schema: { tags: ['user'], body: GoogleLoginBody, response: session }, config: limit }, async (req) =>
    ok(
      await afterSignIn(
        req,
        req.body,
        await social.signIn('google', req.body, channel(req.headers['x-channel-type']), req.log, sessionClientOf(req)),
      ),
    ),
  );
  app.post(
    '/api/user/login/facebook',
    { schema: { tags: ['user'], body: FacebookLoginBody, response: session }, config: limit },
    async (req) =>
      ok(
        await afterSignIn(
          req,
          req.body,
          await social.signIn('facebook', req.body, channel(req.headers['x-channel-type']), req.log, sessionClientOf(req)),
        ),
      ),
  );
  app.post(
    '/api/user/login/telegram',
    { schema: { tags: ['user'], body: TelegramLoginBody, response: session }, config: limit },
    async (req) =>
      ok(
        await afterSignIn(
          req,
          req.body,
          await social.signIn(
            'telegram',
            req.body as Record<string, unknown>,
            channel(req.headers['x-channel-type']) === 'web' ? 'telegram' : channel(req.headers['x-channel-type']),
            req.log,
            sessionClientOf(req),
          ),
        ),
      ),
  );
  app.post(
    '/api/user/link/:provider',
    {
      schema: {
        tags: ['user'],
        params: z.object({ provider: SocialProviderName }),
        body: z.record(z.string(), z.unknown()),
        response: { 200: envelope(z.null()) },
      },
      config: limit,
    },
    async (req) => {
      await social.link(requireUser(req), req.params.provider, req.body, req.log);
      return ok(null);
    },
  );
  app.post(
    '/api/auth/sandbox/:provider/issue',
    {
      schema: {
        tags: ['dev'],
        params: z.object({ provider: SocialProviderName }),
        body: SandboxIssueBody,
        response: { 200: envelope(z.record(z.string(), z.unknown())) },
      },
      config: limit,
    },
    async (req) => ok(await social.sandboxIssue(req.params.provider, req.body)),
  );
}
