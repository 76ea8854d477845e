import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  IdParam,
  OpsBattlePage,
  OpsLedgerPage,
  OpsLedgerQuery,
  OpsOpeningPage,
  OpsPageQuery,
  OpsPlayerList,
  OpsPlayerProfile,
  OpsPlayerSearchQuery,
  OpsPlayerStatusBody,
  OpsSessionPage,
  SessionsRevoked,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops'];

/** Players in the console (issue 10): reads for support and finance, disable/enable and sign-out for support. */
export function playersOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const read = opsAuth(s, ['support', 'finance']);
  const act = opsAuth(s, ['support']);
  const p = s.playersOps;
  app.get(
    '/api/ops/players',
    { onRequest: read, schema: { tags: TAGS, querystring: OpsPlayerSearchQuery, response: { 200: envelope(OpsPlayerList) } } },
    async (req) => ok(await p.search(req.query.q)),
  );
  app.get(
    '/api/ops/players/:id',
    { onRequest: read, schema: { tags: TAGS, params: IdParam, response: { 200: envelope(OpsPlayerProfile) } } },
    async (req) => ok(await p.profile(req.params.id)),
  );
  app.get(
    '/api/ops/players/:id/ledger',
    { onRequest: read, schema: { tags: TAGS, params: IdParam, querystring: OpsLedgerQuery, response: { 200: envelope(OpsLedgerPage) } } },
    async (req) => ok(await p.ledger(req.params.id, req.query.account, req.query.page, req.query.pageSize)),
  );
  app.get(
    '/api/ops/players/:id/openings',
    { onRequest: read, schema: { tags: TAGS, params: IdParam, querystring: OpsPageQuery, response: { 200: envelope(OpsOpeningPage) } } },
    async (req) => ok(await p.openings(req.params.id, req.query.page, req.query.pageSize)),
  );
  app.get(
    '/api/ops/players/:id/battles',
    { onRequest: read, schema: { tags: TAGS, params: IdParam, querystring: OpsPageQuery, response: { 200: envelope(OpsBattlePage) } } },
    async (req) => ok(await p.battles(req.params.id, req.query.page, req.query.pageSize)),
  );
  app.get(
    '/api/ops/players/:id/sessions',
    { onRequest: read, schema: { tags: TAGS, params: IdParam, querystring: OpsPageQuery, response: { 200: envelope(OpsSessionPage) } } },
    async (req) => ok(await p.sessions(req.params.id, req.query.page, req.query.pageSize)),
  );
  app.post(
    '/api/ops/players/:id/status',
    { onRequest: act, schema: { tags: TAGS, params: IdParam, body: OpsPlayerStatusBody, response: { 200: envelope(OpsPlayerProfile) } } },
    async (req) => ok(await p.setDisabled(operatorOf(req), req.params.id, req.body.disabled, req.body.reason)),
  );
  app.post(
    '/api/ops/players/:id/revoke_sessions',
    { onRequest: act, schema: { tags: TAGS, params: IdParam, response: { 200: envelope(SessionsRevoked) } } },
    async (req) => ok({ revoked: await p.revokeSessions(operatorOf(req), req.params.id) }),
  );
}
