import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { CHANNELS, type ClientToServerEvents, type ServerToClientEvents } from '@hapa/contracts';
import type { Publisher } from '../lib/publisher.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';

/** Socket.IO room of one player (balance pushes, notifications). */
const userRoom = (userId: number) => `user:${userId}`;

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
      const [{ createAdapter }, { Redis }] = await Promise.all([import('@socket.io/redis-adapter'), import('ioredis')]);
      const pub = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
      const sub = pub.duplicate();
      io.adapter(createAdapter(pub, sub));
      this.closers.push(() => pub.quit(), () => sub.quit());
    }
    io.on('connection', (socket) => {
      socket.on('subscribe', (channel) => {
        if ((CHANNELS as readonly string[]).includes(channel)) void socket.join(`channel:${channel}`);
      });
      socket.on('unsubscribe', (channel) => void socket.leave(`channel:${channel}`));
      socket.on('login', async (authorization) => {
        const user = typeof authorization === 'string' ? await auth.authenticate(authorization).catch(() => null) : null;
        for (const room of socket.rooms) if (room.startsWith('user:')) void socket.leave(room);
        if (user) void socket.join(userRoom(user.id));
      });
      socket.on('ping', (ts) => socket.emit('pong', typeof ts === 'number' ? ts : Date.now()));
    });
    this.io = io;
  }

  toChannel: Publisher['toChannel'] = (channel, event, ...args) => {
    (this.io?.to(`channel:${channel}`) as { emit(e: string, ...a: unknown[]): void } | undefined)?.emit(event, ...args);
  };

  toUser: Publisher['toUser'] = (userId, event, ...args) => {
    (this.io?.to(userRoom(userId)) as { emit(e: string, ...a: unknown[]): void } | undefined)?.emit(event, ...args);
  };

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.io ? this.io.close(() => resolve()) : resolve()));
    await Promise.all(this.closers.map((c) => c().catch(() => undefined)));
  }
}
