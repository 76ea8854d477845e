import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BaseInfo, EmailPasswordBody, envelope, RegisterBody, SessionData } from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';
import { originOf } from '../referral/referral.routes.ts';
import { BOT_CHECKED_ROUTE } from '../bot-check/bot-check.ts';
import { SESSION_USER_AGENT_MAX, type SessionClient } from './auth.service.ts';

const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * What a new session records about the request that opens it (docs/security.md#sessions-and-devices): `req.ip`
 * (TRUST_PROXY aware), the User-Agent cut to 300 characters, and `X-Device-Id` when well formed (else null).
 */
export function sessionClientOf(req: FastifyRequest): SessionClient {
  const ua = req.headers['user-agent'];
  const device = req.headers['x-device-id'];
  return {
    ip: req.ip || null,
    userAgent: typeof ua === 'string' && ua ? ua.slice(0, SESSION_USER_AGENT_MAX) : null,
    deviceId: typeof device === 'string' && DEVICE_ID.test(device) ? device : null,
  };
}

/** User/auth calls (docs/product/endpoints.md#user-and-auth). */
export function authRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const channel = (h: unknown) => (typeof h === 'string' && /^[a-z0-9_-]{1,20}$/.test(h) ? h : 'web');
  app.post(
    '/api/user/register/v2',
    {
      schema: { tags: ['user'], body: RegisterBody, response: { 200: envelope(SessionData) } },
      config: { ...rateLimit(s, Math.max(1, Math.floor(s.config.RATE_LIMIT_PER_MINUTE / 4))), ...BOT_CHECKED_ROUTE },
    },
    async (req) => {
      // player protection: an explicit 18+ confirmation, never implied
      if (req.body.ageConfirmed !== true) throw new AppError('user.error.age_confirm');
      // a friend code typed at sign-up is honoured like /user/friendCode/submit, an unknown one refused before the
      // account exists (docs/spec-notes.md#friend-code-at-sign-in)
      const friendCode = req.body.friendCode?.trim();
      if (friendCode && !(await s.referral.isKnownCode(friendCode))) throw new AppError('user.error.friend_code_unknown');
      const session = await s.auth.register(
        req.body.email,
        req.body.password,
        channel(req.headers['x-channel-type']),
        sessionClientOf(req),
      );
      await s.accounts.afterSignUp(session.uid, req.log, await s.accounts.languages.forRequest(req)); // the mail in the sign-up's language
      // the referral channel kept through sign-up (docs/product/states.md#after-sign-up; a bad or own code is ignored), which also records where the
      // account was made (self-referral checks); a typed friend code replaces the channel's code
      const channelInvited = await s.referral.bindAtSignUp(
        session.uid,
        friendCode ? { code: '' } : (req.body.referral ?? { code: '' }),
        originOf(req),
      );
      if (friendCode) await s.referral.submitFriendCode(session.uid, friendCode, originOf(req));
      const invited = channelInvited || !!friendCode;
      await s.attribution.recordSignUp(session.uid, req.headers, req.log); // docs/product/endpoints.md#conventions headers, one row per new account
      if (invited) return ok({ ...session, invited: true });
      return ok(session);
    },
  );
  app.post(
    '/api/user/login/email/login',
    {
      schema: { tags: ['user'], body: EmailPasswordBody, response: { 200: envelope(SessionData) } },
      config: { ...rateLimit(s, Math.max(1, Math.floor(s.config.RATE_LIMIT_PER_MINUTE / 4))), ...BOT_CHECKED_ROUTE },
    },
    async (req) => {
      // a friend code sent with the login links the referral like /user/friendCode/submit before the session opens;
      // a refusal (unknown, own, already used) refuses the login with its key (docs/spec-notes.md#friend-code-at-sign-in)
      const friendCode = req.body.friendCode?.trim();
      const link = friendCode ? (u: { id: number }) => s.referral.submitFriendCode(u.id, friendCode, originOf(req)) : undefined;
      return ok(await s.auth.login(req.body.email, req.body.password, channel(req.headers['x-channel-type']), link, sessionClientOf(req)));
    },
  );
  app.post('/api/user/logout', { schema: { tags: ['user'], response: { 200: envelope(z.null()) } } }, async (req) => {
    await s.auth.logout(requireUser(req));
    return ok(null);
  });
  app.get('/api/user/base_info', { schema: { tags: ['user'], response: { 200: envelope(BaseInfo) } } }, async (req) =>
    ok(await s.auth.baseInfo(requireUser(req).id)),
  );
}
