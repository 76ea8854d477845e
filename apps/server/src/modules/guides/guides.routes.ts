import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Accepted,
  Banner,
  CodeGuideStatus,
  envelope,
  EventLogBody,
  FinishGuideBody,
  FloatingBall,
  GuideStatus,
  PlayGroundConfig,
  PopClickBody,
  PopClickResult,
  PopV2Body,
  RetainBoxState,
  Switches,
  SysDataBody,
  TipState,
  TopTags,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';

const tags = ['sys'];
/** Client logs per player (else per address) per minute. */
const LOG_PER_MINUTE = 60;

/**
 * Guides, pops v2, floating ball, switches, Play Ground config, top tip and client logs (apps/server/src/modules/guides/README.md, docs/product/endpoints.md#system System
 * calls, /tip/state, /user/event_log, /user/active/box). Reads are public (a visitor gets defaults where the state
 * is per player); writes of guide state need a signed-in player; the client logs take visitors too, rate limited.
 */
export function guidesRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const uid = (req: { user: { id: number } | null }) => req.user?.id ?? null;
  app.get('/api/sys/guide/status', { schema: { tags, response: { 200: envelope(GuideStatus) } } }, async (req) =>
    ok(await s.guides.status(uid(req))),
  );
  app.post('/api/sys/finish_guide', { schema: { tags, body: FinishGuideBody, response: { 200: envelope(GuideStatus) } } }, async (req) =>
    ok(await s.guides.finish(requireUser(req).id, req.body.guide)),
  );
  app.get('/api/sys/code/guide/status', { schema: { tags, response: { 200: envelope(CodeGuideStatus) } } }, async (req) =>
    ok(await s.guides.codeGuide(uid(req))),
  );
  app.get('/api/sys/top/tags', { schema: { tags, response: { 200: envelope(TopTags) } } }, async () => ok(await s.guides.topTags()));
  app.get('/api/sys/has/retain/box', { schema: { tags, response: { 200: envelope(RetainBoxState) } } }, async (req) =>
    ok(await s.guides.retainBox(requireUser(req).id)),
  );
  app.post('/api/user/active/box', { schema: { tags: ['user'], response: { 200: envelope(RetainBoxState) } } }, async (req) =>
    ok(await s.guides.activeBox(requireUser(req).id)),
  );
  app.post('/api/sys/pop_v2', { schema: { tags, body: PopV2Body, response: { 200: envelope(z.array(Banner)) } } }, async (req) =>
    ok(await s.guides.popsDue(uid(req), req.body.page)),
  );
  app.post(
    '/api/sys/pop/click',
    { schema: { tags, body: PopClickBody, response: { 200: envelope(PopClickResult) } }, config: rateLimit(s) },
    async (req) => ok(await s.guides.popClick(uid(req), req.body.popId, req.body.action)),
  );
  app.get('/api/sys/floating_ball', { schema: { tags, response: { 200: envelope(FloatingBall) } } }, async () =>
    ok(await s.guideConfig.floatingBall()),
  );
  app.get('/api/sys/switches', { schema: { tags, response: { 200: envelope(Switches) } } }, async () => ok(await s.guideConfig.switches()));
  app.get('/api/sys/play_ground/config', { schema: { tags, response: { 200: envelope(PlayGroundConfig) } } }, async () =>
    ok(await s.guideConfig.playGround()),
  );
  app.get('/api/tip/state', { schema: { tags, response: { 200: envelope(TipState) } } }, async () => ok(await s.guideConfig.tip()));
  app.post(
    '/api/user/event_log',
    { schema: { tags: ['user'], body: EventLogBody, response: { 200: envelope(Accepted) } }, config: rateLimit(s, LOG_PER_MINUTE) },
    async (req) => {
      await s.guides.logEvent(uid(req), req.body);
      return ok({ accepted: true });
    },
  );
  app.post(
    '/api/sys/data',
    { schema: { tags, body: SysDataBody, response: { 200: envelope(Accepted) } }, config: rateLimit(s, LOG_PER_MINUTE) },
    async (req) => {
      await s.guides.sysData(uid(req), req.body);
      return ok({ accepted: true });
    },
  );
}
