import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, OpsDrawDetail, OpsDrawPage, OpsDrawParam, OpsDrawQuery } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops'];

/**
 * The console's draws (docs/how-to/operator-day.md#draws), finance (admin passes): the lottery's draws and the bingo
 * games, newest first, and one draw with its winners. Reads only. Bingo winners' prizes are credited in the winning
 * call's transaction, so they are always paid; a lottery prize is paid once its ledger entry is posted.
 */
export function drawsOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const finance = opsAuth(s, ['finance']);
  app.get(
    '/api/ops/draws',
    { onRequest: finance, schema: { tags: TAGS, querystring: OpsDrawQuery, response: { 200: envelope(OpsDrawPage) } } },
    async (req) => ok(await s.draws.page(req.query.kind, req.query.page, req.query.pageSize)),
  );
  app.get(
    '/api/ops/draws/:kind/:id',
    { onRequest: finance, schema: { tags: TAGS, params: OpsDrawParam, response: { 200: envelope(OpsDrawDetail) } } },
    async (req) => ok(await s.draws.detail(req.params.kind, req.params.id)),
  );
}
