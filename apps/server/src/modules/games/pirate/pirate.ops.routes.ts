import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, OpsPirateSettings } from '@hapa/contracts';
import { ok } from '../../../http/envelope.ts';
import type { Services } from '../../../http/context.ts';
import { operatorOf, opsAuth } from '../../../platform/ops-auth.ts';

const TAGS = ['ops'];

/** Console: the Pirate 2024 settings (edge, limits, tower height, cap): finance (edges are money) and admin. */
export function pirateOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const finance = opsAuth(s, ['finance']);
  app.get(
    '/api/ops/games/pirate',
    { onRequest: finance, schema: { tags: TAGS, response: { 200: envelope(OpsPirateSettings) } } },
    async () => ok(await s.pirate.opsSettings()),
  );
  app.post(
    '/api/ops/games/pirate',
    { onRequest: finance, schema: { tags: TAGS, body: OpsPirateSettings, response: { 200: envelope(OpsPirateSettings) } } },
    async (req) => ok(await s.pirate.updateSettings(req.body, operatorOf(req))),
  );
}
