import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DevTelegramInitData, DevTelegramInitDataBody, envelope } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';

/**
 * Development and test only (not registered when NODE_ENV=production, like /api/dev/mailbox):
 * `POST /api/dev/telegram/init-data {person, name}` signs Telegram Mini App initData for a test person with
 * the auth sandbox's bot token, for the `/dev/telegram` harness (docs/architecture/web-app.md). The same person signs in as
 * the same player. Refused (`user.error.social_disabled`) when Telegram runs with a live bot token.
 */
export function attributionRoutes(base: FastifyInstance, s: Services) {
  if (s.config.NODE_ENV === 'production') return;
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/dev/telegram/init-data',
    {
      schema: { tags: ['dev'], body: DevTelegramInitDataBody, response: { 200: envelope(DevTelegramInitData) } },
    },
    async (req) => {
      const credential = await s.accounts.social.sandboxIssue('telegram', {
        email: `tg-person-${req.body.person}@telegram.sandbox`,
        name: req.body.name,
      });
      return ok({ initData: String(credential.initData) });
    },
  );
}
