import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, ExclusionBody, Protection, RealityCheckBody, SetLimitBody } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import type { ProtectionService } from './protection.service.ts';

/** Player protection settings of the signed-in player (limits, breaks, reality check). */
export function protectionRoutes(base: FastifyInstance, protection: ProtectionService) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const res = { 200: envelope(Protection) };
  app.get('/api/user/protection', { schema: { tags: ['user'], response: res } }, async (req) =>
    ok(await protection.view(requireUser(req).id)),
  );
  app.post('/api/user/protection/limit', { schema: { tags: ['user'], body: SetLimitBody, response: res } }, async (req) =>
    ok(await protection.setLimit(requireUser(req).id, req.body)),
  );
  app.post('/api/user/protection/exclusion', { schema: { tags: ['user'], body: ExclusionBody, response: res } }, async (req) =>
    ok(await protection.exclude(requireUser(req).id, req.body)),
  );
  app.post('/api/user/protection/reality_check', { schema: { tags: ['user'], body: RealityCheckBody, response: res } }, async (req) =>
    ok(await protection.setRealityCheck(requireUser(req).id, req.body.minutes)),
  );
}
