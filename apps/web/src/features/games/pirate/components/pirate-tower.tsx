import { useTranslation } from 'react-i18next';
import { cn } from '../../../../components/index.ts';
import { formatPirateMultiplier } from '../lib/pirate-format.ts';
import { ChestClosed, ChestOpen, Skull } from './pirate-art.tsx';

export interface PirateTowerProps {
  levels: number;
  chests: number;
  /** ladder[i]: the multiplier after i + 1 levels */
  ladder: readonly number[];
  /** picks[L]: the safe chest opened on level L */
  picks: readonly number[];
  /** the skull chest of every level, known once the round has ended */
  skulls: readonly number[] | null;
  /** the skull that ended a lost round (on level picks.length) */
  hitChest: number | null;
  /** an open round: the current level takes picks */
  open: boolean;
  canPick: boolean;
  /** the chest being opened right now */
  pending: number | null;
  onPick(chest: number): void;
}

type ChestState = 'closed' | 'open' | 'skull' | 'hit' | 'treasure';

/**
 * The chest tower (fairness.md "Pirate chests"): levels bottom-up, 3 chests each, the multiplier of each level
 * beside it, the current level lit. Every state is a data attribute the tests read (`data-state` of levels
 * and chests); after the round, every level shows its skull as the server revealed it.
 */
export function PirateTower({ levels, chests, ladder, picks, skulls, hitChest, open, canPick, pending, onPick }: PirateTowerProps) {
  const { t } = useTranslation();
  const ended = skulls !== null;
  const current = open ? picks.length : -1;
  const rows = Array.from({ length: levels }, (_, i) => levels - 1 - i);
  return (
    <div className="flex w-full flex-col gap-1 sm:gap-1.5" data-testid="pirate-tower" role="grid" aria-label={t('pirate.title')}>
      {rows.map((level) => {
        const cleared = level < picks.length;
        const isCurrent = level === current;
        const lostHere = hitChest !== null && level === picks.length;
        const state = lostHere ? 'lost' : cleared ? 'cleared' : isCurrent ? 'current' : 'locked';
        return (
          <div
            key={level}
            role="row"
            data-testid="pirate-level"
            data-level={level}
            data-state={state}
            className={cn(
              'flex items-center gap-2 rounded-xl border p-1 transition sm:gap-3 sm:p-1.5',
              isCurrent
                ? 'border-accent/70 bg-accent/10 shadow-glow'
                : lostHere
                  ? 'border-danger/60 bg-danger/10'
                  : cleared
                    ? 'border-rarity-1/40 bg-rarity-1/5'
                    : 'border-line/70 bg-bg-2/60',
            )}
          >
            <div
              className={cn(
                'flex w-[4.5rem] shrink-0 flex-col items-center leading-tight sm:w-20',
                isCurrent ? 'text-accent' : cleared ? 'text-rarity-1' : 'text-muted',
              )}
            >
              <span className="text-[10px] font-semibold uppercase tracking-wide">
                {t('pirate.level')} {level + 1}
              </span>
              <span className="font-mono text-sm font-black tabular-nums sm:text-base" data-testid="pirate-level-multiplier">
                {formatPirateMultiplier(ladder[level] ?? 0)}
              </span>
            </div>
            <div className="grid flex-1 grid-cols-3 gap-1.5 sm:gap-2">
              {Array.from({ length: chests }, (_, chest) => {
                const cs: ChestState =
                  picks[level] === chest
                    ? 'open'
                    : lostHere && hitChest === chest
                      ? 'hit'
                      : ended && skulls[level] === chest
                        ? 'skull'
                        : ended
                          ? 'treasure'
                          : 'closed';
                const label =
                  cs === 'open' || cs === 'treasure'
                    ? t('pirate.chestOpen', { level: level + 1, chest: chest + 1 })
                    : cs === 'skull' || cs === 'hit'
                      ? t('pirate.chestSkull', { level: level + 1, chest: chest + 1 })
                      : t('pirate.chest', { level: level + 1, chest: chest + 1 });
                const pickable = isCurrent && canPick;
                return (
                  <button
                    key={chest}
                    type="button"
                    role="gridcell"
                    aria-label={label}
                    disabled={!pickable}
                    onClick={() => onPick(chest)}
                    data-testid="pirate-chest"
                    data-level={level}
                    data-chest={chest}
                    data-state={cs}
                    className={cn(
                      'flex h-8 items-center justify-center rounded-lg border transition duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent motion-reduce:transition-none sm:h-10',
                      cs === 'closed' && 'border-line bg-surface-3 shadow-[inset_0_-3px_0_rgb(0_0_0/0.25)]',
                      cs === 'closed' && !isCurrent && 'opacity-60',
                      pickable &&
                        'cursor-pointer hover:-translate-y-0.5 hover:border-accent/60 hover:bg-line motion-reduce:hover:translate-y-0',
                      cs === 'open' && 'animate-pop border-rarity-1/60 bg-rarity-1/15',
                      cs === 'hit' && 'animate-pop border-danger bg-danger/30 ring-2 ring-danger',
                      cs === 'skull' && 'border-danger/40 bg-danger/10',
                      cs === 'treasure' && 'border-line/60 bg-surface-2 opacity-50',
                      pending === chest && isCurrent && 'animate-pulse',
                    )}
                  >
                    {cs === 'open' || cs === 'treasure' ? (
                      <ChestOpen className="h-6 sm:h-7" />
                    ) : cs === 'skull' || cs === 'hit' ? (
                      <Skull className="h-6 sm:h-7" />
                    ) : (
                      <ChestClosed className="h-5 sm:h-6" />
                    )}
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
