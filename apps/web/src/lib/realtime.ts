/**
 * Socket.IO client (spec §7): same origin, path /socket.io; subscribes to `live`, logs in with the
 * session's authorization, pings every 20 s, reconnects on its own and re-subscribes on reconnect.
 *
 * The socket.io client library loads after the first paint (a dynamic import on first use, issue 7: it is
 * ~12 KB of the first load's JavaScript that no first paint needs). Until it has loaded, `getSocket()` hands
 * out a facade that keeps the listeners and attaches them to the real socket once it exists.
 */
import { HEARTBEAT_MS, type Channel, type ClientToServerEvents, type ServerToClientEvents } from '@hapa/contracts';
import type { Socket } from 'socket.io-client';
import { getAuthorization } from './session.ts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

type EventName = keyof ServerToClientEvents;

/** What features use of the socket: server events on and off (the library's own API stays inside this module). */
export interface RealtimeSocket {
  on<E extends EventName>(event: E, listener: ServerToClientEvents[E]): void;
  off<E extends EventName>(event: E, listener: ServerToClientEvents[E]): void;
}

let socket: AppSocket | null = null;
let loading: Promise<AppSocket> | null = null;
let heartbeat: ReturnType<typeof setInterval> | null = null;
const channels = new Set<Channel>(['live']);
/** listeners registered through the facade, attached to the real socket when it is made */
const listeners = new Map<EventName, Set<(...args: never[]) => void>>();

function onConnect(s: AppSocket) {
  for (const ch of channels) s.emit('subscribe', ch);
  const authorization = getAuthorization();
  if (authorization) s.emit('login', authorization);
}

function connect(): Promise<AppSocket> {
  loading ??= import('socket.io-client').then(({ io }) => {
    const s: AppSocket = io({
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 10_000,
    });
    s.on('connect', () => onConnect(s));
    for (const [event, set] of listeners) for (const fn of set) s.on(event, fn as never);
    heartbeat = setInterval(() => {
      if (s.connected) s.emit('ping', Date.now());
    }, HEARTBEAT_MS);
    socket = s;
    return s;
  });
  return loading;
}

const facade: RealtimeSocket = {
  on(event, listener) {
    let set = listeners.get(event);
    if (!set) listeners.set(event, (set = new Set()));
    set.add(listener as never);
    socket?.on(event, listener as never);
  },
  off(event, listener) {
    listeners.get(event)?.delete(listener as never);
    socket?.off(event, listener as never);
  },
};

/** The shared socket (connected on first use; the library loads then). */
export function getSocket(): RealtimeSocket {
  void connect();
  return facade;
}

/** Subscribes to a channel now and after every reconnect. */
export function subscribeChannel(channel: Channel): void {
  channels.add(channel);
  void connect().then((s) => {
    if (s.connected) s.emit('subscribe', channel);
  });
}

/**
 * Re-authenticates the socket after login / logout. Logging in emits `login`; logging out
 * reconnects so the server forgets the user.
 */
export function syncSocketAuth(): void {
  if (!socket) return; // not connected yet: it logs in with the current session when it connects
  const authorization = getAuthorization();
  if (authorization) {
    if (socket.connected) socket.emit('login', authorization);
  } else {
    socket.disconnect();
    socket.connect();
  }
}

/** Closes the socket (app teardown, tests). */
export function closeSocket(): void {
  if (heartbeat) clearInterval(heartbeat);
  heartbeat = null;
  socket?.disconnect();
  socket = null;
  loading = null;
}
