import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, OpsMinesSettings } from '@hapa/contracts';
import { OpsUpgradeSettings } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';
import { treasureOpsRoutes } from './treasure/treasure.ops.routes.ts';
import { trialOpsRoutes } from '../trial/trial.ops.routes.ts';
import { flipOpsRoutes } from './flip/flip.ops.routes.ts';
import { pirateOpsRoutes } from './pirate/pirate.ops.routes.ts';
import { bingoOpsRoutes } from './bingo/bingo.ops.routes.ts';
import { fancyOpsRoutes } from './fancy/fancy.ops.routes.ts';
import { lotteryOpsRoutes } from './lottery/lottery.ops.routes.ts';

const TAGS = ['ops'];

/** Game settings in the console (docs/architecture/console.md: edges and caps are operator settings): finance (edges are money) and admin. */
export function gamesOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const finance = opsAuth(s, ['finance']);
  treasureOpsRoutes(base, s);
  trialOpsRoutes(base, s);
  flipOpsRoutes(base, s);
  pirateOpsRoutes(base, s);
  bingoOpsRoutes(base, s);
  fancyOpsRoutes(base, s);
  lotteryOpsRoutes(base, s);
  app.get('/api/ops/games/mines', { onRequest: finance, schema: { tags: TAGS, response: { 200: envelope(OpsMinesSettings) } } }, async () =>
    ok(await s.mines.opsSettings()),
  );
  app.post(
    '/api/ops/games/mines',
    { onRequest: finance, schema: { tags: TAGS, body: OpsMinesSettings, response: { 200: envelope(OpsMinesSettings) } } },
    async (req) => ok(await s.mines.updateSettings(req.body, operatorOf(req))),
  );
  app.get(
    '/api/ops/games/upgrade',
    { onRequest: finance, schema: { tags: TAGS, response: { 200: envelope(OpsUpgradeSettings) } } },
    async () => ok(await s.upgrade.opsSettings()),
  );
  app.post(
    '/api/ops/games/upgrade',
    { onRequest: finance, schema: { tags: TAGS, body: OpsUpgradeSettings, response: { 200: envelope(OpsUpgradeSettings) } } },
    async (req) => ok(await s.upgrade.updateSettings(req.body, operatorOf(req))),
  );
}
