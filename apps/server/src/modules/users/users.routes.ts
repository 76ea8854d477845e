import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import multipart from '@fastify/multipart';
import {
  AvatarUploaded,
  DeleteAccountBody,
  EmailBody,
  EmailCodeBody,
  envelope,
  FriendCodeBody,
  IdParam,
  Mailbox,
  Profile,
  ResetPasswordBody,
  SessionList,
  SessionsRevoked,
  UpdatePasswordBody,
  UpdateProfileBody,
} from '@hapa/contracts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';
import { originOf } from '../referral/referral.routes.ts';
import { addressesRoutes } from '../addresses/addresses.routes.ts';
import { protectionRoutes } from '../protection/protection.routes.ts';
import { socialRoutes } from '../social-auth/social.routes.ts';
import { AVATAR_MAX_BYTES } from './avatar.ts';
import { headerLanguage } from './language.service.ts';
import { readUploadedFile } from '../../http/upload.ts';
import { BOT_CHECKED_ROUTE } from '../bot-check/bot-check.ts';

const Null = envelope(z.null());

/**
 * Account routes (docs/product/endpoints.md#user-and-auth user/auth: repassword, email verify, update, update_password, avatar,
 * friendCode, delete, addresses; dev mailbox outside production). A Fastify plugin so multipart
 * parsing stays inside it.
 */
export async function accountsPlugin(base: FastifyInstance, s: Services) {
  await base.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  const app = base.withTypeProvider<ZodTypeProvider>();
  const a = s.accounts;
  const strict = rateLimit(s, Math.max(1, Math.floor(s.config.RATE_LIMIT_PER_MINUTE / 8)));
  const strictBotChecked = { ...strict, ...BOT_CHECKED_ROUTE }; // the reset-code request and the reset (docs/product/validation.md#accounts bot check)

  app.post(
    '/api/user/repassword/email_code',
    { schema: { tags: ['user'], body: EmailBody, response: { 200: Null } }, config: strictBotChecked },
    async (req) => {
      await a.emailFlows.sendReset(req.body.email, headerLanguage(req.headers), req.log);
      return ok(null);
    },
  );
  app.post(
    '/api/user/email/repassword',
    { schema: { tags: ['user'], body: ResetPasswordBody, response: { 200: Null } }, config: strictBotChecked },
    async (req) => {
      await a.emailFlows.resetPassword(req.body.email, req.body.code, req.body.password);
      return ok(null);
    },
  );
  app.post(
    '/api/user/email/verify',
    { schema: { tags: ['user'], body: EmailCodeBody, response: { 200: Null } }, config: strict },
    async (req) => {
      await a.emailFlows.confirmEmail(req.body.email, req.body.code);
      return ok(null);
    },
  );
  app.post('/api/user/email/verify_code', { schema: { tags: ['user'], response: { 200: Null } }, config: strict }, async (req) => {
    await a.emailFlows.sendConfirm(requireUser(req).id, headerLanguage(req.headers));
    return ok(null);
  });

  app.get('/api/user/profile', { schema: { tags: ['user'], response: { 200: envelope(Profile) } } }, async (req) =>
    ok(await a.profile.profile(requireUser(req).id)),
  );
  app.post('/api/user/update', { schema: { tags: ['user'], body: UpdateProfileBody, response: { 200: envelope(Profile) } } }, async (req) =>
    ok(await a.profile.update(requireUser(req).id, req.body)),
  );
  app.post(
    '/api/user/update_password',
    { schema: { tags: ['user'], body: UpdatePasswordBody, response: { 200: Null } }, config: strict },
    async (req) => {
      await a.profile.updatePassword(requireUser(req), req.body.oldPassword, req.body.password);
      return ok(null);
    },
  );
  app.post(
    '/api/user/avatar',
    {
      schema: { tags: ['user'], consumes: ['multipart/form-data'], response: { 200: envelope(AvatarUploaded) } },
      config: strict,
    },
    async (req) => {
      const user = requireUser(req);
      const upload = await readUploadedFile(req, { tooLarge: 'user.error.avatar_size', badType: 'user.error.avatar_type' });
      return ok({ headImg: await a.profile.uploadAvatar(user.id, upload) });
    },
  );
  app.get('/api/user/avatar/:id', { schema: { tags: ['user'], params: IdParam } }, async (req, reply) => {
    const found = await a.profile.avatar(req.params.id);
    if (!found) throw new AppError('error.not_found');
    return reply
      .type('image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(found.bytes);
  });
  app.post(
    '/api/user/friendCode/submit',
    { schema: { tags: ['user'], body: FriendCodeBody, response: { 200: Null } }, config: strict },
    async (req) => {
      await s.referral.submitFriendCode(requireUser(req).id, req.body.code, originOf(req));
      return ok(null);
    },
  );

  app.get('/api/user/sessions', { schema: { tags: ['user'], response: { 200: envelope(SessionList) } } }, async (req) =>
    ok(await a.profile.sessions(requireUser(req))),
  );
  app.post('/api/user/sessions/:id/revoke', { schema: { tags: ['user'], params: IdParam, response: { 200: Null } } }, async (req) => {
    await a.profile.revokeSession(requireUser(req), req.params.id);
    return ok(null);
  });
  app.post(
    '/api/user/sessions/revoke_all',
    {
      schema: {
        tags: ['user'],
        body: z.object({ includeCurrent: z.boolean().default(false) }).default({ includeCurrent: false }),
        response: { 200: envelope(SessionsRevoked) },
      },
    },
    async (req) => ok({ revoked: await a.profile.revokeAll(requireUser(req), req.body.includeCurrent) }),
  );

  app.post(
    '/api/user/delete',
    { schema: { tags: ['user'], body: DeleteAccountBody, response: { 200: Null } }, config: strict },
    async (req) => {
      await a.deletion.deleteAccount(requireUser(req), req.body);
      return ok(null);
    },
  );

  addressesRoutes(app, a.addresses);
  protectionRoutes(app, a.protection);
  socialRoutes(app, s, a.social);

  if (s.config.NODE_ENV !== 'production') {
    app.get(
      '/api/dev/mailbox',
      { schema: { tags: ['dev'], querystring: z.object({ to: z.string().max(254).optional() }), response: { 200: envelope(Mailbox) } } },
      async (req) => ok({ mode: a.mail.mode, list: await a.mail.outbox(req.query.to) }),
    );
  }
}
