import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  IdParam,
  Operator,
  OperatorList,
  OpsAuditQuery,
  OpsAuditPage,
  OpsChallenge,
  OpsLoginBody,
  OpsOperatorCreateBody,
  OpsOperatorCreated,
  OpsOperatorUpdateBody,
  OpsSession,
  OpsTotpBody,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/auth.ts';
import { rateLimit, type Services } from '../../http/context.ts';
import { AppError } from '../../http/app-error.ts';
import { ANY_OPS_ROLE, operatorOf, opsAuth } from '../../platform/ops-auth.ts';

const TAGS = ['ops'];

/**
 * The console's own routes (docs/architecture/console.md): sign-in (password, then TOTP), sign-out, the signed-in operator,
 * operators and roles (admin), the audit log (admin).
 */
export function opsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const strict = rateLimit(s, Math.max(1, Math.floor(s.config.RATE_LIMIT_PER_MINUTE / 8)));

  app.post(
    '/api/ops/auth/login',
    { schema: { tags: TAGS, body: OpsLoginBody, response: { 200: envelope(OpsChallenge) } }, config: strict },
    async (req) => ok(await s.ops.login(req.body.email, req.body.password)),
  );
  app.post(
    '/api/ops/auth/totp',
    { schema: { tags: TAGS, body: OpsTotpBody, response: { 200: envelope(OpsSession) } }, config: strict },
    async (req) => ok(await s.ops.verifyTotp(req.body.challenge, req.body.code, req.body.newPassword, req.ip)),
  );
  app.post(
    '/api/ops/auth/logout',
    { onRequest: opsAuth(s, ANY_OPS_ROLE), schema: { tags: TAGS, response: { 200: envelope(z.null()) } } },
    async (req) => {
      await s.ops.logout(requireUser(req), operatorOf(req));
      return ok(null);
    },
  );
  app.get(
    '/api/ops/me',
    { onRequest: opsAuth(s, ANY_OPS_ROLE), schema: { tags: TAGS, response: { 200: envelope(Operator) } } },
    async (req) => {
      const me = await s.ops.operator(operatorOf(req).userId);
      if (!me) throw new AppError('error.access.forbidden');
      return ok(me);
    },
  );

  app.get(
    '/api/ops/operators',
    { onRequest: opsAuth(s, ['admin']), schema: { tags: TAGS, response: { 200: envelope(OperatorList) } } },
    async () => ok(await s.ops.list()),
  );
  app.post(
    '/api/ops/operators',
    {
      onRequest: opsAuth(s, ['admin']),
      schema: { tags: TAGS, body: OpsOperatorCreateBody, response: { 200: envelope(OpsOperatorCreated) } },
    },
    async (req) => ok(await s.ops.create(operatorOf(req), req.body.email, req.body.roles)),
  );
  app.post(
    '/api/ops/operators/:id',
    {
      onRequest: opsAuth(s, ['admin']),
      schema: { tags: TAGS, params: IdParam, body: OpsOperatorUpdateBody, response: { 200: envelope(Operator) } },
    },
    async (req) => ok(await s.ops.update(operatorOf(req), req.params.id, req.body)),
  );

  app.get(
    '/api/ops/audit',
    {
      onRequest: opsAuth(s, ['admin']),
      schema: { tags: TAGS, querystring: OpsAuditQuery, response: { 200: envelope(OpsAuditPage) } },
    },
    async (req) => {
      return ok(await s.ops.audit(req.query));
    },
  );
}
