/**
 * Socket.IO client (docs/product/endpoints.md#realtime): same origin, path /socket.io; subscribes to `live`, logs in with the
 * session's authorization, pings every 20 s, reconnects on its own and re-subscribes on reconnect.
 *
 * The socket.io client library loads after the first paint (a dynamic import on first use, docs/architecture/realtime.md: it is
 * ~12 KB of the first load's JavaScript that no first paint needs). Until it has loaded, `getSocket()` hands
 * out a facade that keeps the listeners and attaches them to the real socket once it exists.
 *
 * Region (docs/product/endpoints.md#realtime "Realtime connection (region main or Kenya)"): the socket connects to
 * `realtimeRegions.ke` of GET /api/sys/config on the Kenya site (siteCode KE), else `realtimeRegions.main`;
 * '' (the default: env REALTIME_URL_MAIN / REALTIME_URL_KE unset) is this server.
 */
import { HEARTBEAT_MS, type Channel, type ClientToServerEvents, type ServerToClientEvents } from '@hapa/contracts';
import type { Socket } from 'socket.io-client';
import { getAuthorization } from './session.ts';

/** The realtime regions of GET /api/sys/config ('' = this origin). */
export interface RealtimeRegionUrls {
  main?: unknown;
  ke?: unknown;
}

/** The Socket.IO origin for `siteCode` (KE -> the Kenya region, else main); undefined = this origin (also for a malformed URL). */
export function realtimeUrlFor(regions: RealtimeRegionUrls | null | undefined, siteCode: string | null): string | undefined {
  const pick = siteCode?.toUpperCase() === 'KE' ? regions?.ke : regions?.main;
  if (typeof pick !== 'string' || pick === '') return undefined;
  return /^(https?|wss?):\/\/[^\s/]+/.test(pick) ? pick : undefined;
}

/** The region URL for this page's site (query `siteCode`, else the kept variant); this origin when the config cannot be read. */
async function regionUrl(): Promise<string | undefined> {
  let site: string | null = null;
  try {
    site = new URLSearchParams(window.location.search).get('siteCode') ?? globalThis.localStorage?.getItem('hapa.siteCode') ?? null;
  } catch {
    site = null;
  }
  try {
    const res = await fetch('/api/sys/config', { credentials: 'include', headers: { Accept: 'application/json' } });
    const body = (await res.json()) as { data?: { realtimeRegions?: RealtimeRegionUrls } };
    return realtimeUrlFor(body.data?.realtimeRegions, site);
  } catch {
    return undefined;
  }
}

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
  loading ??= Promise.all([import('socket.io-client'), regionUrl()]).then(([{ io }, url]) => {
    const options = {
      path: '/socket.io',
      transports: ['websocket', 'polling'],
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 10_000,
    };
    const s: AppSocket = url ? io(url, options) : io(options);
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
