/**
 * A worker process of `bench:chat`: opens `count` socket.io clients, subscribes each to `chat`, and for every
 * `chat:room` message whose text is `bench:<i>:<sentAtMs>` reports to the parent (IPC), once all its sockets have
 * it, each socket's delay: arrival minus the time the speak's HTTP request was sent (same host clock).
 * argv: <port> <count>
 */
import { io, type Socket } from 'socket.io-client';

const [port, count] = process.argv.slice(2).map(Number) as [number, number];
const sockets: Socket[] = [];
const arrivals = new Map<string, number[]>();

function onRoom(m: { text: string }) {
  const now = Date.now();
  const match = /^bench:(\d+):(\d+)$/.exec(m.text);
  if (!match) return;
  const key = match[1]!;
  let list = arrivals.get(key);
  if (!list) arrivals.set(key, (list = []));
  list.push(now - Number(match[2]));
  if (list.length === count) {
    arrivals.delete(key);
    process.send!({ type: 'message', key, delays: list });
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
            s.emit('subscribe', 'chat');
            resolve();
          });
          s.once('connect_error', reject);
        }),
    ),
  );
  for (const s of batch) s.on('chat:room', onRoom);
  sockets.push(...batch);
}
process.send!({ type: 'ready' });
process.on('message', (m: { type: string }) => {
  if (m.type === 'close') {
    sockets.forEach((s) => s.close());
    process.exit(0);
  }
});
