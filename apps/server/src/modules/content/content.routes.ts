import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Banner, envelope, IdParam, PublicOddsVersion } from '@hapa/contracts';
import { PICTURE_WIDTHS, type PictureWidth } from '@hapa/domain';
import { ok } from '../../http/envelope.ts';
import { AppError } from '../../http/app-error.ts';
import type { Services } from '../../http/context.ts';

const MediaQuery = z.object({
  // one of PICTURE_WIDTHS, as the query spells it
  w: z
    .enum(PICTURE_WIDTHS.map(String) as [string, ...string[]])
    .transform((w) => Number(w) as PictureWidth)
    .optional(),
});

/**
 * Player-facing reads the console feeds (apps/server/src/modules/content/README.md): home banners and pops (docs/product/entities.md#banners Banner, docs/product/endpoints.md#system
 * /sys/pop/info), a box's odds version history, and uploaded images.
 */
export function contentRoutes(base: FastifyInstance, s: Services) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get('/api/sys/banners', { schema: { tags: ['sys'], response: { 200: envelope(z.array(Banner)) } } }, async () =>
    ok(await s.content.live('banner')),
  );
  app.get('/api/sys/pop/info', { schema: { tags: ['sys'], response: { 200: envelope(z.array(Banner)) } } }, async () =>
    ok(await s.content.live('pop')),
  );
  app.get(
    '/api/item/:id/odds_versions',
    { schema: { tags: ['items'], params: IdParam, response: { 200: envelope(z.array(PublicOddsVersion)) } } },
    async (req) => ok(await s.catalogueOps.publicVersions(req.params.id)),
  );
  // `?w=`: the upload at most that wide, for a card's srcset (docs/architecture/web-app.md#picture-sizes)
  app.get('/api/media/:id', { schema: { tags: ['media'], params: IdParam, querystring: MediaQuery } }, async (req, reply) => {
    const { w } = req.query;
    const found = w === undefined ? await s.media.find(req.params.id) : await s.media.findAt(req.params.id, w);
    if (!found) throw new AppError('error.not_found');
    return reply
      .type(found.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(found.bytes);
  });
}
