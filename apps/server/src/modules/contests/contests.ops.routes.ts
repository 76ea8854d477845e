import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  OpsContestLevel,
  OpsContestLevelBody,
  OpsContestLevelParam,
  OpsContestLevels,
  OpsContestSettings,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops'];

/** Console: contest settings (periods, prizes, invite validity: money, finance) and levels (content, catalogue). */
export function contestsOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const finance = opsAuth(s, ['finance']);
  const catalogue = opsAuth(s, ['catalogue']);
  app.get(
    '/api/ops/contests/settings',
    { onRequest: finance, schema: { tags: TAGS, response: { 200: envelope(OpsContestSettings) } } },
    async () => ok(await s.contests.opsConsole.opsSettings()),
  );
  app.post(
    '/api/ops/contests/settings',
    { onRequest: finance, schema: { tags: TAGS, body: OpsContestSettings, response: { 200: envelope(OpsContestSettings) } } },
    async (req) => ok(await s.contests.opsConsole.updateSettings(req.body, operatorOf(req))),
  );
  app.get(
    '/api/ops/contests/levels',
    { onRequest: catalogue, schema: { tags: TAGS, response: { 200: envelope(OpsContestLevels) } } },
    async () => ok(await s.contests.opsConsole.opsLevels()),
  );
  app.post(
    '/api/ops/contests/levels/:id',
    {
      onRequest: catalogue,
      schema: { tags: TAGS, params: OpsContestLevelParam, body: OpsContestLevelBody, response: { 200: envelope(OpsContestLevel) } },
    },
    async (req) => ok(await s.contests.opsConsole.updateLevel(req.params.id, req.body, operatorOf(req))),
  );
}
