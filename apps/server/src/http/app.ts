import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimitPlugin from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@hapa/contracts';
import { apiNotFound, installErrorHandling, ok } from './envelope.ts';
import { installAuth } from './auth.ts';
import { artRoutes } from './art.routes.ts';
import type { Services } from './context.ts';
import { authRoutes } from '../modules/auth/auth.routes.ts';
import { boxesRoutes } from '../modules/boxes/boxes.routes.ts';
import { storeRoutes } from '../modules/store/store.routes.ts';
import { fairnessRoutes } from '../modules/fairness/fairness.routes.ts';
import { paymentsRoutes } from '../modules/payments/payments.routes.ts';
import { battlesRoutes } from '../modules/battles/battles.routes.ts';

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/**
 * Builds the HTTP app: secure headers, rate limits, zod validation and serialisation, OpenAPI at
 * /api/docs, the `/api` routes, generated art and the built web app with SPA fallback.
 */
export async function buildApp(s: Services, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false || s.config.LOG_LEVEL === 'silent' ? false : { level: s.config.LOG_LEVEL },
    trustProxy: true,
    bodyLimit: 64 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameAncestors: ["'self'", 'https://web.telegram.org', 'https://*.telegram.org'],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  });
  if (s.config.RATE_LIMIT_PER_MINUTE > 0) {
    await app.register(rateLimitPlugin, { global: false, keyGenerator: (req) => req.headers.authorization?.split(':')[0] ?? req.ip });
  }
  await app.register(swagger, {
    openapi: { info: { title: 'HapaBox API', version: '1.0.0', description: 'Envelope: {code: 0, data} or {code: "<error.key>", msg}' } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  installAuth(app, s.auth);

  app.withTypeProvider<ZodTypeProvider>().get('/api/sys/config', {
    schema: { tags: ['sys'], response: { 200: envelope(z.object({ currency: z.string(), currencySymbol: z.string(), demoBalance: z.number(), freeBoxId: z.number(), paymentsMode: z.string() })) } },
  }, async () => ok({ currency: 'USD', currencySymbol: '$', demoBalance: 100, freeBoxId: 109, paymentsMode: s.config.PAYMENTS_MODE }));
  app.get('/api/health', async () => ok({ status: 'ok' }));
  authRoutes(app, s);
  boxesRoutes(app, s);
  storeRoutes(app, s);
  fairnessRoutes(app, s);
  paymentsRoutes(app, s);
  battlesRoutes(app, s);
  artRoutes(app);

  const webDist = s.config.WEB_DIST ?? DEFAULT_WEB_DIST;
  const indexHtml = existsSync(path.join(webDist, 'index.html')) ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : null;
  if (indexHtml) await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api/') || req.url.startsWith('/art/') || req.method !== 'GET' || !indexHtml) return apiNotFound(reply);
    return reply.type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  });
  return app;
}
