import type { Redis as RedisClient } from 'ioredis';
import { log } from '../lib/logger.ts';

/**
 * The publish/subscribe Redis pair of the Socket.IO adapter, made safe to lose (production topology:
 * Redis carries only realtime fan-out, so an outage must delay pushes, never stop the instance):
 * - each client has an error listener that logs a state change once (not every retry);
 * - `publish` never rejects: the adapter publishes without handling the promise, and a rejection
 *   (Redis down past `maxRetriesPerRequest`, or closed at shutdown) would be an unhandled rejection that
 *   ends the process. A failed publish is counted and logged; that event reaches only local sockets.
 * ioredis reconnects on its own (backoff up to 2 s) and re-subscribes the subscriber.
 */
export async function redisPair(url: string): Promise<{ pub: RedisClient; sub: RedisClient; close(): Promise<void> }> {
  const { Redis } = await import('ioredis');
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const sub = pub.duplicate();
  let down = false;
  let dropped = 0;
  const onError = (err: Error) => {
    if (down) return;
    down = true;
    log('realtime').warn(
      { redis: url.replace(/\/\/[^@]*@/, '//***@'), err: err.message },
      "redis unavailable: realtime events reach this instance's sockets only until it is back",
    );
  };
  for (const c of [pub, sub]) {
    c.on('error', onError);
    c.on('ready', () => {
      if (down) log('realtime').warn({ undelivered: dropped }, 'redis back; cross-instance events dropped meanwhile are not resent');
      down = false;
      dropped = 0;
    });
  }
  const publish = pub.publish.bind(pub) as (channel: string | Buffer, message: string | Buffer) => Promise<number>;
  (pub as { publish: unknown }).publish = (channel: string | Buffer, message: string | Buffer) =>
    publish(channel, message).catch((err: Error) => {
      dropped++;
      onError(err);
      return 0;
    });
  let closed = false;
  return {
    pub,
    sub,
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([pub, sub].map((c) => c.quit().catch(() => c.disconnect())));
    },
  };
}
