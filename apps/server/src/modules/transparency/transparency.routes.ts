import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  HistoryExport,
  LiabilitiesLatest,
  LiabilitiesProof,
  LogConsistency,
  LogConsistencyQuery,
  LogEntries,
  LogEntriesQuery,
  LogKey,
  LogHashQuery,
  LogIndexQuery,
  LogProofs,
  RtpQuery,
  RtpReport,
  SignedTreeHead,
  TransparencyMe,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';
import { AppError } from '../../http/app-error.ts';

const tags = ['transparency'];
/** How long shared caches may keep each answer (docs/transparency.md#api). */
const cache = (reply: FastifyReply, value: string) => reply.header('cache-control', value);
const FRESH = 'public, max-age=10';
const STABLE = 'public, max-age=3600';
const PRIVATE = 'private, no-store';

/**
 * The transparency layer's API (docs/transparency.md#api): the public fairness log (key, signed tree heads, entries,
 * inclusion and consistency proofs), the published liabilities root, realised RTP; a player's own keyed id,
 * liabilities proof and history export. The console's routes are in transparency.ops.routes.ts.
 */
export function transparencyRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const t = s.transparency;
  for (const path of ['/.well-known/hapabox-log-key', '/api/transparency/log/key']) {
    app.get(path, { schema: { tags, response: { 200: envelope(LogKey) } } }, async (_req, reply) => {
      cache(reply, STABLE);
      return ok(t.log.publicKey());
    });
  }
  app.get('/api/transparency/log/sth', { schema: { tags, response: { 200: envelope(SignedTreeHead) } } }, async (_req, reply) => {
    cache(reply, 'public, max-age=5');
    return ok(await t.log.latestHead());
  });
  app.get(
    '/api/transparency/log/entries',
    { schema: { tags, querystring: LogEntriesQuery, response: { 200: envelope(LogEntries) } } },
    async (req, reply) => {
      const page = await t.log.entries(req.query.start, req.query.count);
      // a full page below the signed size never changes (the log is append-only)
      cache(reply, page.entries.length === req.query.count ? STABLE : FRESH);
      return ok(page);
    },
  );
  app.get(
    '/api/transparency/log/proof',
    { schema: { tags, querystring: LogIndexQuery, response: { 200: envelope(LogProofs) } } },
    async (req, reply) => {
      const proofs = [await t.log.inclusionByIndex(req.query.index)];
      cache(reply, FRESH);
      return ok({ proofs });
    },
  );
  app.get(
    '/api/transparency/log/proof-by-hash',
    { schema: { tags, querystring: LogHashQuery, response: { 200: envelope(LogProofs) } } },
    async (req, reply) => {
      const proofs = await t.log.inclusionByHash(req.query.hash);
      cache(reply, FRESH);
      return ok({ proofs });
    },
  );
  app.get(
    '/api/transparency/log/consistency',
    { schema: { tags, querystring: LogConsistencyQuery, response: { 200: envelope(LogConsistency) } } },
    async (req, reply) => {
      const proof = await t.log.consistency(req.query.first, req.query.second);
      cache(reply, STABLE);
      return ok(proof);
    },
  );
  app.get('/api/transparency/liabilities', { schema: { tags, response: { 200: envelope(LiabilitiesLatest) } } }, async (_req, reply) => {
    cache(reply, 'public, max-age=60');
    return ok({ root: await t.liabilities.latest() });
  });
  app.get(
    '/api/transparency/rtp',
    { schema: { tags, querystring: RtpQuery, response: { 200: envelope(RtpReport) } } },
    async (req, reply) => {
      cache(reply, 'public, max-age=30');
      return ok(await t.rtp.report(req.query.day));
    },
  );

  // the signed-in player's own
  app.get('/api/user/transparency/me', { schema: { tags, response: { 200: envelope(TransparencyMe) } } }, async (req, reply) => {
    const user = requireUser(req);
    cache(reply, PRIVATE);
    return ok({ player: t.playerKey(user.id) });
  });
  app.get('/api/user/transparency/liabilities', { schema: { tags, response: { 200: envelope(LiabilitiesProof) } } }, async (req, reply) => {
    const user = requireUser(req);
    cache(reply, PRIVATE);
    return ok(await t.liabilities.proofFor(user.id));
  });
  app.get(
    '/api/user/history/export',
    { schema: { tags, response: { 200: envelope(HistoryExport) } }, config: rateLimit(s, 10) },
    async (req, reply) => {
      const user = requireUser(req);
      if (!t.exports) throw new AppError('error.not_found');
      cache(reply, PRIVATE);
      return ok(await t.exports.exportFor(user.id));
    },
  );
}
