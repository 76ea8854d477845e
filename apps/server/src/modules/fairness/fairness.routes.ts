import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClientSeedBody,
  envelope,
  Id,
  RotateSeedResponse,
  SeedInfo,
  SeedLockBody,
  SeedLockCheck,
  SeedTypeParam,
  SeedTypeQuery,
  VerifyOpening,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';

/** Fairness calls (docs/product/endpoints.md#fairness; fairness.md "Seeds"). */
export function fairnessRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/user/seed_info',
    { schema: { tags: ['fairness'], querystring: SeedTypeQuery, response: { 200: envelope(SeedInfo) } } },
    async (req) => ok(await s.fairness.seedInfo(requireUser(req).id, req.query.type)),
  );
  app.get(
    '/api/user/seed_info/check',
    { schema: { tags: ['fairness'], querystring: SeedTypeQuery, response: { 200: envelope(SeedLockCheck) } } },
    async (req) => ok(await s.fairness.checkLock(requireUser(req).id, req.query.type)),
  );
  // the seed lock (docs/product/states.md#seed-lock, docs/product/endpoints.md#fairness): /lock and /unlock with the seed type in the body, or type-specific /2/lock, /3/unlock ...
  for (const action of ['lock', 'unlock'] as const) {
    const run = (userId: number, type: number) => (action === 'lock' ? s.fairness.lock(userId, type) : s.fairness.unlock(userId, type));
    app.post(
      `/api/user/seed_info/${action}`,
      { schema: { tags: ['fairness'], body: SeedLockBody, response: { 200: envelope(SeedInfo) } }, config: rateLimit(s) },
      async (req) => ok(await run(requireUser(req).id, req.body.seed_type)),
    );
    app.post(
      `/api/user/seed_info/:type/${action}`,
      { schema: { tags: ['fairness'], params: SeedTypeParam, response: { 200: envelope(SeedInfo) } }, config: rateLimit(s) },
      async (req) => ok(await run(requireUser(req).id, req.params.type)),
    );
  }
  app.post(
    '/api/user/client_seed/submit',
    {
      schema: { tags: ['fairness'], body: ClientSeedBody, response: { 200: envelope(RotateSeedResponse) } },
      config: rateLimit(s),
    },
    async (req) => {
      const user = requireUser(req);
      const clientSeed = req.body.type === 'client' ? (req.body.client_seed ?? '') : undefined;
      return ok(await s.fairness.rotate(user.id, req.body.seed_type, clientSeed));
    },
  );
  app.post(
    '/api/user/open/:openId/verify_v2',
    {
      schema: { tags: ['fairness'], params: z.object({ openId: Id }), response: { 200: envelope(VerifyOpening) } },
    },
    async (req) => ok(await s.fairness.verifyOpening(req.params.openId)),
  );
}
