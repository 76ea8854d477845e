import type { FancyHome, FancySet } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { Button, Card, cn, IconCheck, IconSparkles, IconTrophy, Tabs } from '../../../components/index.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { canCraft } from '../lib/fancy-format.ts';
import { FancyCardTile } from './fancy-card-tile.tsx';

const money = (coins: number) => formatCoins(coinsToCents(coins));

/** The set's prize in words: coins, or the catalogue item with its value. */
export function usePrizeText() {
  const { t } = useTranslation();
  return (s: FancySet) =>
    s.prize.itemId
      ? t('fancyCards.album.prizeItem', { name: s.prize.itemName, value: money(s.prize.value) })
      : t('fancyCards.album.prizeCoins', { value: money(s.prize.coins) });
}

export interface FancyAlbumProps {
  home: FancyHome;
  setId: number;
  onSetChange(id: number): void;
  /** null for a visitor (no actions) */
  shards: number | null;
  busy: string | null;
  onCraft(cardId: number): void;
  onClaim(setId: number): void;
}

/**
 * The album (docs/product/routes.md#games /fancy-cards): one tab per set with its progress; the set's nine cards in published order
 * (owned bright, missing dimmed with their rarity and a craft button priced in shards), its prize and the claim.
 */
export function FancyAlbum({ home, setId, onSetChange, shards, busy, onCraft, onClaim }: FancyAlbumProps) {
  const { t } = useTranslation();
  const prizeText = usePrizeText();
  const set = home.sets.find((s) => s.id === setId) ?? home.sets[0];
  if (!set) return null;
  // eslint-disable-next-line no-restricted-syntax -- a percentage, not money
  const pct = Math.round((set.owned / set.cards.length) * 100);
  return (
    <Card className="flex flex-col gap-4" data-testid="fancy-album">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-black uppercase italic tracking-tight">{t('fancyCards.album.title')}</h2>
        <Tabs
          variant="pills"
          value={String(set.id)}
          onValueChange={(v) => onSetChange(Number(v))}
          aria-label={t('fancyCards.album.title')}
          className="min-w-0 max-w-full"
          items={home.sets.map((s) => ({
            value: String(s.id),
            testId: `fancy-set-tab-${s.id}`,
            label: `${s.name} · ${s.owned}/${s.cards.length}`,
          }))}
        />
      </div>
      <div
        className="flex flex-col gap-3 rounded-2xl border border-line p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4"
        style={{ background: `linear-gradient(120deg, hsl(${set.hue} 60% 22% / 0.55), transparent 70%)` }}
        data-testid="fancy-set-header"
        data-set-id={set.id}
        data-owned={set.owned}
      >
        <div className="min-w-0 flex-1">
          <p className="text-xl font-black">{set.name}</p>
          <p className="text-sm text-muted" data-testid="fancy-set-progress">
            {t('fancyCards.album.progress', { owned: set.owned, total: set.cards.length })}
          </p>
          <div
            className="mt-2 h-2 w-full max-w-sm overflow-hidden rounded-full bg-surface-3"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={set.cards.length}
            aria-valuenow={set.owned}
            aria-label={set.name}
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-accent to-violet transition-[width] duration-500 motion-reduce:transition-none"
              style={{ width: `${pct}%` }}
            />
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <p className="flex items-center gap-1.5 text-sm">
            <IconTrophy size={16} className="shrink-0 text-rarity-1" />
            <span className="text-muted">{t('fancyCards.album.prize')}:</span>
            <span className="font-bold text-fg" data-testid="fancy-set-prize">
              {prizeText(set)}
            </span>
          </p>
          {set.claimed ? (
            <span
              className="inline-flex items-center gap-1.5 self-start rounded-lg border border-accent/40 bg-accent/10 px-3 py-1.5 text-sm font-bold text-accent sm:self-end"
              data-testid="fancy-claimed"
            >
              <IconCheck size={16} /> {t('fancyCards.album.claimed')}
            </span>
          ) : shards !== null && set.complete ? (
            <Button onClick={() => onClaim(set.id)} loading={busy === `claim:${set.id}`} disabled={busy !== null} data-testid="fancy-claim">
              <IconSparkles size={16} />{' '}
              {t('fancyCards.album.claim', { prize: set.prize.itemId ? set.prize.itemName : money(set.prize.coins) })}
            </Button>
          ) : null}
        </div>
      </div>
      <ol className="grid grid-cols-3 gap-x-2 gap-y-3 sm:grid-cols-5 sm:gap-3 lg:grid-cols-9">
        {set.cards.map((c) => {
          const price = home.config.craftPrices[c.rarity];
          const affordable = shards !== null && canCraft(c, shards, home.config.craftPrices);
          return (
            <li key={c.id} className="flex flex-col gap-1.5" data-testid="fancy-album-card" data-card-id={c.id} data-count={c.count}>
              <FancyCardTile name={c.name} rarity={c.rarity} image={c.image} position={c.position} count={c.count} />
              {shards !== null && c.count === 0 ? (
                <button
                  type="button"
                  onClick={() => onCraft(c.id)}
                  disabled={!affordable || busy !== null}
                  aria-label={t('fancyCards.album.craftTitle', { name: c.name })}
                  className={cn(
                    'rounded-lg border px-1 py-1 text-[10px] font-bold leading-tight transition sm:text-[11px]',
                    affordable
                      ? 'border-violet/60 bg-violet/15 text-fg hover:bg-violet/25'
                      : 'cursor-not-allowed border-line bg-surface-2 text-subtle',
                  )}
                  data-testid="fancy-craft"
                  data-card-id={c.id}
                >
                  {t('fancyCards.album.craft', { price })}
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
