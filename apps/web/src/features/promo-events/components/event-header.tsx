import type { PromoEvent } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/index.ts';
import { eventTexts } from '../lib/event-texts.ts';

/**
 * The catalogue namespaces of event pages: each has `subtitle`, `endsIn`, `startsIn`, `ended`, `endedText` and
 * `upcomingText` for its header.
 */
export type EventHeaderNamespace = 'pirate' | 'depositBonus';

const TONES = {
  /** gold: Pirate 2024 */
  gold: {
    frame:
      'border-rarity-1/30 bg-[radial-gradient(120%_140%_at_0%_0%,rgb(255_200_61/0.18),transparent_55%),linear-gradient(135deg,var(--color-surface-2),var(--color-bg-2))]',
    title: 'text-rarity-1',
  },
  /** accent green: the deposit bonus */
  accent: {
    frame:
      'border-accent/30 bg-[radial-gradient(120%_140%_at_0%_0%,rgb(0_229_160/0.16),transparent_55%),linear-gradient(135deg,var(--color-surface-2),var(--color-bg-2))]',
    title: 'text-accent',
  },
} as const;

/**
 * The header of an event page (docs/events.md event framework; docs/product/routes.md#events event pages): the event's title and banner text
 * (or the namespace's `subtitle`), its banner image behind, and a box counting down to the end while live, to the start while
 * upcoming, or saying it ended. `onEnd` runs when the countdown reaches zero (the page refetches the event).
 * Test ids: `{testId}-header` (with `data-state`), `-title`, `-countdown`, `-ended`.
 */
export function EventHeader({
  event: e,
  ns,
  tone,
  testId,
  onEnd,
}: {
  event: PromoEvent;
  ns: EventHeaderNamespace;
  tone: keyof typeof TONES;
  testId: string;
  onEnd: () => void;
}) {
  const { t, i18n } = useTranslation();
  const c = TONES[tone];
  // a seeded event's title and banner are said in the reader's language (docs/architecture/web-app.md#server-built-texts)
  const texts = eventTexts(e, i18n.language, t);
  return (
    <header
      className={`relative overflow-hidden rounded-2xl border ${c.frame} p-4 md:px-7 md:py-5`}
      data-testid={`${testId}-header`}
      data-state={e.state}
    >
      {e.bannerImg ? <img src={e.bannerImg} alt="" className="absolute inset-0 size-full object-cover opacity-25" /> : null}
      <div className="relative flex items-center justify-between gap-3 md:gap-6">
        <div className="min-w-0">
          <h1
            className={`text-2xl font-black uppercase italic leading-none tracking-tight ${c.title} sm:text-3xl md:text-5xl`}
            data-testid={`${testId}-title`}
          >
            {texts.title}
          </h1>
          <p className="mt-2 max-w-2xl text-xs text-muted sm:text-sm md:text-base">{texts.subtitle || t(`${ns}.subtitle`)}</p>
        </div>
        <div
          className="max-w-[48%] shrink-0 rounded-xl border border-line bg-bg/60 px-3 py-2 text-center backdrop-blur-sm md:min-w-56 md:max-w-none md:px-4 md:py-3"
          data-testid={`${testId}-countdown`}
        >
          {e.state === 'ended' ? (
            <>
              <p className="text-sm font-black text-danger md:text-base" data-testid={`${testId}-ended`}>
                {t(`${ns}.ended`)}
              </p>
              <p className="mt-1 text-xs text-muted">{t(`${ns}.endedText`)}</p>
            </>
          ) : (
            <>
              <p className="text-[11px] font-semibold uppercase tracking-wide text-muted">
                {e.state === 'live' ? t(`${ns}.endsIn`) : t(`${ns}.startsIn`)}
              </p>
              <Countdown
                endsAt={Date.parse(e.state === 'live' ? e.endsAt : e.startsAt)}
                onEnd={onEnd}
                className="text-lg font-black text-fg md:text-2xl"
              />
              {e.state === 'upcoming' ? <p className="mt-1 text-xs text-muted">{t(`${ns}.upcomingText`)}</p> : null}
            </>
          )}
        </div>
      </div>
    </header>
  );
}
