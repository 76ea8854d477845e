import { useCallback, useEffect, useState } from 'react';
import type { Channel, ChatMessage } from '@hapa/contracts';
import { getSocket, subscribeChannel } from '../../../lib/realtime.ts';

type LiveEvent = 'chat:message' | 'chat:room' | 'chat_vip:message';

/**
 * Messages that arrived after the history was read: pushes of `event` (on `channel` when it is a public channel)
 * that `accept` keeps, plus the player's own sends (`add`). Merged with the history by `mergeMessages`.
 */
export function useLiveMessages(event: LiveEvent, accept: (m: ChatMessage) => boolean, channel?: Channel) {
  const [live, setLive] = useState<ChatMessage[]>([]);
  const add = useCallback((m: ChatMessage) => setLive((l) => (l.some((x) => x.id === m.id) ? l : [...l, m])), []);
  useEffect(() => {
    if (channel) subscribeChannel(channel);
    const socket = getSocket();
    const on = (m: ChatMessage) => {
      if (accept(m)) add(m);
    };
    socket.on(event, on);
    return () => socket.off(event, on);
  }, [event, channel, accept, add]);
  return { live, add };
}
