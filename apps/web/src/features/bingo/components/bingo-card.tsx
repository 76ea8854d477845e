import type { BingoCard as Card } from '@hapa/contracts';
import { bingoGrid } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/index.ts';
import { lineCells } from '../lib/bingo-verify.ts';
import { money } from '../lib/money.ts';

const LETTERS = ['B', 'I', 'N', 'G', 'O'] as const;

/**
 * One of my cards: the 5x5 B-I-N-G-O grid, numbers daubed as they are called (from `called`, so a late joiner
 * or a reconnect sees every daub). A card that won a prize (`wonLine` / `wonFull`: it is among the game's
 * winners) shows its lines in gold and says so; a line completed after the prize was won is only outlined.
 */
export function BingoCardView({
  card,
  called,
  last,
  wonLine,
  wonFull,
}: {
  card: Card;
  called: readonly number[];
  last?: number;
  wonLine: boolean;
  wonFull: boolean;
}) {
  const { t } = useTranslation();
  const grid = bingoGrid(card.numbers);
  const set = new Set(called);
  const gold = lineCells(card.numbers, called);
  const full = wonFull;
  const lines = wonLine || wonFull;
  const won = card.linePrize + card.fullPrize;
  return (
    <div
      className={cn(
        'rounded-2xl border bg-surface p-2 transition sm:p-3',
        full ? 'border-rarity-1 shadow-[0_0_18px_rgb(255_200_61/0.35)]' : lines ? 'border-rarity-1/60' : 'border-line',
      )}
      data-testid="bingo-card"
      data-card-id={card.id}
      data-lines={lines ? 'yes' : 'no'}
      data-completed={gold.size > 0 ? 'yes' : 'no'}
      data-full={full ? 'yes' : 'no'}
    >
      <div className="mb-2 flex items-center justify-between gap-1 text-[11px] sm:text-xs">
        <span className="font-semibold text-muted">{t('bingo.cardTitle', { id: card.id })}</span>
        {full ? (
          <span className="font-black text-rarity-1">{t('bingo.fullDone')}</span>
        ) : lines ? (
          <span className="font-black text-rarity-1" data-testid="bingo-card-line">
            {t('bingo.lineDone')}
          </span>
        ) : null}
      </div>
      <div className="grid grid-cols-5 gap-0.5 sm:gap-1" role="grid" aria-label={t('bingo.cardTitle', { id: card.id })}>
        {/* rows as display:contents wrappers: the grid layout stays, the ARIA grid gets its rows */}
        <div role="row" className="contents">
          {LETTERS.map((l) => (
            <div key={l} className="pb-0.5 text-center text-sm font-black text-accent" role="columnheader">
              {l}
            </div>
          ))}
        </div>
        {grid.map((row, r) => (
          <div key={r} role="row" className="contents">
            {row.map((n, c) => {
              const daubed = n === 0 || set.has(n);
              const inLine = gold.has(`${r}:${c}`);
              return (
                <div
                  key={`${r}:${c}`}
                  role="gridcell"
                  aria-label={n === 0 ? t('bingo.free') : String(n)}
                  aria-selected={daubed}
                  data-daubed={daubed ? 'yes' : 'no'}
                  className={cn(
                    'flex aspect-square items-center justify-center rounded-md text-xs font-bold tabular-nums sm:rounded-lg sm:text-base',
                    inLine && lines ? 'bg-gold text-gold-ink' : daubed ? 'bg-accent text-accent-ink' : 'bg-surface-3 text-fg',
                    inLine && !lines && 'ring-2 ring-inset ring-rarity-1/80',
                    n !== 0 && n === last && 'ring-2 ring-fg',
                  )}
                >
                  {n === 0 ? <span className="text-[8px] font-black sm:text-[10px]">{t('bingo.free')}</span> : n}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {won > 0 ? (
        <p className="mt-2 text-center text-sm font-black text-rarity-1" data-testid="bingo-card-won">
          {t('bingo.cardWon', { amount: money(won) })}
        </p>
      ) : null}
    </div>
  );
}
