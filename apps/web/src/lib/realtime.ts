/**
 * Socket.IO client (spec §7): same origin, path /socket.io; subscribes to `live`, logs in with the
 * session's authorization, pings every 20 s, reconnects on its own and re-subscribes on reconnect.
 */
import { HEARTBEAT_MS, type Channel, type ClientToServerEvents, type ServerToClientEvents } from '@hapa/contracts';
import { io, type Socket } from 'socket.io-client';
import { getAuthorization } from './session.ts';

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;
let heartbeat: ReturnType<typeof setInterval> | null = null;
const channels = new Set<Channel>(['live']);

function onConnect(s: AppSocket) {
  for (const ch of channels) s.emit('subscribe', ch);
  const authorization = getAuthorization();
  if (authorization) s.emit('login', authorization);
}

/** The shared socket, created (and connected) on first use. */
export function getSocket(): AppSocket {
  if (socket) return socket;
  const s: AppSocket = io({
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    reconnection: true,
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
  });
  s.on('connect', () => onConnect(s));
  heartbeat = setInterval(() => {
    if (s.connected) s.emit('ping', Date.now());
  }, HEARTBEAT_MS);
  socket = s;
  return s;
}

/** Subscribes to a channel now and after every reconnect. */
export function subscribeChannel(channel: Channel): void {
  channels.add(channel);
  const s = getSocket();
  if (s.connected) s.emit('subscribe', channel);
}

/**
 * Re-authenticates the socket after login / logout. Logging in emits `login`; logging out
 * reconnects so the server forgets the user.
 */
export function syncSocketAuth(): void {
  if (!socket) return;
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
}
