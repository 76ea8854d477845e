import { loadConfig } from './config.ts';
import { createContainer } from './container.ts';
import { buildApp } from './http/app.ts';
import { configureRootLogger, log, rootLogger } from './lib/logger.ts';
import { RealtimeGateway } from './realtime/gateway.ts';
import { realtimeGates } from './realtime/gates.ts';
import { drainAndStop } from './shutdown.ts';
import { startLine } from './start-line.ts';

/**
 * Start: config -> db -> migrations -> seed -> http + realtime (architecture.md "Layout"); SIGTERM / SIGINT drain
 * and stop the instance (shutdown.ts, docs/architecture/production.md#shutdown). Every line goes through the pino logger.
 */
async function main() {
  const config = loadConfig();
  configureRootLogger(config.LOG_LEVEL);
  const gateway = new RealtimeGateway();
  let publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const container = await createContainer(config, { publisher: gateway, publicUrl: () => publicUrl });
  const app = await buildApp(container);
  await gateway.attach(app.server, container.auth, config.REDIS_URL, { gates: realtimeGates(container) });
  container.metrics.countSockets(() => gateway.socketCount);
  container.jobs.start();
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const port = Number(new URL(address).port);
  if (!config.PUBLIC_URL) publicUrl = `http://localhost:${port}`;
  const live = container.payments.providers.liveKeys();
  const line = startLine(config, publicUrl); // names every degraded capability (README "Configuration")
  log('server').info(
    {
      url: publicUrl,
      port,
      env: config.NODE_ENV,
      database: container.dbHandle.kind,
      ...(container.dbHandle.kind === 'pglite' ? { dataDir: config.DATA_DIR } : {}),
      payments: config.PAYMENTS_MODE,
      liveProviders: live,
      apiDocs: config.API_DOCS,
      degraded: line.degraded,
    },
    line.msg,
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return; // a second signal (SIGINT to the group, then SIGTERM) must not close twice
    stopping = true;
    const code = await drainAndStop(
      { app, gateway, readiness: container.readiness, jobs: container.jobs, close: () => container.close() },
      { delayMs: config.SHUTDOWN_DELAY_MS, timeoutMs: config.SHUTDOWN_TIMEOUT_MS, log: log('shutdown'), signal },
    );
    process.exit(code);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  rootLogger().fatal({ err: err instanceof Error ? err.message : String(err) }, 'start failed');
  process.exit(1);
});
