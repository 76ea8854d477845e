import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { CHANNELS, type ClientToServerEvents, type ServerToClientEvents } from '@hapa/contracts';
import type { Publisher } from '../lib/publisher.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import { redisPair } from './redis-clients.ts';

/** Socket.IO room of one player (balance pushes, notifications). */
const userRoom = (userId: number) => `user:${userId}`;
/** Socket.IO room of the sockets logged in with one session (by token hash), so a revoke finds them. */
const sessionRoom = (tokenHash: string) => `session:${tokenHash}`;

/**
 * The realtime gateway (spec §7, architecture.md "Realtime"): clients `subscribe` to channels and
 * `login` with their Authorization value; the server pushes after commits. With `redisUrl` the Redis
 * adapter fans events out across instances.
 */
export class RealtimeGateway implements Publisher {
  private io: Server<ClientToServerEvents, ServerToClientEvents> | null = null;
  private closers: (() => Promise<unknown>)[] = [];

  async attach(http: HttpServer, auth: AuthService, redisUrl?: string): Promise<void> {
    const io = new Server<ClientToServerEvents, ServerToClientEvents>(http, { path: '/socket.io', pingInterval: 20_000, pingTimeout: 20_000, serveClient: false });
    if (redisUrl) {
      const [{ createAdapter }, redis] = await Promise.all([import('@socket.io/redis-adapter'), redisPair(redisUrl)]);
      io.adapter(createAdapter(redis.pub, redis.sub));
      this.closers.push(() => redis.close());
    }
    io.on('connection', (socket) => {
      socket.on('subscribe', (channel) => {
        if ((CHANNELS as readonly string[]).includes(channel)) void socket.join(`channel:${channel}`);
      });
      socket.on('unsubscribe', (channel) => void socket.leave(`channel:${channel}`));
      socket.on('login', async (authorization) => {
        const check = () => (typeof authorization === 'string' ? auth.authenticate(authorization, { fresh: true }).catch(() => null) : Promise.resolve(null));
        const user = await check();
        for (const room of socket.rooms) if (room.startsWith('user:') || room.startsWith('session:')) void socket.leave(room);
        if (!user) return;
        void socket.join([userRoom(user.id), sessionRoom(user.tokenHash)]);
        // a logout that committed while the first check ran has already fired its revoke: check again
        if (!(await check())) void socket.leave(userRoom(user.id));
      });
      socket.on('ping', (ts) => socket.emit('pong', typeof ts === 'number' ? ts : Date.now()));
    });
    // logout/revoke: every socket of that session (on any instance, through the adapter) stops getting
    // the player's private events at once; it keeps its public channels
    auth.onRevoke(({ userId, tokenHash }) => io.in(sessionRoom(tokenHash)).socketsLeave([userRoom(userId), sessionRoom(tokenHash)]));
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

  async close(): Promise<void> {
    const io = this.io;
    this.io = null; // pushes after close (a job finishing during shutdown) are dropped, not sent to a closed Redis
    await new Promise<void>((resolve) => (io ? io.close(() => resolve()) : resolve()));
    await Promise.all(this.closers.map((c) => c().catch(() => undefined)));
  }
}
