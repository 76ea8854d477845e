import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  IdParam,
  OpsCorrection,
  OpsCorrectionBody,
  OpsCorrectionPage,
  OpsCorrectionQuery,
  OpsDecisionBody,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops'];

/**
 * Money corrections in the console (docs/security.md#console-money-rules): finance requests and decides under the console money rules
 * (docs/security.md#console-money-rules; the rule table itself is /api/ops/money/rules).
 */
export function correctionsOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const finance = opsAuth(s, ['finance']);
  app.get(
    '/api/ops/corrections',
    { onRequest: finance, schema: { tags: TAGS, querystring: OpsCorrectionQuery, response: { 200: envelope(OpsCorrectionPage) } } },
    async (req) => ok(await s.corrections.list(operatorOf(req), req.query)),
  );
  app.post(
    '/api/ops/corrections',
    { onRequest: finance, schema: { tags: TAGS, body: OpsCorrectionBody, response: { 200: envelope(OpsCorrection) } } },
    async (req) => ok(await s.corrections.request(operatorOf(req), req.body)),
  );
  app.post(
    '/api/ops/corrections/:id/decision',
    { onRequest: finance, schema: { tags: TAGS, params: IdParam, body: OpsDecisionBody, response: { 200: envelope(OpsCorrection) } } },
    async (req) => ok(await s.corrections.decide(operatorOf(req), req.params.id, req.body.approve)),
  );
}
