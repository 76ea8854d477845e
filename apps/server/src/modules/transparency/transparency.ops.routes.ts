import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, LiabilitiesRoot, OpsTransparency, SignedTreeHead } from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { rateLimit, type Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';
import { writeAudit } from '../../platform/audit.ts';

/**
 * The console's transparency routes (finance; docs/transparency.md#api): the overview (log size, newest head, the
 * newest liabilities snapshot against the ledger, every box or game outside its 99 % RTP range), a liabilities
 * snapshot now and a signed tree head now, each audited in its own transaction.
 */
export function transparencyOpsRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const t = s.transparency;
  const finance = opsAuth(s, ['finance']);
  app.get(
    '/api/ops/transparency',
    { onRequest: finance, schema: { tags: ['ops'], response: { 200: envelope(OpsTransparency) } } },
    async () => ok(await t.opsView()),
  );
  app.post(
    '/api/ops/transparency/liabilities',
    { onRequest: finance, schema: { tags: ['ops'], response: { 200: envelope(LiabilitiesRoot) } }, config: rateLimit(s, 6) },
    async (req) => {
      const op = operatorOf(req);
      return ok(
        await t.liabilities.snapshot('console', undefined, (tx, root) =>
          writeAudit(tx, {
            operatorId: op.userId,
            action: 'transparency.liabilities_snapshot',
            targetType: 'liabilities',
            targetId: root.period,
            before: null,
            after: root,
            ip: op.ip,
          }),
        ),
      );
    },
  );
  app.post(
    '/api/ops/transparency/sth',
    { onRequest: finance, schema: { tags: ['ops'], response: { 200: envelope(SignedTreeHead) } }, config: rateLimit(s, 30) },
    async (req) => {
      const op = operatorOf(req);
      return ok(
        await t.log.signNow((tx, head) =>
          writeAudit(tx, {
            operatorId: op.userId,
            action: 'transparency.sign_head',
            targetType: 'log',
            targetId: head.treeSize,
            before: null,
            after: head,
            ip: op.ip,
          }),
        ),
      );
    },
  );
}
