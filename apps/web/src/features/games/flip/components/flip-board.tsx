import type { FlipPrize } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { cn, Price, rarityClasses, rarityColor } from '../../../../components/index.ts';
import { picture } from '../../../../lib/picture.ts';

/** The back of a card: the same for all nine, so nothing about the deal shows before the pick. */
function CardBack() {
  return (
    <span className="relative flex size-full items-center justify-center overflow-hidden rounded-xl border border-violet/40 bg-[radial-gradient(circle_at_50%_35%,rgb(139_108_255/0.35),transparent_65%),repeating-linear-gradient(45deg,rgb(255_255_255/0.04)_0_6px,transparent_6px_12px)] bg-surface-3 shadow-[inset_0_-4px_0_rgb(0_0_0/0.25)]">
      <span
        className="flex size-10 items-center justify-center rounded-full border-2 border-violet/60 text-xl font-black text-violet sm:size-12 sm:text-2xl"
        aria-hidden
      >
        ?
      </span>
    </span>
  );
}

function CardFace({ prize, picked }: { prize: FlipPrize; picked: boolean }) {
  const rarity = rarityClasses(prize.skuLevel);
  return (
    <span
      className={cn(
        'relative flex size-full flex-col items-center justify-between gap-1 overflow-hidden rounded-xl border bg-surface p-1.5 text-center sm:p-2',
        picked ? 'border-accent ring-2 ring-accent' : rarity.border,
      )}
    >
      <span
        className="pointer-events-none absolute inset-0 opacity-25"
        style={{ background: `radial-gradient(circle at 50% 40%, ${rarityColor(prize.skuLevel)}, transparent 70%)` }}
      />
      <img
        {...picture(prize.image, '(min-width: 640px) 120px, 20vw')}
        alt=""
        className="relative mt-1 aspect-square w-3/5 object-contain"
      />
      <span className="relative line-clamp-2 w-full text-[10px] font-semibold leading-3 sm:text-xs sm:leading-4">{prize.name}</span>
      <Price coins={prize.price} className={cn('relative text-xs font-black sm:text-sm', rarity.text)} />
    </span>
  );
}

export interface FlipBoardProps {
  /** the list the board was dealt over (published order) */
  prizes: readonly FlipPrize[];
  /** list indices by position, once the round is settled */
  deal: readonly number[] | null;
  /** the position picked, once picked */
  picked: number | null;
  /** the other cards are turned too (after the picked one) */
  revealAll: boolean;
  /** cards can be picked (an open board, no request in flight) */
  canPick: boolean;
  /** the position being picked right now */
  pending: number | null;
  onPick(position: number): void;
}

/**
 * The 3 x 3 board, positions 0-8 row by row (fairness.md "Flip cards": position i holds the i-th pick of the
 * deal). Every card is face down until the server answers the pick with the deal; then the picked card turns,
 * then the others. `data-state` and `data-list-index` carry the end state (the server's deal) for tests.
 */
export function FlipBoard({ prizes, deal, picked, revealAll, canPick, pending, onPick }: FlipBoardProps) {
  const { t } = useTranslation();
  return (
    <div
      className="grid w-full grid-cols-3 gap-2 sm:gap-3"
      data-testid="flip-board"
      data-deal={deal && revealAll ? deal.join(',') : ''}
      role="group"
      aria-label={t('gamesFlip.flip.title')}
    >
      {Array.from({ length: 9 }, (_, position) => {
        const listIndex = deal ? deal[position]! : null;
        const prize = listIndex !== null ? prizes[listIndex] : undefined;
        const isPicked = picked === position;
        const shown = !!prize && (isPicked || revealAll);
        const state = !shown ? 'hidden' : isPicked ? 'picked' : 'revealed';
        const label =
          shown && prize
            ? t('gamesFlip.flip.cardPrize', { n: position + 1, name: prize.name })
            : t('gamesFlip.flip.card', { n: position + 1 });
        return (
          <button
            key={position}
            type="button"
            aria-label={label}
            disabled={!canPick}
            onClick={() => onPick(position)}
            data-testid="flip-card"
            data-position={position}
            data-state={state}
            data-list-index={shown && listIndex !== null ? listIndex : ''}
            data-item-id={shown && prize ? prize.itemId : ''}
            className={cn(
              'group aspect-[3/4] rounded-xl perspective-[900px] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
              canPick && 'cursor-pointer',
              !shown && !canPick && deal === null && picked === null && 'opacity-90',
              shown && !isPicked && 'opacity-80',
            )}
          >
            <span
              className={cn(
                'relative block size-full transition-transform duration-500 ease-out transform-3d motion-reduce:transition-none',
                shown && 'rotate-y-180',
                !shown && canPick && 'group-hover:-translate-y-1 motion-reduce:group-hover:translate-y-0',
                pending === position && 'animate-pulse',
              )}
              style={{ transitionDelay: shown && !isPicked ? `${position * 70}ms` : undefined }}
            >
              <span className="absolute inset-0 backface-hidden">
                <CardBack />
              </span>
              <span className="absolute inset-0 rotate-y-180 backface-hidden">
                {prize ? <CardFace prize={prize} picked={isPicked} /> : null}
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
