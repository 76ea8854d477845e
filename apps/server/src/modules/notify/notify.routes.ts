import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DevNotifyBody, envelope, NotificationIdParam, NotificationPage, NotificationPageQuery, NotificationUnread } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import type { Services } from '../../http/context.ts';

const tags = ['notify'];

/**
 * Notifications (apps/server/src/modules/notify/README.md; docs/product/routes.md#user-area /notification, docs/product/endpoints.md#notify-and-chat Notify calls): the page list (10 a page), the unread
 * count, read one, read all. Every route needs a signed-in player and touches only that player's rows.
 * Outside production, `POST /api/dev/notify {count}` writes test notifications for the caller (e2e: badge caps).
 */
export function notifyRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/notify/message_page_list',
    { schema: { tags, querystring: NotificationPageQuery, response: { 200: envelope(NotificationPage) } } },
    async (req) => ok(await s.notify.page(requireUser(req).id, req.query.page)),
  );
  app.get('/api/notify/unread', { schema: { tags, response: { 200: envelope(NotificationUnread) } } }, async (req) =>
    ok(await s.notify.unread(requireUser(req).id)),
  );
  app.post(
    '/api/notify/message/:id/read',
    { schema: { tags, params: NotificationIdParam, response: { 200: envelope(NotificationUnread) } } },
    async (req) => ok(await s.notify.read(requireUser(req).id, req.params.id)),
  );
  app.post('/api/notify/all/read', { schema: { tags, response: { 200: envelope(NotificationUnread) } } }, async (req) =>
    ok(await s.notify.readAll(requireUser(req).id)),
  );
  if (s.config.NODE_ENV !== 'production') {
    app.post(
      '/api/dev/notify',
      { schema: { tags: ['dev'], body: DevNotifyBody, response: { 200: envelope(NotificationUnread) } } },
      async (req) => ok(await s.notify.devCreate(requireUser(req).id, req.body.count)),
    );
  }
}
