import { DAY_MS } from '@hapa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BirthdayDraw,
  BirthdayInfo,
  BirthdayObtain,
  DevClockSet,
  DevDaysSet,
  DevLevelSet,
  envelope,
  LuckyWheelInfo,
  QuestHistory,
  QuestIdBody,
  QuestInfo,
  QuestSimpleInfo,
  SpinResponse,
  VipInfo,
  VipLevelSeen,
  VipLevelSeenBody,
  WheelHistory,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';

const tags = ['vip'];

/**
 * VIP and progression calls (apps/server/src/modules/vip/README.md; docs/product/endpoints.md#user-and-auth): GET /api/user/vip and POST /api/user/vip/level_seen, the lucky
 * wheel (/api/bouns/*, with fair_history: every wheel draw for /provably-fair), the
 * birthday gift (/api/user/birthday*), Glory Road (/api/quest/*). Development only: the server clock offset
 * and the battle gate setting for tests (/api/dev/*, not served in production).
 */
export function vipRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const money = { config: rateLimit(s) };

  app.get('/api/user/vip', { schema: { tags, response: { 200: envelope(VipInfo) } } }, async (req) =>
    ok(await s.vip.info(requireUser(req).id)),
  );

  app.post(
    '/api/user/vip/level_seen',
    { schema: { tags, body: VipLevelSeenBody, response: { 200: envelope(VipLevelSeen) } } },
    async (req) => ok(await s.vip.markLevelSeen(requireUser(req).id, req.body.level)),
  );

  app.get('/api/bouns/info', { schema: { tags, response: { 200: envelope(LuckyWheelInfo) } } }, async (req) =>
    ok(await s.wheels.luckyInfo(requireUser(req).id)),
  );
  app.get('/api/bouns/fair_history', { schema: { tags, response: { 200: envelope(WheelHistory) } } }, async (req) =>
    ok(await s.wheels.fairHistory(requireUser(req).id)),
  );
  app.post('/api/bouns/spin', { schema: { tags, response: { 200: envelope(SpinResponse) } }, ...money }, async (req) =>
    ok(await s.wheels.spin(requireUser(req).id)),
  );

  app.get('/api/user/birthday', { schema: { tags, response: { 200: envelope(BirthdayInfo) } } }, async (req) =>
    ok(await s.wheels.birthdayInfo(requireUser(req).id)),
  );
  app.post('/api/user/birthday/draw', { schema: { tags, response: { 200: envelope(BirthdayDraw) } }, ...money }, async (req) =>
    ok(await s.wheels.birthdayDraw(requireUser(req).id)),
  );
  app.post('/api/user/birthday/obtain', { schema: { tags, response: { 200: envelope(BirthdayObtain) } }, ...money }, async (req) =>
    ok(await s.wheels.birthdayObtain(requireUser(req).id)),
  );

  app.get('/api/quest/simple_info', { schema: { tags, response: { 200: envelope(QuestSimpleInfo) } } }, async (req) =>
    ok(await s.quests.simpleInfo(requireUser(req).id)),
  );
  app.get('/api/quest/info', { schema: { tags, response: { 200: envelope(QuestInfo) } } }, async (req) =>
    ok(await s.quests.info(requireUser(req).id)),
  );
  app.post(
    '/api/quest/reward/obtain',
    { schema: { tags, body: QuestIdBody, response: { 200: envelope(QuestInfo) } }, ...money },
    async (req) => ok(await s.quests.claim(requireUser(req).id, req.body.questId)),
  );
  app.post('/api/quest/boost', { schema: { tags, body: QuestIdBody, response: { 200: envelope(QuestInfo) } }, ...money }, async (req) =>
    ok(await s.quests.boost(requireUser(req).id, req.body.questId)),
  );
  app.post('/api/quest/unlock', { schema: { tags, body: QuestIdBody, response: { 200: envelope(QuestInfo) } }, ...money }, async (req) =>
    ok(await s.quests.unlock(requireUser(req).id, req.body.questId)),
  );
  app.get('/api/quest/history', { schema: { tags, response: { 200: envelope(QuestHistory) } } }, async (req) =>
    ok(await s.quests.history(requireUser(req).id)),
  );

  if (s.config.NODE_ENV !== 'production' && s.devClock) {
    const clock = s.devClock;
    app.post(
      '/api/dev/clock',
      {
        schema: {
          tags: ['dev'],
          body: z.object({
            offsetMs: z
              .number()
              .int()
              .min(-400 * DAY_MS)
              .max(400 * DAY_MS),
          }),
          response: { 200: envelope(DevClockSet) },
        },
      },
      async (req) => {
        clock.setOffset(req.body.offsetMs);
        return ok({ now: clock.now().toISOString(), offsetMs: req.body.offsetMs });
      },
    );
  }
  if (s.config.NODE_ENV !== 'production') {
    app.post(
      '/api/dev/vip/battle_min_vip',
      {
        schema: {
          tags: ['dev'],
          body: z.object({ level: z.number().int().min(0).max(10) }),
          response: { 200: envelope(DevLevelSet) },
        },
      },
      async (req) => {
        await s.vip.putSetting('battle_min_vip', req.body.level);
        return ok({ level: req.body.level });
      },
    );
    // the birthday wait (docs/spec-notes.md#birthday-wait) for journeys that cannot move the clock 30 days
    app.post(
      '/api/dev/vip/birthday_wait_days',
      {
        schema: {
          tags: ['dev'],
          body: z.object({ days: z.number().int().min(0).max(366) }),
          response: { 200: envelope(DevDaysSet) },
        },
      },
      async (req) => {
        const { birthday } = await s.vip.settings();
        await s.vip.putSetting('birthday', { ...birthday, waitDays: req.body.days });
        s.vip.invalidate();
        return ok({ days: req.body.days });
      },
    );
  }
}
