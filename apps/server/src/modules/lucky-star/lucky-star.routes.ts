import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, LuckyStarWin, OpsLuckyStarSettings } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

/**
 * lucky_star (apps/server/src/modules/lucky-star/README.md): `GET /api/sys/lucky_star` lists the newest big wins (public, masked nicknames) for a page
 * that opens after they were broadcast; the console's thresholds are finance's (`/api/ops/games/lucky-star`).
 */
export function luckyStarRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/sys/lucky_star', { schema: { tags: ['sys'], response: { 200: envelope(z.array(LuckyStarWin)) } } }, async () =>
    ok(await s.luckyStar.recent()),
  );
  const finance = opsAuth(s, ['finance']);
  app.get(
    '/api/ops/games/lucky-star',
    { onRequest: finance, schema: { tags: ['ops'], response: { 200: envelope(OpsLuckyStarSettings) } } },
    async () => ok(await s.luckyStar.opsSettings()),
  );
  app.post(
    '/api/ops/games/lucky-star',
    { onRequest: finance, schema: { tags: ['ops'], body: OpsLuckyStarSettings, response: { 200: envelope(OpsLuckyStarSettings) } } },
    async (req) => ok(await s.luckyStar.updateSettings(req.body, operatorOf(req))),
  );
}
