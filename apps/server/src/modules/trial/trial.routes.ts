import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  OpenResponse,
  TrialBoostBody,
  TrialBoostResult,
  TrialConfig,
  TrialInfo,
  TrialOpenBody,
  TrialShare,
  TrialShareParam,
  TrialShareView,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';
import { switched } from '../guides/feature-switch.ts';

const tags = ['trial'];
const IdempotencyHeader = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

/**
 * The 90%-off Lucky Trial (apps/server/src/modules/trial/README.md; docs/product/endpoints.md#items /trial_open and the trial voucher calls): public config and share
 * landing, the player's trial, the opening, the share link and a friend's help.
 */
export function trialRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const limited = { config: rateLimit(s) };
  // starts a round under the console switch (docs/security.md#feature-switches); steps and cash-outs stay unflagged
  const start = { config: { ...rateLimit(s), ...switched('lucky_trial') } };
  app.get('/api/trial/config', { schema: { tags, response: { 200: envelope(TrialConfig) } } }, async () => ok(await s.trial.config()));
  app.get('/api/trial/info', { schema: { tags, response: { 200: envelope(TrialInfo) } } }, async (req) =>
    ok(await s.trial.info(requireUser(req).id)),
  );
  app.post(
    '/api/trial_open',
    { schema: { tags, headers: IdempotencyHeader, body: TrialOpenBody, response: { 200: envelope(OpenResponse) } }, ...start },
    async (req) => ok(await s.trial.open(requireUser(req), req.body.voucherId, req.headers['idempotency-key'])),
  );
  app.post('/api/trial/share', { schema: { tags, response: { 200: envelope(TrialShare) } } }, async (req) =>
    ok(await s.trial.share(requireUser(req).id)),
  );
  app.get(
    '/api/trial/share/:shareNo',
    { schema: { tags, params: TrialShareParam, response: { 200: envelope(TrialShareView) } } },
    async (req) => ok(await s.trial.shareView(req.params.shareNo, req.user?.id ?? null)),
  );
  app.post(
    '/api/trial/boost',
    { schema: { tags, body: TrialBoostBody, response: { 200: envelope(TrialBoostResult) } }, ...limited },
    async (req) => ok(await s.trial.boost(requireUser(req).id, req.body.shareNo)),
  );
}
