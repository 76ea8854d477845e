import { loadConfig } from './config.ts';
import { createContainer } from './container.ts';
import { buildApp } from './http/app.ts';
import { RealtimeGateway } from './realtime/gateway.ts';
import { realtimeGates } from './realtime/gates.ts';

/** Start: config -> db -> migrations -> seed -> http + realtime (architecture.md "Layout"). */
async function main() {
  const config = loadConfig();
  const gateway = new RealtimeGateway();
  let publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const container = await createContainer(config, { publisher: gateway, publicUrl: () => publicUrl });
  const app = await buildApp(container);
  await gateway.attach(app.server, container.auth, config.REDIS_URL, { gates: realtimeGates(container) });
  container.metrics.countSockets(() => gateway.socketCount);
  container.jobs.start();
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  if (!config.PUBLIC_URL) publicUrl = `http://localhost:${new URL(address).port}`;
  const live = container.payments.providers.liveKeys();
  console.log(
    `HapaBox is serving ${publicUrl} (${config.NODE_ENV}; database: ${container.dbHandle.kind}${container.dbHandle.kind === 'pglite' ? ` in ${config.DATA_DIR}` : ''}; ` +
      `payments: ${config.PAYMENTS_MODE}, live providers: ${live.length ? live.join(', ') : 'none'}; api docs: ${config.API_DOCS ? 'on' : 'off'})`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return; // a second signal (SIGINT to the group, then SIGTERM) must not close twice
    stopping = true;
    await app.close();
    await gateway.close();
    await container.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
