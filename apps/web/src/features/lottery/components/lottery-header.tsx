import type { LotteryOpenDraw } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Countdown } from '../../../components/index.ts';
import { lotteryMoney, utcDateTime } from '../lib/lottery-format.ts';

/**
 * The head of `/daily-lottery` (docs/fairness.md#lottery): title, draw time (UTC), the countdown to the draw (`endsAt`,
 * ms on the browser's clock, from the server's) or "drawing", the pool and the tickets sold. `onEnd` runs at zero.
 */
export function LotteryHeader({
  open,
  endsAt,
  drawing,
  onEnd,
}: {
  open: LotteryOpenDraw;
  endsAt: number;
  drawing: boolean;
  onEnd: () => void;
}) {
  const { t } = useTranslation();
  const { date, time } = utcDateTime(open.drawAt);
  return (
    <header
      className="relative overflow-hidden rounded-2xl border border-rarity-1/30 bg-[radial-gradient(120%_140%_at_100%_0%,rgb(255_200_61/0.16),transparent_55%),radial-gradient(100%_120%_at_0%_100%,rgb(43_245_160/0.10),transparent_60%),linear-gradient(135deg,var(--color-surface-2),var(--color-bg-2))] p-4 md:px-7 md:py-6"
      data-testid="lottery-header"
    >
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between md:gap-6">
        <div className="min-w-0">
          <h1 className="text-3xl font-black uppercase italic leading-none tracking-tight text-rarity-1 md:text-5xl">
            {t('lottery.title')}
          </h1>
          <p className="mt-2 max-w-xl text-sm text-muted md:text-base">{t('lottery.subtitle')}</p>
          <p className="mt-1 font-mono text-xs text-subtle">{t('lottery.drawAt', { date, time })}</p>
        </div>
        <div className="grid grid-cols-2 gap-2 md:min-w-[26rem] md:gap-3">
          <div
            className="rounded-xl border border-line bg-bg/60 px-3 py-2 text-center backdrop-blur-sm md:px-4 md:py-3"
            data-testid="lottery-countdown"
          >
            {drawing ? (
              <>
                <p className="text-sm font-black text-warning" data-testid="lottery-drawing">
                  {t('lottery.drawing')}
                </p>
                <p className="mt-1 text-xs text-muted">{t('lottery.drawingText')}</p>
              </>
            ) : (
              <>
                <p className="text-[11px] font-semibold uppercase tracking-wide text-muted">{t('lottery.drawIn')}</p>
                <Countdown endsAt={endsAt} onEnd={onEnd} className="text-xl font-black text-fg md:text-2xl" />
              </>
            )}
          </div>
          <div className="rounded-xl border border-rarity-1/40 bg-bg/60 px-3 py-2 text-center backdrop-blur-sm md:px-4 md:py-3">
            <p className="text-[11px] font-semibold uppercase tracking-wide text-muted">{t('lottery.pool')}</p>
            <p className="font-mono text-xl font-black text-rarity-1 md:text-2xl" data-testid="lottery-pool">
              {lotteryMoney(open.pool)}
            </p>
            <p className="text-[11px] text-muted">
              {t('lottery.tickets')}:{' '}
              <span className="font-mono text-fg" data-testid="lottery-ticket-count">
                {open.ticketCount}
              </span>
            </p>
          </div>
        </div>
      </div>
    </header>
  );
}
