import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { CHANNELS, type Channel, type ClientToServerEvents, type ServerToClientEvents } from '@hapa/contracts';
import type { Publisher } from '../lib/publisher.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import { redisPair } from './redis-clients.ts';

/** Socket.IO room of one player (balance pushes, notifications). */
const userRoom = (userId: number) => `user:${userId}`;
/** Socket.IO room of the sockets logged in with one session (by token hash), so a revoke finds them. */
const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;

/**
 * Channels only some players may hear: the check gets the socket's signed-in uid and answers whether it may join
 * (for example `chat_vip`: VIP chat level, docs/product/validation.md#chat). A signed-out socket never joins a gated channel.
 */
export type ChannelGates = Partial<Record<Channel, (userId: number) => Promise<boolean>>>;

/**
 * The realtime gateway (docs/product/endpoints.md#realtime, architecture.md "Realtime"): clients `subscribe` to channels and
 * `login` with their Authorization value; the server pushes after commits. With `redisUrl` the Redis
 * adapter fans events out across instances (`adapterKey`: its Redis channel prefix, default 'socket.io'; only
 * instances with the same key hear each other, so parallel test files keep apart). `gates` keeps gated channels
 * (ChannelGates) to the players their check admits: checked at subscribe and again at each login, in either
 * order; a logout or revoke leaves them with the private rooms.
 */
export class RealtimeGateway implements Publisher {
  private io: Server<ClientToServerEvents, ServerToClientEvents> | null = null;
  private closers: (() => Promise<unknown>)[] = [];

  async attach(
    http: HttpServer,
    auth: AuthService,
    redisUrl?: string,
    opts: { gates?: ChannelGates; adapterKey?: string } = {},
  ): Promise<void> {
    const gates = opts.gates ?? {};
    const gated = Object.keys(gates).map((c) => `channel:${c}`);
    const io = new Server<ClientToServerEvents, ServerToClientEvents>(http, {
      path: '/socket.io',
      pingInterval: 20_000,
      pingTimeout: 20_000,
      serveClient: false,
    });
    if (redisUrl) {
      const [{ createAdapter }, redis] = await Promise.all([import('@socket.io/redis-adapter'), redisPair(redisUrl)]);
      io.adapter(createAdapter(redis.pub, redis.sub, { key: opts.adapterKey ?? 'socket.io' }));
      this.closers.push(() => redis.close());
    }
    io.on('connection', (socket) => {
      /** gated channels this socket asked for, and the uid it is signed in with (undefined: signed out) */
      const wanted = new Set<Channel>();
      let uid: number | undefined;
      const admit = async (channel: Channel) => {
        const gate = gates[channel];
        const asked = uid;
        // signed in, and not revoked since (a revoke takes the socket out of its player's room)
        if (!gate || asked === undefined || !socket.rooms.has(userRoom(asked))) return;
        const ok = await gate(asked).catch(() => false);
        // still asked for, by the same player, after the check
        if (ok && wanted.has(channel) && uid === asked) void socket.join(`channel:${channel}`);
      };
      socket.on('subscribe', (channel) => {
        if (!(CHANNELS as readonly string[]).includes(channel)) return;
        if (!gates[channel]) return void socket.join(`channel:${channel}`);
        wanted.add(channel);
        void admit(channel);
      });
      socket.on('unsubscribe', (channel) => {
        wanted.delete(channel);
        void socket.leave(`channel:${channel}`);
      });
      socket.on('login', async (authorization) => {
        const check = () =>
          typeof authorization === 'string' ? auth.authenticate(authorization, { fresh: true }).catch(() => null) : Promise.resolve(null);
        const user = await check();
        uid = undefined;
        for (const room of socket.rooms)
          if (room.startsWith('user:') || room.startsWith('session:') || gated.includes(room)) void socket.leave(room);
        if (!user) return;
        void socket.join([userRoom(user.id), sessionRoom(user.tokenHash)]);
        // a logout that committed while the first check ran has already fired its revoke: check again
        if (!(await check())) return void socket.leave(userRoom(user.id));
        uid = user.id;
        for (const channel of wanted) void admit(channel);
      });
      socket.on('ping', (ts) => socket.emit('pong', typeof ts === 'number' ? ts : Date.now()));
    });
    // logout/revoke: every socket of that session (on any instance, through the adapter) stops getting
    // the player's private events at once; it keeps its public channels
    auth.onRevoke(({ userId, tokenHash }) =>
      io.in(sessionRoom(tokenHash)).socketsLeave([userRoom(userId), ...gated, sessionRoom(tokenHash)]),
    );
    this.io = io;
  }

  toChannel: Publisher['toChannel'] = (channel, event, ...args) => {
    (this.io?.to(`channel:${channel}`) as { emit(e: string, ...a: unknown[]): void } | undefined)?.emit(event, ...args);
  };

  toUser: Publisher['toUser'] = (userId, event, ...args) => {
    (this.io?.to(userRoom(userId)) as { emit(e: string, ...a: unknown[]): void } | undefined)?.emit(event, ...args);
  };

  /** Socket.IO clients connected to this instance (metrics). */
  get socketCount(): number {
    return this.io?.engine.clientsCount ?? 0;
  }

  /**
   * The drain at SIGTERM (shutdown.ts, docs/architecture/production.md#shutdown): refuses new Socket.IO connections and closes
   * every connected client's transport. The clients see `transport close`, a reason socket.io-client reconnects
   * on by itself (so through the load balancer to another instance, and re-subscribe there), never
   * `io server disconnect`, after which a client stays away. Returns how many connections it closed.
   */
  drain(): number {
    const io = this.io;
    if (!io) return 0;
    io.engine.opts.allowRequest = (_req, callback) => callback('this instance is shutting down', false);
    // engine.io keeps its connections in `clients` (typed protected; the public API has no "close them all but keep
    // the server" call: io.close() would also stop the HTTP server, which Fastify's close does after the drain)
    const clients = Object.values((io.engine as unknown as { clients: Record<string, { close(): void }> }).clients);
    for (const client of clients) client.close();
    return clients.length;
  }

  async close(): Promise<void> {
    const io = this.io;
    this.io = null; // pushes after close (a job finishing during shutdown) are dropped, not sent to a closed Redis
    await new Promise<void>((resolve) => (io ? io.close(() => resolve()) : resolve()));
    await Promise.all(this.closers.map((c) => c().catch(() => undefined)));
  }
}
