import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AppLinks,
  envelope,
  FloatingBall,
  OpsGuides,
  OpsPlayGroundBody,
  OpsTipBody,
  PlayGroundEntry,
  Switches,
  TipState,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const tags = ['ops-guides'];

/**
 * Operator console, guides (docs/architecture/console.md; role `catalogue`, admin passes every check): the floating ball, switches,
 * the Play Ground menu, the top tip, the app store links and the pops' tap counts. Every save is audited.
 */
export function guidesOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const guard = opsAuth(s, ['catalogue']);
  app.get('/api/ops/guides', { onRequest: guard, schema: { tags, response: { 200: envelope(OpsGuides) } } }, async () =>
    ok(await s.guides.opsView()),
  );
  app.post(
    '/api/ops/guides/floating-ball',
    { onRequest: guard, schema: { tags, body: FloatingBall, response: { 200: envelope(FloatingBall) } } },
    async (req) => ok(await s.guideConfig.setFloatingBall(operatorOf(req), req.body)),
  );
  app.post(
    '/api/ops/guides/switches',
    { onRequest: guard, schema: { tags, body: Switches, response: { 200: envelope(Switches) } } },
    async (req) => ok(await s.guideConfig.setSwitches(operatorOf(req), req.body)),
  );
  app.post(
    '/api/ops/guides/play-ground',
    { onRequest: guard, schema: { tags, body: OpsPlayGroundBody, response: { 200: envelope(z.array(PlayGroundEntry)) } } },
    async (req) => ok(await s.guideConfig.setPlayGround(operatorOf(req), req.body.entries)),
  );
  app.post(
    '/api/ops/guides/tip',
    { onRequest: guard, schema: { tags, body: OpsTipBody, response: { 200: envelope(TipState) } } },
    async (req) => ok(await s.guideConfig.setTip(operatorOf(req), req.body)),
  );
  app.post(
    '/api/ops/guides/app-links',
    { onRequest: guard, schema: { tags, body: AppLinks, response: { 200: envelope(AppLinks) } } },
    async (req) => ok(await s.guideConfig.setAppLinks(operatorOf(req), req.body)),
  );
}
