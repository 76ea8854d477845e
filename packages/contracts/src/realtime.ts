import type { LiveDrop } from './boxes.ts';
import type { BingoCallEvent, BingoGame, BingoWinEvent, BingoBarrageMessage } from './games-bingo.ts';
import type { BattleRoundEvent, BattleSummary } from './battles.ts';
import type { LuckyStarWin } from './lucky-star.ts';
import type { NotificationPush } from './notify.ts';
import type { ChatMessage, ChatTyping, OpsConversation } from './chat.ts';

/** Socket.IO channels (docs/product/endpoints.md#realtime). Clients `emit('subscribe', channel)`. */
export const CHANNELS = ['live', 'lucky_star', 'bingo_call', 'chat', 'customer_tip', 'notify', 'chat_vip', 'battle_v2'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Events the server sends, by name. One naming style: `<channel>:<event>`. */
export interface ServerToClientEvents {
  'live:drop': (drops: LiveDrop[]) => void;
  'notify:balance': (payload: { coin: number }) => void;
  /** a shipping order of the player changed status (docs/product/states.md#prize-orders order status steps) */
  'notify:order': (payload: { orderId: number; status: number; step: number; event: string }) => void;
  /** a new notification for the player (docs/architecture/realtime.md), with the player's unread count after it */
  'notify:message': (payload: NotificationPush) => void;
  /** a public or invite battle was created (list: add on top) */
  'battle_v2:created': (battle: BattleSummary) => void;
  /** a seat filled, or the battle started (state 20, no draws): apply at once */
  'battle_v2:update': (battle: BattleSummary) => void;
  /** one round revealed at its time (never earlier) */
  'battle_v2:round': (payload: BattleRoundEvent) => void;
  /** the battle ended (state 30) with results */
  'battle_v2:ended': (battle: BattleSummary) => void;
  /** a big win from any game, broadcast to everyone (nickname masked) */
  'lucky_star:win': (win: LuckyStarWin) => void;
  /** bingo: a number was called (after its commit), with every number called so far */
  'bingo_call:call': (payload: BingoCallEvent) => void;
  /** bingo: a game opened, closed (client seed fixed) or ended (seed revealed), or the next one was scheduled */
  'bingo_call:state': (game: BingoGame) => void;
  /** bingo: a line or full-card prize was won (winners masked, shares in coins) */
  'bingo_call:win': (payload: BingoWinEvent) => void;
  /** bingo: a barrage message */
  'bingo_call:barrage': (message: BingoBarrageMessage) => void;
  /** chats (docs/architecture/realtime.md): a support message to the player's private room and to the support agents' rooms */
  'chat:message': (message: ChatMessage) => void;
  /** chats: a support conversation changed (new message, read, assignment), to the support agents */
  'chat:conversation': (conversation: OpsConversation) => void;
  /** chats: a chat room message, on channel `chat` */
  'chat:room': (message: ChatMessage) => void;
  /** chats: a VIP chat message, on channel `chat_vip` */
  'chat_vip:message': (message: ChatMessage) => void;
  /** chats: a support agent is typing, to the player */
  'customer_tip:typing': (payload: ChatTyping) => void;
  pong: (ts: number) => void;
}

export interface ClientToServerEvents {
  subscribe: (channel: Channel) => void;
  unsubscribe: (channel: Channel) => void;
  login: (authorization: string) => void;
  ping: (ts: number) => void;
}

/** Heartbeat period (docs/product/endpoints.md#realtime, docs/product/constants.md#timings): 20 s. */
export const HEARTBEAT_MS = 20_000;
