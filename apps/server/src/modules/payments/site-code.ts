import type { FastifyRequest } from 'fastify';

/** The country variant of a request: header `siteCode` (docs/product/endpoints.md#conventions request headers) or `?siteCode=`. */
export function siteCodeOf(req: FastifyRequest): string | undefined {
  const header = req.headers.sitecode;
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return fromHeader || (req.query as { siteCode?: string } | undefined)?.siteCode || undefined;
}
