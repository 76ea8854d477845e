import type { LiveDrop } from './boxes.ts';

/** Socket.IO channels (spec §7). Clients `emit('subscribe', channel)`. */
export const CHANNELS = ['live', 'lucky_star', 'bingo_call', 'chat', 'customer_tip', 'notify', 'chat_vip', 'battle_v2'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Events the server sends, by name. One naming style: `<channel>:<event>`. */
export interface ServerToClientEvents {
  'live:drop': (drops: LiveDrop[]) => void;
  'notify:balance': (payload: { coin: number }) => void;
  'battle_v2:update': (payload: { uuid: string; state: number }) => void;
  pong: (ts: number) => void;
}

export interface ClientToServerEvents {
  subscribe: (channel: Channel) => void;
  unsubscribe: (channel: Channel) => void;
  login: (authorization: string) => void;
  ping: (ts: number) => void;
}

/** Heartbeat period (spec §7, §9): 20 s. */
export const HEARTBEAT_MS = 20_000;
