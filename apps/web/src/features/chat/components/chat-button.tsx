import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@hapa/contracts';
import { cn } from '../../../components/index.ts';
import { getSocket } from '../../../lib/realtime.ts';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';
import { useChatUnread } from '../api/get-chat-unread.ts';
import { chatKeys } from '../api/keys.ts';
import { openChat, useChatDrawer } from '../lib/chat-store.ts';
import { IconChat } from './chat-icons.tsx';

const ChatDrawer = lazy(() => import('./chat-drawer.tsx'));

/**
 * The header's chat entry point (apps/server/src/modules/chat/README.md): a speech bubble with the unread support replies ("9+" past 9) that
 * opens the chat drawer; the drawer itself loads on the first opening. An agent reply bumps the badge live.
 */
export function ChatButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const unread = useChatUnread().data ?? 0;
  const { open } = useChatDrawer();
  const opened = useOpenedOnce(open);
  useEffect(() => {
    const socket = getSocket();
    const on = (m: ChatMessage) => {
      if (m.type === 'agent') void qc.invalidateQueries({ queryKey: chatKeys.unread });
    };
    socket.on('chat:message', on);
    return () => socket.off('chat:message', on);
  }, [qc]);
  return (
    <>
      <button
        type="button"
        onClick={() => openChat()}
        className={cn(
          'relative flex size-9 shrink-0 items-center justify-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-fg',
          className,
        )}
        aria-label={unread > 0 ? t('chat.openUnread', { count: unread }) : t('chat.open')}
        data-testid="chat-button"
        data-unread={unread}
      >
        <IconChat size={20} />
        {unread > 0 ? (
          <span
            aria-hidden
            data-testid="chat-unread-badge"
            className="pointer-events-none absolute -right-1.5 -top-1 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-danger px-1 text-[10px] font-black leading-none text-danger-ink ring-2 ring-bg tabular-nums"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        ) : null}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <ChatDrawer />
        </Suspense>
      ) : null}
    </>
  );
}
