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
  OpsPlayerSessionParam,
  OpsPlayerStatusBody,
  OpsSessionPage,
  SessionsRevoked,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';
import { clientFor, emailFor } from '../../platform/player-privacy.ts';

const TAGS = ['ops'];

/** Players in the console (docs/architecture/console.md): reads for support and finance, disable/enable and sign-out for support. */
export function playersOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const read = opsAuth(s, ['support', 'finance']);
  const act = opsAuth(s, ['support']);
  const p = s.playersOps;
  app.get(
    '/api/ops/players',
    { onRequest: read, schema: { tags: TAGS, querystring: OpsPlayerSearchQuery, response: { 200: envelope(OpsPlayerList) } } },
    async (req) => ok((await p.search(req.query.q)).map((r) => ({ ...r, email: emailFor(operatorOf(req).roles, r.email) }))),
  );
  app.get(
    '/api/ops/players/:id',
    { onRequest: read, schema: { tags: TAGS, params: IdParam, response: { 200: envelope(OpsPlayerProfile) } } },
    async (req) => {
      const profile = await p.profile(req.params.id);
      return ok({ ...profile, email: emailFor(operatorOf(req).roles, profile.email) }); // docs/how-to/operator-day.md#players
    },
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
    async (req) => {
      const page = await p.sessions(req.params.id, req.query.page, req.query.pageSize);
      const roles = operatorOf(req).roles; // addresses and device ids whole for admin and support only (docs/security.md#sessions-and-devices)
      return ok({ ...page, list: page.list.map((r) => ({ ...r, ...clientFor(roles, r) })) });
    },
  );
  app.post(
    '/api/ops/players/:id/sessions/:sessionId/revoke',
    { onRequest: act, schema: { tags: TAGS, params: OpsPlayerSessionParam, response: { 200: envelope(SessionsRevoked) } } },
    async (req) => ok({ revoked: await p.revokeSession(operatorOf(req), req.params.id, req.params.sessionId) }),
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
