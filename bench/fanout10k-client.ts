/**
 * A client process of `bench:battles`' `fanout10k` phase (docs/benchmarks.md): opens `count` spectator sockets,
 * socket i to instance `ports[(offset + i) % ports.length]`, each as a spectator's browser does on /battles
 * (docs/architecture/realtime.md#browser-side): subscribes to `live` and `battle_v2` and sends the `ping` heartbeat
 * every HEARTBEAT_MS (staggered). The sockets speak the Engine.IO 4 / Socket.IO 5 wire protocol over the `ws`
 * package's WebSocket (no socket.io-client layers, and a frame that is not a round 0 is told by its first bytes
 * without decoding it, so that one process holds 1,000+ sockets without measuring itself: the clients share the
 * servers' cores here):
 * `0{open}` -> send `40` -> `40{sid}` -> `42[event, ...args]`; the server's ping `2` is answered with `3`.
 *
 * For every `battle_v2:round` of round 0 it reports to the parent (IPC), once all its sockets have it, the
 * delay of each socket in ms (arrival minus the round's `revealAt`, stamped in the settling transaction; same
 * host clock), grouped by port. A failed handshake is tried again (counted in `retries`). On `{type:'mark'}` it restarts its event-loop delay histogram and CPU clock;
 * on `{type:'stats'}` it answers with the loop delay p50/p99/max (ms), its CPU use (ms) and the frames its sockets
 * received (every event) since the mark.
 * argv: <port,port,...> <count> <offset>
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { HEARTBEAT_MS } from '@hapa/contracts';

const ports = process.argv[2]!.split(',').map(Number);
const count = Number(process.argv[3]);
const offset = Number(process.argv[4] ?? 0);
const ROUND_PREFIX = Buffer.from('42["battle_v2:round",');
/** uuid -> port -> delays (ms) */
const arrivals = new Map<string, Map<number, number[]>>();
const got = new Map<string, number>();
let closed = 0;
/** frames received since the last mark (every event, not only round 0) */
let frames = 0;
const sockets: WebSocket[] = [];

function onRound(port: number, frame: Buffer, now: number) {
  const ev = (JSON.parse(frame.toString('utf8', 2)) as [string, { uuid: string; round: number; revealAt: string }])[1];
  if (ev.round !== 0) return;
  let byPort = arrivals.get(ev.uuid);
  if (!byPort) arrivals.set(ev.uuid, (byPort = new Map(ports.map((p) => [p, [] as number[]]))));
  byPort.get(port)!.push(now - Date.parse(ev.revealAt));
  const n = (got.get(ev.uuid) ?? 0) + 1;
  got.set(ev.uuid, n);
  if (n === count) {
    arrivals.delete(ev.uuid);
    got.delete(ev.uuid);
    process.send!({ type: 'round', uuid: ev.uuid, delays: Object.fromEntries(byPort) });
  }
}

/** One spectator socket; resolves once the namespace connect was acknowledged and the subscriptions sent. */
function connect(port: number, index: number): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`, { skipUTF8Validation: true });
    let ready = false;
    ws.on('message', (frame: Buffer) => {
      frames++;
      if (frame.length > ROUND_PREFIX.length && frame.compare(ROUND_PREFIX, 0, ROUND_PREFIX.length, 0, ROUND_PREFIX.length) === 0)
        return onRound(port, frame, Date.now());
      if (frame.length === 1 && frame[0] === 0x32) return ws.send('3'); // '2': the server's ping
      if (frame[0] === 0x30 && frame[1] === 0x7b) return ws.send('40'); // '0{': the open packet
      if (!ready && frame[0] === 0x34 && frame[1] === 0x30) {
        // '40': the namespace connect
        ready = true;
        ws.send('42["subscribe","live"]');
        ws.send('42["subscribe","battle_v2"]');
        // the browser's heartbeat, spread over the interval so that 10,000 sockets do not ping at once
        const beat = () => ws.readyState === WebSocket.OPEN && ws.send(`42["ping",${Date.now()}]`);
        setTimeout(() => setInterval(beat, HEARTBEAT_MS).unref(), (index * 7919) % HEARTBEAT_MS).unref();
        resolve(ws);
      }
    });
    ws.on('error', () => (ready ? undefined : reject(new Error(`socket to :${port} failed to connect`))));
    ws.on('close', () => {
      if (ready) closed++;
    });
  });
}

let retries = 0;
/** connect(), again after a failed handshake (a starved server's full accept queue resets some): up to 10 tries, 0.5 s apart */
async function connectWithRetry(port: number, index: number): Promise<WebSocket> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await connect(port, index);
    } catch (err) {
      if (attempt === 10) throw err;
      retries++;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

// connect in batches of 20 per process: hundreds of simultaneous handshakes overflow the servers' listen backlog
for (let i = 0; i < count; i += 20) {
  const batch = Array.from({ length: Math.min(20, count - i) }, (_, k) => {
    const index = offset + i + k;
    return connectWithRetry(ports[index % ports.length]!, index);
  });
  sockets.push(...(await Promise.all(batch)));
}

const loop = monitorEventLoopDelay({ resolution: 1 });
loop.enable();
let cpuMark = process.cpuUsage();
let wallMark = performance.now();
process.send!({ type: 'ready' });
process.on('message', (m: { type: string }) => {
  if (m.type === 'mark') {
    loop.reset();
    frames = 0;
    cpuMark = process.cpuUsage();
    wallMark = performance.now();
  } else if (m.type === 'stats') {
    const cpu = process.cpuUsage(cpuMark);
    process.send!({
      type: 'stats',
      lagP50: loop.percentile(50) / 1e6,
      lagP99: loop.percentile(99) / 1e6,
      lagMax: loop.max / 1e6,
      cpuMs: (cpu.user + cpu.system) / 1000,
      frames,
      wallMs: performance.now() - wallMark,
      closed,
      retries,
      rssBytes: process.memoryUsage.rss(),
    });
  } else if (m.type === 'close') {
    sockets.forEach((s) => s.close());
    process.exit(0);
  }
});
