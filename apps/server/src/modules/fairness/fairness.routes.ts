import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClientSeedBody, envelope, Id, RotateSeedResponse, SeedInfo, SeedTypeQuery, VerifyOpening } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';

/** Spec §7 Fairness calls (fairness.md "Seeds"). */
export function fairnessRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/user/seed_info', { schema: { tags: ['fairness'], querystring: SeedTypeQuery, response: { 200: envelope(SeedInfo) } } }, async (req) =>
    ok(await s.fairness.seedInfo(requireUser(req).id, req.query.type)));
  app.post('/api/user/client_seed/submit', {
    schema: { tags: ['fairness'], body: ClientSeedBody, response: { 200: envelope(RotateSeedResponse) } },
    config: rateLimit(s),
  }, async (req) => {
    const user = requireUser(req);
    const clientSeed = req.body.type === 'client' ? (req.body.client_seed ?? '') : undefined;
    return ok(await s.fairness.rotate(user.id, req.body.seed_type, clientSeed));
  });
  app.post('/api/user/open/:openId/verify_v2', {
    schema: { tags: ['fairness'], params: z.object({ openId: Id }), response: { 200: envelope(VerifyOpening) } },
  }, async (req) => ok(await s.fairness.verifyOpening(req.params.openId)));
}
