import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  CHAT_IMAGE_MAX_BYTES,
  ChatImageUpload,
  ChatMessage,
  ChatUnread,
  envelope,
  OpsAssignBody,
  OpsConversation,
  OpsConversationDetail,
  OpsConversationList,
  OpsConversationParam,
  OpsConversationQuery,
  OpsMuteBody,
  OpsMuteResult,
  OpsReplyBody,
  OpsTypingAck,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { readUploadedFile } from '../../http/upload.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops-support'];

/**
 * Operator console, support inbox (docs/architecture/console.md; role `support`, admin passes every check): conversations,
 * history, read, reply, assign, typing, image upload, chat room mute. Mutations are audited (reply, assign,
 * image, mute); read and typing change no business state. A plugin so multipart parsing stays inside it.
 */
export async function chatOpsPlugin(base: FastifyInstance, s: Services) {
  await base.register(multipart, { limits: { fileSize: CHAT_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  const app = base.withTypeProvider<ZodTypeProvider>();
  const guard = opsAuth(s, ['support']);
  const inbox = s.chatSupport;
  app.get(
    '/api/ops/support/conversations',
    { onRequest: guard, schema: { tags: TAGS, querystring: OpsConversationQuery, response: { 200: envelope(OpsConversationList) } } },
    async (req) => ok(await inbox.list(operatorOf(req), req.query)),
  );
  app.get(
    '/api/ops/support/conversations/:id',
    { onRequest: guard, schema: { tags: TAGS, params: OpsConversationParam, response: { 200: envelope(OpsConversationDetail) } } },
    async (req) => ok(await inbox.detail(req.params.id)),
  );
  app.post(
    '/api/ops/support/conversations/:id/read',
    { onRequest: guard, schema: { tags: TAGS, params: OpsConversationParam, response: { 200: envelope(ChatUnread) } } },
    async (req) => ok(await inbox.read(req.params.id)),
  );
  app.post(
    '/api/ops/support/conversations/:id/reply',
    {
      onRequest: guard,
      schema: { tags: TAGS, params: OpsConversationParam, body: OpsReplyBody, response: { 200: envelope(ChatMessage) } },
    },
    async (req) => ok(await inbox.reply(operatorOf(req), req.params.id, req.body)),
  );
  app.post(
    '/api/ops/support/conversations/:id/assign',
    {
      onRequest: guard,
      schema: { tags: TAGS, params: OpsConversationParam, body: OpsAssignBody, response: { 200: envelope(OpsConversation) } },
    },
    async (req) => ok(await inbox.assign(operatorOf(req), req.params.id, req.body.assign)),
  );
  app.post(
    '/api/ops/support/conversations/:id/typing',
    {
      onRequest: guard,
      schema: { tags: TAGS, params: OpsConversationParam, response: { 200: envelope(OpsTypingAck) } },
    },
    async (req) => ok(await inbox.typing(req.params.id)),
  );
  app.post(
    '/api/ops/support/image',
    { onRequest: guard, schema: { tags: TAGS, consumes: ['multipart/form-data'], response: { 200: envelope(ChatImageUpload) } } },
    async (req) => {
      const op = operatorOf(req);
      const upload = await readUploadedFile(req, { tooLarge: 'chat.error.image_size', badType: 'chat.error.image_type' });
      return ok(await inbox.uploadImage(op, upload));
    },
  );
  app.post(
    '/api/ops/support/mute',
    { onRequest: guard, schema: { tags: TAGS, body: OpsMuteBody, response: { 200: envelope(OpsMuteResult) } } },
    async (req) => ok(await inbox.mute(operatorOf(req), req.body)),
  );
}
