import type { BattleDetail } from '@hapa/contracts';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/index.ts';
import { usePrefersReducedMotion } from '../../../lib/use-prefers-reduced-motion.ts';
import { tieDisplay } from '../lib/tie.ts';

const SLOTS = 24;

/**
 * The 50-50 tie roulette (docs/product/states.md#battles): the tied sides alternate and the strip stops on the side the
 * server drew (`tie.winnerIndex`, docs/fairness.md#battles). Runs from the last round's end to endsAt. Under the
 * boss rule (challenge-boss) there is no draw: a plain "the boss wins ties" panel instead.
 */
export function TieRoulette({ detail, battleNow }: { detail: BattleDetail; battleNow: number }) {
  const { t } = useTranslation();
  const strip = useRef<HTMLDivElement>(null);
  const tie = detail.tie;
  const start = Date.parse(detail.startedAt ?? '') + detail.totalRound * detail.roundMs;
  const duration = Math.max(500, Date.parse(detail.endsAt ?? '') - start - 400);
  const elapsed = useRef(battleNow - start);
  const reduced = usePrefersReducedMotion();
  const label = (side: number) =>
    tie?.kind === 'team'
      ? t(side === 1 ? 'battles.blue' : 'battles.red')
      : (detail.players.find((p) => p.number === side)?.nickname ?? `#${side}`);
  const sides = tie ? Array.from({ length: SLOTS }, (_, i) => tie.sides[i % tie.sides.length]!) : [];
  const landing = tie ? SLOTS - tie.sides.length * 2 + tie.winnerIndex : 0;
  useLayoutEffect(() => {
    const el = strip.current;
    if (!el || !tie || typeof el.animate !== 'function') return;
    const w = (el.children[0] as HTMLElement | undefined)?.offsetWidth ?? 120;
    const viewport = el.parentElement!.clientWidth;
    const end = -(landing * (w + 8) + w / 2 - viewport / 2);
    const anim = el.animate([{ transform: 'translateX(0)' }, { transform: `translateX(${end}px)` }], {
      duration: reduced ? 1 : duration,
      delay: reduced ? 0 : -Math.max(0, elapsed.current),
      easing: 'cubic-bezier(0.1, 0.7, 0.1, 1)',
      fill: 'forwards',
    });
    return () => anim.cancel();
  }, [tie, landing, duration, reduced]);
  if (!tie) return null;
  // a boss battle draws nothing on a tie: the boss wins it (docs/fairness.md#battles boss rule), so no roulette
  if (!tieDisplay(detail).roulette)
    return (
      <div
        className="animate-pop rounded-2xl border border-rarity-1/50 bg-surface p-4 text-center"
        data-testid="boss-tie"
        data-winner-side={tie.winnerSide}
      >
        <p className="text-sm font-black uppercase tracking-wide text-rarity-1">{t('battles.bossTieTitle')}</p>
        <p className="mt-1 text-sm text-muted">{t('battles.bossTie', { name: label(tie.winnerSide) })}</p>
      </div>
    );
  return (
    <div
      className="animate-pop rounded-2xl border border-rarity-1/50 bg-surface p-4 text-center"
      data-testid="tie-roulette"
      data-winner-side={tie.winnerSide}
    >
      <p className="mb-3 text-sm font-black uppercase tracking-wide text-rarity-1">{t('battles.tie')}</p>
      <div className="relative overflow-hidden rounded-xl border border-line bg-bg-2 py-2">
        <div className="pointer-events-none absolute inset-y-0 left-1/2 z-10 w-0.5 -translate-x-1/2 bg-rarity-1 shadow-[0_0_10px_var(--color-rarity-1)]" />
        <div ref={strip} className="flex w-max gap-2 px-2">
          {sides.map((side, i) => (
            <span
              key={i}
              className={cn(
                'flex h-10 w-28 shrink-0 items-center justify-center truncate rounded-lg px-2 text-xs font-bold',
                tie.kind === 'team'
                  ? side === 1
                    ? 'bg-rarity-4/25 text-rarity-4'
                    : 'bg-danger/20 text-danger'
                  : i % 2
                    ? 'bg-surface-3'
                    : 'bg-violet/20',
              )}
            >
              {label(side)}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
