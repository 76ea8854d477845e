import type { TreasurePlay } from '@hapa/contracts';
import { coinsToCents, formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Card } from '../../../../components/index.ts';
import { TreasureMapCard, type MapState } from './treasure-map-card.tsx';

const money = (coins: number) => formatCoins(coinsToCents(coins));

/** Columns of the map board for n maps (rows of at most 5, never one lonely card on a second row). */
export function boardColumns(n: number): number {
  if (n <= 5) return n;
  if (n === 6) return 3;
  if (n <= 8) return 4;
  return 5;
}

/** On phones the buy button sits below the board: the result card repeats it. */
export type Again = { label: string; busy: boolean; onClick(): void } | null;

export interface TreasureBoardProps {
  play: TreasurePlay | null;
  /** maps on the board: the play's, else the chosen number */
  maps: number;
  image: string;
  stateOf: (index: number) => MapState;
  canOpen: boolean;
  busy: 'pay' | number | null;
  onOpen: (index: number) => void;
  /** the settled play is shown (a fast play has finished flipping) */
  settledShown: boolean;
  revealing: boolean;
  again: Again;
}

/**
 * The maps of `/treasure` (data-state of each map = the server's `found`) and the result line under them
 * (docs/fairness.md#treasure-hunter).
 */
export function TreasureBoard({ play, maps, image, stateOf, canOpen, busy, onOpen, settledShown, revealing, again }: TreasureBoardProps) {
  const { t } = useTranslation();
  const cols = boardColumns(maps);
  return (
    <Card className="order-2 flex flex-col items-center gap-4 self-start lg:order-none lg:col-start-2 lg:row-span-3 lg:row-start-1">
      <div
        className="grid w-full gap-2 sm:gap-3"
        style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, maxWidth: `${cols * 10}rem` }}
        data-testid="treasure-board"
        data-play-id={play?.id ?? ''}
      >
        {Array.from({ length: maps }, (_, i) => (
          <TreasureMapCard
            key={`${play?.id ?? 'new'}-${i}`}
            index={i}
            state={stateOf(i)}
            image={image}
            canOpen={canOpen}
            pending={busy === i}
            onOpen={onOpen}
          />
        ))}
      </div>
      <div aria-live="polite" className="w-full text-center empty:hidden">
        {settledShown && play ? (
          <PlayResult play={play} again={again} />
        ) : revealing ? (
          <p className="text-sm text-muted">{t('treasureHunter.play.opening')}</p>
        ) : null}
      </div>
    </Card>
  );
}

function AgainButton({ again }: { again: Again }) {
  if (!again) return null;
  return (
    <Button
      size="sm"
      variant="gold"
      className="mt-1 lg:hidden"
      loading={again.busy}
      disabled={again.busy}
      onClick={again.onClick}
      data-testid="treasure-again"
    >
      {again.label}
    </Button>
  );
}

function PlayResult({ play, again }: { play: TreasurePlay; again: Again }) {
  const { t } = useTranslation();
  if (play.outcome === 'win') {
    return (
      <div
        className="flex flex-col items-center gap-2 rounded-xl border border-rarity-1/50 bg-rarity-1/10 p-4"
        data-testid="treasure-result"
        data-outcome="win"
        data-found={play.foundCount}
      >
        <p className="text-xl font-black text-rarity-1">{t('treasureHunter.result.won', { count: play.foundCount })}</p>
        <p className="text-sm text-muted">{t('treasureHunter.result.wonText', { value: money(play.wonValue) })}</p>
        <div className="flex flex-wrap items-center justify-center gap-2">
          <ButtonLink to="/user/cart" size="sm" variant="outline" data-testid="treasure-to-prizes">
            {t('treasureHunter.result.toPrizes')}
          </ButtonLink>
          <AgainButton again={again} />
        </div>
      </div>
    );
  }
  return (
    <div
      className="flex flex-col items-center gap-1 rounded-xl border border-line bg-surface-2 p-4"
      data-testid="treasure-result"
      data-outcome="lose"
      data-found={0}
    >
      <p className="text-lg font-black text-fg">{t('treasureHunter.result.lost')}</p>
      <p className="text-sm text-muted">{t('treasureHunter.result.lostText', { count: play.mapNumber })}</p>
      <AgainButton again={again} />
    </div>
  );
}
