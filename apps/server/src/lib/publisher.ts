import type { Channel, ServerToClientEvents } from '@hapa/contracts';

/**
 * Pushes realtime events after a transaction commits (style.md docs/product/validation.md). The Socket.IO gateway implements
 * it; tests pass `recordingPublisher`.
 */
export interface Publisher {
  toChannel<E extends keyof ServerToClientEvents>(channel: Channel, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
  toUser<E extends keyof ServerToClientEvents>(userId: number, event: E, ...args: Parameters<ServerToClientEvents[E]>): void;
}

export function recordingPublisher() {
  const sent: { to: string; event: string; args: unknown[] }[] = [];
  const publisher: Publisher = {
    toChannel: (channel, event, ...args) => void sent.push({ to: `channel:${channel}`, event, args }),
    toUser: (userId, event, ...args) => void sent.push({ to: `user:${userId}`, event, args }),
  };
  return { publisher, sent };
}
