import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  OpsMessage,
  OpsMessageAudienceQuery,
  OpsMessageAudienceSize,
  OpsMessageCreate,
  OpsMessageIdParam,
  OpsMessagePage,
  OpsMessageQuery,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops'];

/**
 * Operator messages in the console (docs/how-to/operator-day.md#messages), role support (admin passes): list, send
 * now or schedule, cancel before it fires. Mutations write their audit row in their own transaction.
 */
export function messagesOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const support = opsAuth(s, ['support']);
  app.get(
    '/api/ops/messages',
    { onRequest: support, schema: { tags: TAGS, querystring: OpsMessageQuery, response: { 200: envelope(OpsMessagePage) } } },
    async (req) => ok(await s.messages.list(req.query.page, req.query.pageSize)),
  );
  app.get(
    '/api/ops/messages/audience',
    {
      onRequest: support,
      schema: { tags: TAGS, querystring: OpsMessageAudienceQuery, response: { 200: envelope(OpsMessageAudienceSize) } },
    },
    async (req) => ok(await s.messages.audienceSize(req.query)),
  );
  app.post(
    '/api/ops/messages',
    { onRequest: support, schema: { tags: TAGS, body: OpsMessageCreate, response: { 200: envelope(OpsMessage) } } },
    async (req) => ok(await s.messages.create(operatorOf(req), req.body)),
  );
  app.post(
    '/api/ops/messages/:id/cancel',
    { onRequest: support, schema: { tags: TAGS, params: OpsMessageIdParam, response: { 200: envelope(OpsMessage) } } },
    async (req) => ok(await s.messages.cancel(operatorOf(req), req.params.id)),
  );
}
