import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@hapa/contracts';
import { Spinner } from '../../../components/index.ts';
import { useSession } from '../../../lib/session.ts';
import { MessageBubble } from './message-bubble.tsx';

/**
 * The messages of a chat, oldest first, kept scrolled to the newest. Own messages (this player, never an agent's)
 * on the right. `footer` (e.g. "Support is typing") sits under the last message.
 */
export function MessageList({
  messages,
  loading,
  empty,
  onQuote,
  footer,
  testId,
}: {
  messages: ChatMessage[];
  loading: boolean;
  empty: string;
  onQuote?: (m: ChatMessage) => void;
  footer?: React.ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const uid = useSession()?.uid;
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [last, footer]);
  return (
    <div
      className="flex-1 overflow-y-auto overscroll-contain px-4 py-3"
      data-testid={testId}
      aria-live="polite"
      aria-label={t('chat.messages')}
    >
      {loading ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : messages.length === 0 ? (
        <p className="py-10 text-center text-sm text-muted" data-testid="chat-empty">
          {empty}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {messages.map((m) => {
            const own = m.type === 'player' && m.userId === uid;
            return <MessageBubble key={m.id} message={m} own={own} onQuote={onQuote && !own ? onQuote : undefined} />;
          })}
        </ul>
      )}
      {footer}
      <div ref={end} />
    </div>
  );
}
