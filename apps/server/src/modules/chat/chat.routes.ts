import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import {
  CHAT_IMAGE_MAX_BYTES,
  ChatAccess,
  ChatImageParam,
  ChatImageUpload,
  ChatMessage,
  ChatPage,
  ChatPageQuery,
  ChatRoomList,
  ChatRoomSpeakBody,
  ChatSendBody,
  ChatUnread,
  envelope,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { AppError } from '../../http/app-error.ts';
import { readUploadedFile } from '../../http/upload.ts';
import type { Services } from '../../http/context.ts';
import { switched } from '../guides/feature-switch.ts';

const tags = ['chat'];

/**
 * Chats (apps/server/src/modules/chat/README.md; docs/product/endpoints.md#notify-and-chat Notify/chat calls): support and VIP chat send, history (newest 100, paged), read,
 * unread, access (the gates for the web), image upload and serving, and the chat room (speak, list). Every
 * route but the image and the chat room list needs a signed-in player. A plugin so multipart stays inside it.
 */
export async function chatRoutes(base: FastifyInstance, s: Services) {
  await base.register(multipart, { limits: { fileSize: CHAT_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/notify/chat/send',
    { schema: { tags, body: ChatSendBody, response: { 200: envelope(ChatMessage) } }, config: switched('chat') },
    async (req) => ok(await s.chat.send(requireUser(req).id, req.body)),
  );
  app.get(
    '/api/notify/chat_page_list',
    { schema: { tags, querystring: ChatPageQuery, response: { 200: envelope(ChatPage) } } },
    async (req) => ok(await s.chat.page(requireUser(req).id, req.query)),
  );
  app.post('/api/notify/chat/read', { schema: { tags, response: { 200: envelope(ChatUnread) } } }, async (req) =>
    ok(await s.chat.read(requireUser(req).id)),
  );
  app.get('/api/notify/chat/unread', { schema: { tags, response: { 200: envelope(ChatUnread) } } }, async (req) =>
    ok(await s.chat.unread(requireUser(req).id)),
  );
  app.get('/api/notify/chat/access', { schema: { tags, response: { 200: envelope(ChatAccess) } } }, async (req) =>
    ok(await s.chat.access(requireUser(req).id)),
  );
  app.post(
    '/api/notify/chat/image',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelope(ChatImageUpload) } }, config: switched('chat') },
    async (req) => {
      const user = requireUser(req);
      const upload = await readUploadedFile(req, { tooLarge: 'chat.error.image_size', badType: 'chat.error.image_type' });
      return ok(await s.chat.uploadImage(user.id, upload));
    },
  );
  app.get('/api/chat/image/:key', { schema: { tags, params: ChatImageParam } }, async (req, reply) => {
    const found = await s.chat.image(req.params.key);
    if (!found) throw new AppError('error.not_found');
    return reply
      .type(found.mime)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(found.bytes);
  });
  app.post(
    '/api/chat_room/speak',
    { schema: { tags, body: ChatRoomSpeakBody, response: { 200: envelope(ChatMessage) } }, config: switched('chatRoom') },
    async (req) => ok(await s.chat.speak(requireUser(req).id, req.body.text)),
  );
  app.get('/api/chat_room/list', { schema: { tags, response: { 200: envelope(ChatRoomList) } } }, async () => ok(await s.chat.roomList()));
}
