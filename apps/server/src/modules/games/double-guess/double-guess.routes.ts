import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DoubleGuessChooseBody, DoubleGuessConfig, DoubleGuessRound, envelope, OpenDoubleGuessBody } from '@hapa/contracts';
import { ok } from '../../../http/envelope.ts';
import { requireUser } from '../../../http/auth.ts';
import { rateLimit, type Services } from '../../../http/context.ts';

const tags = ['games'];
const IdempotencyHeader = z.object({ 'idempotency-key': z.string().min(8).max(100).optional() });

/** Double guess (docs/games.md; docs/product/endpoints.md#items /open_double_guess, /item/double_guess/choose): config, open, choose, resume. */
export function doubleGuessRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const money = { config: rateLimit(s) };

  app.get('/api/double_guess/config', { schema: { tags, response: { 200: envelope(DoubleGuessConfig) } } }, async () =>
    ok(await s.doubleGuess.config()),
  );
  app.get('/api/double_guess/active', { schema: { tags, response: { 200: envelope(DoubleGuessRound.nullable()) } } }, async (req) =>
    ok(await s.doubleGuess.active(requireUser(req).id)),
  );
  app.post(
    '/api/open_double_guess',
    { schema: { tags, headers: IdempotencyHeader, body: OpenDoubleGuessBody, response: { 200: envelope(DoubleGuessRound) } }, ...money },
    async (req) => ok(await s.doubleGuess.open(requireUser(req).id, req.body.storeItemId, req.headers['idempotency-key'])),
  );
  app.post(
    '/api/item/double_guess/choose',
    { schema: { tags, body: DoubleGuessChooseBody, response: { 200: envelope(DoubleGuessRound) } }, ...money },
    async (req) => ok(await s.doubleGuess.choose(requireUser(req).id, req.body.id, req.body.choice)),
  );
}
