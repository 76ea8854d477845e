/**
 * The console's own Socket.IO connection for the support inbox: logs in with the operator's console session, so
 * the server's pushes to support agents (`chat:message`, `chat:conversation`) reach it; a console sign-out
 * revokes that session and the server stops sending.
 */
import { useEffect } from 'react';
import type { ChatMessage, ClientToServerEvents, OpsConversation, ServerToClientEvents } from '@hapa/contracts';
import type { Socket } from 'socket.io-client';
import { getOpsSession } from '../session.ts';

/** Query-key root of the support inbox. */
export const INBOX_KEY = ['ops', 'support'] as const;

export interface InboxListeners {
  onMessage: (m: ChatMessage) => void;
  onConversation: (c: OpsConversation) => void;
}

/** Connects while the inbox is open; calls the listeners on each push. */
export function useInboxSocket(listeners: InboxListeners): void {
  const { onMessage, onConversation } = listeners;
  useEffect(() => {
    let socket: Socket<ServerToClientEvents, ClientToServerEvents> | null = null;
    let closed = false;
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      socket = io({ path: '/socket.io', transports: ['websocket', 'polling'] });
      socket.on('connect', () => {
        const authorization = getOpsSession()?.authorization;
        if (authorization) socket?.emit('login', authorization);
      });
      socket.on('chat:message', onMessage);
      socket.on('chat:conversation', onConversation);
    });
    return () => {
      closed = true;
      socket?.disconnect();
    };
  }, [onMessage, onConversation]);
}
