import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, GameHistory, GameVerify, IdParam, PageQuery } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import type { Services } from '../../http/context.ts';
import { minesRoutes } from './mines/mines.routes.ts';
import { flipRoutes } from './flip/flip.routes.ts';
import { doubleGuessRoutes } from './double-guess/double-guess.routes.ts';
import { treasureRoutes } from './treasure/treasure.routes.ts';
import { upgradeRoutes } from './upgrade/upgrade.routes.ts';
import { pirateRoutes } from './pirate/pirate.routes.ts';
import { bingoRoutes } from './bingo/bingo.routes.ts';
import { fancyRoutes } from './fancy/fancy.routes.ts';
import { lotteryRoutes } from './lottery/lottery.routes.ts';

const tags = ['games'];

/** The games of seed type 3 (docs/games.md): each game's calls, the game history and verification of any round. */
export function gamesRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/user/game-history', { schema: { tags, querystring: PageQuery, response: { 200: envelope(GameHistory) } } }, async (req) =>
    ok(await s.games.history(requireUser(req).id, req.query.page, req.query.pageSize)),
  );
  app.get('/api/game/:id/verify', { schema: { tags, params: IdParam, response: { 200: envelope(GameVerify) } } }, async (req) =>
    ok(await s.games.verify(req.params.id)),
  );
  minesRoutes(base, s);
  flipRoutes(base, s);
  doubleGuessRoutes(base, s);
  treasureRoutes(base, s);
  upgradeRoutes(base, s);
  pirateRoutes(base, s);
  bingoRoutes(base, s);
  fancyRoutes(base, s);
  lotteryRoutes(base, s);
}
