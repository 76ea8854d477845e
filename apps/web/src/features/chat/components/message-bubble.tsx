import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@hapa/contracts';
import { cn } from '../../../components/index.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { IconReply } from './chat-icons.tsx';
import { picture } from '../../../lib/picture.ts';

/**
 * One chat bubble: the player's own messages on the right, others (support agents, other players) on the left.
 * Text, image (opens full size in a new tab) or order card (docs/product/entities.md#orders-and-addresses msgType 1/2/3); a VIP message may show the
 * message it quotes and offer "Reply".
 */
export function MessageBubble({ message, own, onQuote }: { message: ChatMessage; own: boolean; onQuote?: (m: ChatMessage) => void }) {
  const { t } = useTranslation();
  const who = message.type === 'agent' ? t('chat.agent') : own ? t('chat.you') : message.nickname;
  return (
    <li
      className={cn('flex flex-col gap-1', own ? 'items-end' : 'items-start')}
      data-testid="chat-message"
      data-own={own}
      data-type={message.type}
    >
      <span className="px-1 text-[11px] font-semibold text-muted">
        {who} · <time dateTime={message.gmtCreated}>{formatDateTime(message.gmtCreated)}</time>
      </span>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed break-words',
          own ? 'rounded-br-md bg-accent text-accent-ink' : 'rounded-bl-md bg-surface-2 text-fg',
        )}
      >
        {message.referChatVipMessage ? (
          <blockquote
            className={cn('mb-1.5 border-l-2 pl-2 text-xs', own ? 'border-accent-ink/50 text-accent-ink/85' : 'border-line text-muted')}
          >
            <span className="font-bold">{message.referChatVipMessage.nickname}</span> {message.referChatVipMessage.text}
          </blockquote>
        ) : null}
        {message.msgType === 2 && message.image ? (
          <a href={message.image} target="_blank" rel="noreferrer" className="block">
            <img
              // eslint-disable-next-line no-restricted-syntax -- a player's chat photo at its own size, not a catalogue picture
              src={message.image}
              alt={t('chat.imageAlt', { name: who })}
              className="max-h-56 max-w-full rounded-lg"
              loading="lazy"
              data-testid="chat-image"
            />
          </a>
        ) : message.msgType === 3 && message.orderCard ? (
          <OrderCard card={message.orderCard} />
        ) : (
          <p className="whitespace-pre-wrap">{message.text}</p>
        )}
      </div>
      {onQuote ? (
        <button
          type="button"
          onClick={() => onQuote(message)}
          className="flex items-center gap-1 px-1 text-[11px] font-semibold text-muted hover:text-fg"
          data-testid="chat-quote"
        >
          <IconReply size={12} />
          {t('chat.quote')}
        </button>
      ) : null}
    </li>
  );
}

function OrderCard({ card }: { card: NonNullable<ChatMessage['orderCard']> }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-48 flex-col gap-1.5" data-testid="chat-order-card">
      <span className="font-bold">{t('chat.order.title', { id: card.orderId })}</span>
      <span className="text-xs opacity-85">{t('chat.order.step', { step: card.step })}</span>
      <ul className="flex flex-wrap gap-1.5">
        {card.items.map((i, k) => (
          <li key={k} className="flex items-center gap-1.5 rounded-lg bg-black/15 px-1.5 py-1 text-xs">
            <img {...picture(i.img, '24px')} alt="" className="size-6 rounded object-contain" loading="lazy" />
            <span className="max-w-28 truncate">{i.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
