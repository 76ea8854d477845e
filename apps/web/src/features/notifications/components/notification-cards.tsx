import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationPush } from '@hapa/contracts';
import { cn, IconBell, IconCheck, IconClose } from '../../../components/index.ts';
import { getSocket, subscribeChannel } from '../../../lib/realtime.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { usePageVisible } from '../../../lib/use-page-visible.ts';
import { applyUnread } from '../api/keys.ts';
import { useReadNotification } from '../api/read-notification.ts';
import { notificationText } from '../lib/notification-text.ts';
import { addCard, barPercent, nextStepMs, removeCard, setPaused, tickCards, type NoticeCard } from '../lib/notice-cards.ts';

/**
 * Live notifications (apps/server/src/modules/notify/README.md): listens to `notify:message` on the `notify` channel, keeps the badges' unread
 * count and the /notification list current, and shows each new notification as a toast card with its progress
 * bar (timings in lib/notice-cards.ts: tick 500 ms, success full at 150 after 1.25 s, others at 100 after 5 s,
 * at most 3; a focused card waits). Clicking a card marks it read and opens its page.
 * Top right under the header on wide screens, under the header across the width on phones.
 */
export function NotificationCards() {
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const visible = usePageVisible();
  const [cards, setCards] = useState<NoticeCard[]>([]);

  useEffect(() => {
    if (!loggedIn) {
      setCards([]);
      return;
    }
    subscribeChannel('notify');
    const socket = getSocket();
    const onMessage = (p: NotificationPush) => {
      applyUnread(queryClient, { count: p.unread });
      setCards((c) => addCard(c, p.message));
    };
    socket.on('notify:message', onMessage);
    return () => socket.off('notify:message', onMessage);
  }, [loggedIn, queryClient]);

  const ticking = visible && cards.some((c) => !c.paused);
  // one step at a time: a 500 ms tick, or a shorter one to a card's end (success closes at exactly 1.25 s)
  const step = ticking ? nextStepMs(cards) : null;
  useEffect(() => {
    if (step === null) return;
    const timer = setTimeout(() => setCards((c) => tickCards(c, step)), step);
    return () => clearTimeout(timer);
  }, [cards, step]);

  if (cards.length === 0) return null;
  return (
    <div
      className="pointer-events-none fixed inset-x-3 top-[4.5rem] z-[95] flex flex-col items-stretch gap-2 md:inset-x-auto md:right-5 md:top-20 md:w-[22rem]"
      role="region"
      aria-live="polite"
      data-testid="notification-cards"
    >
      {cards.map((card) => (
        <Card
          key={card.notification.id}
          card={card}
          onPause={(paused) => setCards((c) => setPaused(c, card.notification.id, paused))}
          onClose={() => setCards((c) => removeCard(c, card.notification.id))}
        />
      ))}
    </div>
  );
}

function Card({ card, onPause, onClose }: { card: NoticeCard; onPause: (paused: boolean) => void; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const read = useReadNotification();
  const n: Notification = card.notification;
  const text = notificationText(t, i18n.language, n);
  const success = n.tone === 'success';
  const Icon = success ? IconCheck : IconBell;
  const open = () => {
    read.mutate(n.id);
    onClose();
    navigate(n.link || '/notification');
  };
  return (
    <div
      className={cn(
        'pointer-events-auto relative overflow-hidden rounded-xl border bg-surface-2 shadow-xl shadow-black/40 animate-toast-in motion-reduce:animate-none',
        success ? 'border-accent/50' : 'border-violet/50',
      )}
      onFocus={() => onPause(true)}
      onBlur={() => onPause(false)}
      data-testid="notification-card"
      data-tone={n.tone}
      data-kind={n.kind}
    >
      <div className="flex items-start gap-3 px-3.5 pb-3.5 pt-3">
        <span
          className={cn(
            'mt-0.5 grid size-8 shrink-0 place-items-center rounded-full',
            success ? 'bg-accent/15 text-accent' : 'bg-violet/15 text-violet',
          )}
        >
          <Icon size={16} />
        </span>
        <button type="button" onClick={open} className="min-w-0 flex-1 text-left" data-testid="notification-card-open">
          <p className="text-sm font-bold text-fg" data-testid="notification-title">
            {text.title}
          </p>
          <p className="mt-0.5 line-clamp-2 text-xs text-muted" data-testid="notification-content">
            {text.content}
          </p>
        </button>
        <button
          type="button"
          onClick={onClose}
          className="-mr-1 rounded-md p-1 text-muted hover:text-fg"
          aria-label={t('notifications.dismiss')}
        >
          <IconClose size={16} />
        </button>
      </div>
      <div className="absolute inset-x-0 bottom-0 h-1 bg-line/60" aria-hidden>
        <div
          className={cn(
            'h-full transition-[width] duration-500 ease-linear motion-reduce:transition-none',
            success ? 'bg-accent' : 'bg-violet',
          )}
          style={{ width: `${barPercent(card)}%` }}
          data-testid="notification-card-bar"
        />
      </div>
    </div>
  );
}
