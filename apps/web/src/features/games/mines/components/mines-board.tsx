import { useTranslation } from 'react-i18next';
import { cn } from '../../../../components/index.ts';

/** A cut gem (safe tile). */
function Gem() {
  return (
    <svg viewBox="0 0 24 24" className="size-3/5" aria-hidden>
      <path d="M6 3h12l4 6-10 12L2 9z" fill="rgb(43 245 160)" />
      <path d="M2 9h20M9 3 7.5 9 12 21 16.5 9 15 3" fill="none" stroke="rgb(6 60 40 / 0.55)" strokeWidth="1.2" strokeLinejoin="round" />
    </svg>
  );
}

/** A mine. */
function Mine() {
  return (
    <svg viewBox="0 0 24 24" className="size-3/5" aria-hidden>
      <circle cx="12" cy="13" r="7" fill="rgb(255 90 90)" />
      <path d="M12 6V3M17 8l2-2M19 13h3M5 8 3 6M2 13h3" stroke="rgb(255 90 90)" strokeWidth="2" strokeLinecap="round" />
      <circle cx="9.5" cy="10.5" r="1.8" fill="rgb(255 255 255 / 0.7)" />
    </svg>
  );
}

export interface MinesBoardProps {
  revealed: readonly number[];
  /** the sorted mine tiles, known once the round has ended */
  mines: readonly number[] | null;
  hitTile: number | null;
  /** tiles can be picked (an open round, no request in flight) */
  canPick: boolean;
  /** the tile being revealed right now */
  pending: number | null;
  onPick(tile: number): void;
}

/** The 5 x 5 field, tiles 0-24 row by row (fairness.md "Mad miner"); buttons while the round is open. */
export function MinesBoard({ revealed, mines, hitTile, canPick, pending, onPick }: MinesBoardProps) {
  const { t } = useTranslation();
  const ended = mines !== null;
  return (
    <div
      className="grid aspect-square w-full grid-cols-5 gap-2 sm:gap-3"
      data-testid="mines-board"
      role="group"
      aria-label={t('games.mines.title')}
    >
      {Array.from({ length: 25 }, (_, tile) => {
        const isGem = revealed.includes(tile);
        const isMine = ended && mines.includes(tile);
        const isHit = hitTile === tile;
        const shown = isGem || isMine || ended;
        const label = isGem
          ? t('games.mines.tileGem', { n: tile + 1 })
          : isMine
            ? t('games.mines.tileMine', { n: tile + 1 })
            : t('games.mines.tile', { n: tile + 1 });
        return (
          <button
            key={tile}
            type="button"
            aria-label={label}
            disabled={!canPick || isGem || ended}
            onClick={() => onPick(tile)}
            data-testid="mines-tile"
            data-tile={tile}
            data-state={isGem ? 'gem' : isMine ? 'mine' : 'hidden'}
            className={cn(
              'flex items-center justify-center rounded-xl border transition duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent motion-reduce:transition-none',
              !shown && 'border-line bg-surface-3 shadow-[inset_0_-4px_0_rgb(0_0_0/0.25)]',
              !shown && canPick && 'cursor-pointer hover:-translate-y-0.5 hover:bg-line motion-reduce:hover:translate-y-0',
              isGem && 'border-accent/60 bg-accent/15',
              isMine && (isHit ? 'border-danger bg-danger/30 ring-2 ring-danger' : 'border-danger/40 bg-danger/10'),
              ended && !isGem && !isMine && 'border-line/60 bg-surface-2',
              ended && !isGem && 'opacity-80',
              pending === tile && 'animate-pulse',
            )}
          >
            {isGem ? (
              <Gem />
            ) : isMine ? (
              <Mine />
            ) : ended ? (
              <span className="flex size-full items-center justify-center opacity-35">
                <Gem />
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
