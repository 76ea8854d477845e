/**
 * A worker process of `bench:battles`' fan-out phase: opens `count` socket.io clients to the server,
 * subscribes each to `battle_v2`, and for every `battle_v2:round` event of round 0 reports to the
 * parent (IPC), once all its sockets have it, the delay of each socket: arrival time minus the
 * round's `revealAt` (stamped in the settling transaction; same host clock).
 * argv: <port> <count>
 */
import { io, type Socket } from 'socket.io-client';

const [port, count] = process.argv.slice(2).map(Number) as [number, number];
const sockets: Socket[] = [];
const arrivals = new Map<string, number[]>();

function onRound(ev: { uuid: string; round: number; revealAt: string }) {
  if (ev.round !== 0) return;
  const now = Date.now();
  let list = arrivals.get(ev.uuid);
  if (!list) arrivals.set(ev.uuid, (list = []));
  list.push(now - Date.parse(ev.revealAt));
  if (list.length === count) {
    arrivals.delete(ev.uuid);
    process.send!({ type: 'round', uuid: ev.uuid, delays: list });
  }
}

for (let i = 0; i < count; i += 50) {
  const batch = Array.from({ length: Math.min(50, count - i) }, () =>
    io(`http://127.0.0.1:${port}`, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false }),
  );
  await Promise.all(
    batch.map(
      (s) =>
        new Promise<void>((resolve, reject) => {
          s.once('connect', () => {
            s.emit('subscribe', 'battle_v2');
            resolve();
          });
          s.once('connect_error', reject);
        }),
    ),
  );
  for (const s of batch) s.on('battle_v2:round', onRound);
  sockets.push(...batch);
}
process.send!({ type: 'ready' });
process.on('message', (m: { type: string }) => {
  if (m.type === 'close') {
    sockets.forEach((s) => s.close());
    process.exit(0);
  }
});
