import type { OpenResult, RecoveryResponse } from '@hapa/contracts';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Button, cn, IconCheck, IconRefresh, Price, rarityClasses, rarityColor, rarityName } from '../../../components/index.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { DoubleGuessDialogLazy as DoubleGuessDialog, type DoubleGuessOutcome } from '../../games/index.ts';
import { picture } from '../../../lib/picture.ts';

interface ResultPanelProps {
  results: OpenResult[];
  /** sells prizes by store item id (recovery); resolves with the server's answer */
  onSell: (storeItemIds: number[]) => Promise<RecoveryResponse>;
  onKeep: () => void;
  /** absent for the free box (one per cooldown) */
  onOpenAgain?: () => void;
  /** price of opening the same number again, in cents */
  againCents: number;
  /** a 1X paid opening: its prize may be bet double or nothing (docs/games.md, "Double guess") */
  canDoubleGuess?: boolean;
}

/** Prizes just won: value, "Sell for $x" (recovery, once), "Keep" and "Open again". */
export function ResultPanel({ results, onSell, onKeep, onOpenAgain, againCents, canDoubleGuess }: ResultPanelProps) {
  const { t } = useTranslation();
  const [sold, setSold] = useState<Set<number>>(new Set());
  const [selling, setSelling] = useState<Set<number>>(new Set());
  const [guess, setGuess] = useState<DoubleGuessOutcome | null>(null);
  const [guessing, setGuessing] = useState(false);
  const lost = guess === 'lose';
  const unsold = results.filter((r) => !sold.has(r.storeItemId) && !lost);
  const doubleable = canDoubleGuess && results.length === 1 && guess === null && sold.size === 0;
  const unsoldCents = unsold.reduce((s, r) => s + coinsToCents(r.itemPrice), 0);
  const totalCents = results.reduce((s, r) => s + coinsToCents(r.itemPrice), 0);
  const best = [...results].sort((a, b) => a.skuLevel - b.skuLevel || b.itemPrice - a.itemPrice)[0];

  async function sell(ids: number[]) {
    const todo = ids.filter((id) => !sold.has(id) && !selling.has(id));
    if (todo.length === 0) return;
    setSelling((s) => new Set([...s, ...todo]));
    try {
      const res = await onSell(todo);
      setSold((s) => new Set([...s, ...res.recovered.map((r) => r.id)]));
    } catch {
      /* the error toast comes from the mutation */
    } finally {
      setSelling((s) => new Set([...s].filter((id) => !todo.includes(id))));
    }
  }

  return (
    <div className="flex animate-pop flex-col gap-4" data-testid="reel-result">
      <div className="text-center">
        <p className="text-xs font-black uppercase tracking-[0.3em] text-accent">{t('unbox.youWon')}</p>
        {/* the name in the body colour (AA on the stage at every rarity); the rarity shows as its badge */}
        <p
          className="mt-1 flex flex-wrap items-center justify-center gap-2 text-lg font-extrabold text-fg md:text-xl"
          data-testid="result-title"
        >
          {results.length === 1 ? results[0].itemName : t('unbox.prizes', { count: results.length })}
          {best && results.length === 1 ? <Badge skuLevel={best.skuLevel}>{rarityName(best.skuLevel)}</Badge> : null}
        </p>
        <p className="text-sm text-muted">
          {t('unbox.totalValue')} <Price cents={totalCents} className="text-fg" data-testid="result-total" />
        </p>
      </div>
      <div
        className={cn(
          'grid gap-2 md:gap-3',
          results.length === 1
            ? 'mx-auto w-full max-w-[15rem] grid-cols-1'
            : results.length === 3
              ? 'grid-cols-3'
              : 'grid-cols-3 md:grid-cols-5',
        )}
      >
        {results.map((r) => {
          const rarity = rarityClasses(r.skuLevel);
          const isSold = sold.has(r.storeItemId);
          return (
            <div
              key={r.openId}
              className={cn(
                'relative flex flex-col items-center gap-1 overflow-hidden rounded-2xl border bg-surface p-2 text-center md:p-3',
                rarity.border,
                (isSold || lost) && 'opacity-60',
              )}
              data-testid="result-item"
              data-item-id={r.itemId}
              data-store-item-id={r.storeItemId}
              data-double-guess={guess ?? ''}
            >
              <span
                className="pointer-events-none absolute inset-0 opacity-25"
                style={{ background: `radial-gradient(circle at 50% 40%, ${rarityColor(r.skuLevel)}, transparent 70%)` }}
              />
              <Badge skuLevel={r.skuLevel} className="relative self-start">
                {rarityName(r.skuLevel)}
              </Badge>
              <img
                {...picture(r.itemImage, results.length === 1 ? '144px' : '(min-width: 768px) 80px, 56px')}
                alt={r.itemName}
                className={cn('relative object-contain', results.length === 1 ? 'size-36' : 'size-14 md:size-20')}
              />
              <Link
                to={`/item-card?id=${r.itemId}`}
                className="relative line-clamp-2 min-h-8 text-[11px] font-semibold leading-4 underline-offset-2 hover:text-accent hover:underline md:text-xs"
                data-testid="item-tile-link"
              >
                {r.itemName}
              </Link>
              <Price coins={r.itemPrice} className={cn('relative text-sm', rarity.text)} />
              {guess === 'win' ? (
                <Badge tone="accent" className="relative">
                  {t('gamesFlip.double.doubled')}
                </Badge>
              ) : lost ? (
                <Badge tone="danger" className="relative">
                  {t('gamesFlip.double.lostBadge')}
                </Badge>
              ) : null}
              {results.length > 1 ? (
                isSold ? (
                  <span className="relative flex items-center gap-1 text-[11px] font-bold text-accent">
                    <IconCheck size={12} /> {t('unbox.sold')}
                  </span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    block
                    className="relative mt-1 min-h-9 px-2 text-xs"
                    loading={selling.has(r.storeItemId)}
                    onClick={() => void sell([r.storeItemId])}
                    data-testid="result-sell-item"
                  >
                    {t('unbox.sell')}
                  </Button>
                )
              ) : null}
            </div>
          );
        })}
      </div>
      {doubleable ? (
        <Button
          variant="outline"
          size="lg"
          className="mx-auto w-full max-w-[15rem] border-violet/60 text-violet"
          onClick={() => setGuessing(true)}
          data-testid="result-double-guess"
        >
          {t('gamesFlip.double.button')}
        </Button>
      ) : null}
      {guessing && results[0] ? (
        <Suspense fallback={null}>
          <DoubleGuessDialog
            prize={results[0]}
            onDone={(outcome) => {
              setGuessing(false);
              if (outcome) setGuess(outcome);
            }}
          />
        </Suspense>
      ) : null}
      {/* two buttons (free box, Lucky Trial) side by side; with "Open again" three on wide screens */}
      <div className={cn('grid grid-cols-1 gap-2 sm:grid-cols-2 md:gap-3', onOpenAgain && 'md:grid-cols-3')}>
        <Button
          variant="gold"
          size="lg"
          className={cn(onOpenAgain && 'sm:col-span-2 md:col-span-1')}
          disabled={unsold.length === 0}
          loading={selling.size > 0}
          onClick={() => void sell(unsold.map((r) => r.storeItemId))}
          data-testid="result-sell"
        >
          {unsold.length === 0 ? (lost ? t('gamesFlip.double.lost') : t('unbox.allSold')) : t('unbox.sellForPrefix')}
          {unsold.length > 0 ? <Price cents={unsoldCents} /> : null}
        </Button>
        <Button variant="secondary" size="lg" onClick={onKeep} data-testid="result-keep">
          {unsold.length === 0 ? t('common.close') : t('unbox.keep')}
        </Button>
        {onOpenAgain ? (
          <Button variant="outline" size="lg" onClick={onOpenAgain} icon={<IconRefresh size={16} />} data-testid="result-open-again">
            {t('unbox.openAgain')}
            <Price cents={againCents} data-testid="result-open-again-price" />
          </Button>
        ) : null}
      </div>
      {sold.size > 0 && unsold.length > 0 ? <p className="text-center text-xs text-muted">{t('unbox.keptHint')}</p> : null}
    </div>
  );
}
