import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  IdParam,
  OpsCorrection,
  OpsCorrectionBody,
  OpsCorrectionPage,
  OpsCorrectionQuery,
  OpsDecisionBody,
  OpsThresholdBody,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops'];

/** Money corrections in the console (issue 10): finance requests and decides; admin sets the approval threshold. */
export function correctionsOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const finance = opsAuth(s, ['finance']);
  app.get(
    '/api/ops/corrections',
    { onRequest: finance, schema: { tags: TAGS, querystring: OpsCorrectionQuery, response: { 200: envelope(OpsCorrectionPage) } } },
    async (req) => ok(await s.corrections.list(req.query)),
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
  app.post(
    '/api/ops/corrections/threshold',
    {
      onRequest: opsAuth(s, ['admin']),
      schema: { tags: TAGS, body: OpsThresholdBody, response: { 200: envelope(z.object({ thresholdCents: z.number().int() })) } },
    },
    async (req) => ok({ thresholdCents: await s.corrections.setThreshold(operatorOf(req), req.body.amount) }),
  );
}
