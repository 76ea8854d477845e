import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  envelope,
  IdParam,
  MediaUpload,
  OpsBox,
  OpsBoxBody,
  OpsBoxDetail,
  OpsItem,
  OpsItemBody,
  OpsItemQuery,
  paged,
  PublishOddsBody,
  RtpBandBody,
} from '@hapa/contracts';
import { ok } from '../../http/envelope.ts';
import { readUploadedFile } from '../../http/upload.ts';
import type { Services } from '../../http/context.ts';
import { operatorOf, opsAuth } from '../../platform/ops-auth.ts';
import { MEDIA_MAX_BYTES } from '../media/media.service.ts';

const TAGS = ['ops-catalogue'];
const RtpBand = z.object({ minBp: z.number().int(), maxBp: z.number().int() });

/**
 * Operator console, catalogue (docs/architecture/console.md): items, boxes, odds publishing, image upload (role `catalogue`,
 * admin passes every check) and the RTP band (admin only). A plugin so multipart parsing stays inside it.
 */
export async function catalogueOpsPlugin(base: FastifyInstance, s: Services) {
  await base.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  const app = base.withTypeProvider<ZodTypeProvider>();
  const cat = opsAuth(s, ['catalogue']);
  const c = s.catalogueOps;

  app.get(
    '/api/ops/catalogue/items',
    { onRequest: cat, schema: { tags: TAGS, querystring: OpsItemQuery, response: { 200: envelope(paged(OpsItem)) } } },
    async (req) => ok(await c.listItems(req.query.keyword, req.query.page, req.query.pageSize)),
  );
  app.get(
    '/api/ops/catalogue/items/:id',
    { onRequest: cat, schema: { tags: TAGS, params: IdParam, response: { 200: envelope(OpsItem) } } },
    async (req) => ok(await c.item(req.params.id)),
  );
  app.post(
    '/api/ops/catalogue/items',
    { onRequest: cat, schema: { tags: TAGS, body: OpsItemBody, response: { 200: envelope(OpsItem) } } },
    async (req) => ok(await c.createItem(operatorOf(req), req.body)),
  );
  app.post(
    '/api/ops/catalogue/items/:id',
    { onRequest: cat, schema: { tags: TAGS, params: IdParam, body: OpsItemBody, response: { 200: envelope(OpsItem) } } },
    async (req) => ok(await c.updateItem(operatorOf(req), req.params.id, req.body)),
  );

  app.get(
    '/api/ops/catalogue/boxes',
    { onRequest: cat, schema: { tags: TAGS, querystring: OpsItemQuery, response: { 200: envelope(paged(OpsBox)) } } },
    async (req) => ok(await c.listBoxes(req.query.keyword, req.query.page, req.query.pageSize)),
  );
  app.get(
    '/api/ops/catalogue/boxes/:id',
    { onRequest: cat, schema: { tags: TAGS, params: IdParam, response: { 200: envelope(OpsBoxDetail) } } },
    async (req) => ok(await c.box(req.params.id)),
  );
  app.post(
    '/api/ops/catalogue/boxes',
    { onRequest: cat, schema: { tags: TAGS, body: OpsBoxBody, response: { 200: envelope(OpsBox) } } },
    async (req) => ok(await c.createBox(operatorOf(req), req.body)),
  );
  app.post(
    '/api/ops/catalogue/boxes/:id',
    { onRequest: cat, schema: { tags: TAGS, params: IdParam, body: OpsBoxBody, response: { 200: envelope(OpsBox) } } },
    async (req) => ok(await c.updateBox(operatorOf(req), req.params.id, req.body)),
  );
  app.post(
    '/api/ops/catalogue/boxes/:id/odds',
    { onRequest: cat, schema: { tags: TAGS, params: IdParam, body: PublishOddsBody, response: { 200: envelope(OpsBoxDetail) } } },
    async (req) => ok(await c.publishOdds(operatorOf(req), req.params.id, req.body)),
  );

  // the band is read by the odds editor (catalogue) and changed by admins only
  app.get('/api/ops/catalogue/rtp-band', { onRequest: cat, schema: { tags: TAGS, response: { 200: envelope(RtpBand) } } }, async () =>
    ok(await c.rtpBand()),
  );
  app.post(
    '/api/ops/catalogue/rtp-band',
    { onRequest: opsAuth(s, ['admin']), schema: { tags: TAGS, body: RtpBandBody, response: { 200: envelope(RtpBand) } } },
    async (req) => ok(await c.setRtpBand(operatorOf(req), req.body)),
  );

  app.post(
    '/api/ops/media',
    { onRequest: cat, schema: { tags: TAGS, consumes: ['multipart/form-data'], response: { 200: envelope(MediaUpload) } } },
    async (req) => {
      const op = operatorOf(req);
      const upload = await readUploadedFile(req, { tooLarge: 'ops.error.image_size', badType: 'ops.error.image_type' });
      return ok(await s.media.upload(op, upload));
    },
  );
}
