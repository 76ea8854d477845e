/**
 * A worker process of `bench:bingo`: opens `count` socket.io clients, subscribes each to `bingo_call`, and for
 * every `bingo_call:call` reports to the parent (IPC), once all its sockets have it, each socket's delay: arrival
 * minus the call's due time (callsStartedAt + index x callIntervalMs, from the game's `bingo_call:state` at the
 * close; same host clock). argv: <port> <count>
 */
import { io, type Socket } from 'socket.io-client';

const [port, count] = process.argv.slice(2).map(Number) as [number, number];
const sockets: Socket[] = [];
const starts = new Map<number, { at: number; interval: number }>();
const arrivals = new Map<string, number[]>();

function onState(g: { id: number; callsStartedAt: string | null; callIntervalMs: number }) {
  if (g.callsStartedAt) starts.set(g.id, { at: Date.parse(g.callsStartedAt), interval: g.callIntervalMs });
}

function onCall(ev: { gameId: number; index: number }) {
  const now = Date.now();
  const start = starts.get(ev.gameId);
  if (!start) return; // joined after the close: no due time known for this game
  const key = `${ev.gameId}:${ev.index}`;
  let list = arrivals.get(key);
  if (!list) arrivals.set(key, (list = []));
  list.push(now - (start.at + ev.index * start.interval));
  if (list.length === count) {
    arrivals.delete(key);
    process.send!({ type: 'call', key, delays: list });
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
            s.emit('subscribe', 'bingo_call');
            resolve();
          });
          s.once('connect_error', reject);
        }),
    ),
  );
  for (const s of batch) {
    s.on('bingo_call:state', onState);
    s.on('bingo_call:call', onCall);
  }
  sockets.push(...batch);
}
process.send!({ type: 'ready' });
process.on('message', (m: { type: string }) => {
  if (m.type === 'close') {
    sockets.forEach((s) => s.close());
    process.exit(0);
  }
});
