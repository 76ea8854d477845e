import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, OpsDashboard, OpsDashboardQuery, OpsLedgerCheck } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops'];

/** The console dashboard (docs/architecture/console.md): figures over a range and the ledger check (finance, admin). */
export function dashboardOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const finance = opsAuth(s, ['finance']);
  app.get(
    '/api/ops/dashboard',
    { onRequest: finance, schema: { tags: TAGS, querystring: OpsDashboardQuery, response: { 200: envelope(OpsDashboard) } } },
    async (req) => ok(await s.dashboard.summary(req.query.from, req.query.to)),
  );
  app.post(
    '/api/ops/dashboard/ledger_check',
    { onRequest: finance, schema: { tags: TAGS, response: { 200: envelope(OpsLedgerCheck.nullable()) } } },
    async (req) => ok(await s.dashboard.runCheck(operatorOf(req))),
  );
}
