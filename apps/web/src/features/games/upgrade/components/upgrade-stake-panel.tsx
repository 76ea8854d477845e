import type { StoreItem, UpgradeConfig } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Card, CardTitle, cn, IconCheck, rarityColor, Skeleton } from '../../../../components/index.ts';
import { StakeBar } from '../../components/game-parts.tsx';
import { coinsToCents } from '../../../../lib/money.ts';
import { picture } from '../../../../lib/picture.ts';

export interface UpgradeStakePanelProps {
  cfg: UpgradeConfig;
  /** the player's stored prizes (null while loading) */
  prizes: StoreItem[] | null;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  coinText: string;
  onCoinText: (text: string) => void;
  onCoinBlur: () => void;
  onHalf: () => void;
  onDouble: () => void;
  itemsCents: number;
  coinCents: number;
  disabled: boolean;
  className?: string;
}

/** The stake: the player's stored prizes to tick (at most `maxItems`, mall and voucher items locked) and coins. */
export function UpgradeStakePanel({
  cfg,
  prizes,
  selected,
  onToggle,
  coinText,
  onCoinText,
  onCoinBlur,
  onHalf,
  onDouble,
  itemsCents,
  coinCents,
  disabled,
  className,
}: UpgradeStakePanelProps) {
  const { t } = useTranslation();
  const full = selected.size >= cfg.maxItems;
  return (
    <Card className={cn('flex flex-col gap-4', className)} data-testid="upgrade-stake">
      <CardTitle className="mb-0">{t('gamesUpgrade.stakeTitle')}</CardTitle>
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('gamesUpgrade.prizesTitle')}</p>
          <p className={cn('text-xs', full ? 'font-bold text-warning' : 'text-subtle')}>
            {full ? t('gamesUpgrade.maxPrizes', { max: cfg.maxItems }) : t('gamesUpgrade.prizesHint', { max: cfg.maxItems })}
          </p>
        </div>
        {prizes === null ? (
          <div className="grid grid-cols-3 gap-2">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="aspect-[4/5] rounded-xl" />
            ))}
          </div>
        ) : prizes.length === 0 ? (
          <div
            className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-line bg-bg-2 p-3 text-sm text-muted"
            data-testid="upgrade-no-prizes"
          >
            <p>{t('gamesUpgrade.noPrizes')}</p>
            <ButtonLink to="/boxes-list" size="sm" variant="secondary">
              {t('nav.unbox')}
            </ButtonLink>
          </div>
        ) : (
          <ul
            className="grid max-h-[19rem] grid-cols-3 gap-2 overflow-y-auto overscroll-contain pr-1 sm:grid-cols-4 lg:grid-cols-3"
            data-testid="upgrade-prizes"
          >
            {prizes.map((p) => {
              const on = selected.has(p.id);
              const locked = !p.sellable;
              const off = disabled || locked || (full && !on);
              return (
                <li key={p.id}>
                  <button
                    type="button"
                    disabled={off}
                    onClick={() => onToggle(p.id)}
                    aria-pressed={on}
                    aria-label={t('gamesUpgrade.selectPrize', { name: p.name })}
                    title={locked ? t('gamesUpgrade.prizeLocked') : p.name}
                    className={cn(
                      'relative flex w-full flex-col items-center gap-1 rounded-xl border bg-bg-2 p-2 text-center transition',
                      on ? 'border-accent shadow-glow' : 'border-line hover:border-line-strong',
                      off && !on && 'opacity-45',
                      'disabled:cursor-not-allowed',
                    )}
                    data-testid="upgrade-prize"
                    data-store-item-id={p.id}
                    data-selected={on}
                  >
                    <span
                      className={cn(
                        'absolute left-1.5 top-1.5 flex size-5 items-center justify-center rounded-md border-2',
                        on ? 'border-accent bg-accent text-accent-ink' : 'border-line-strong bg-bg/70',
                      )}
                    >
                      {on ? <IconCheck size={12} strokeWidth={3} /> : null}
                    </span>
                    <span className="relative flex aspect-square w-full items-center justify-center">
                      <span
                        className="absolute inset-1 rounded-full opacity-25"
                        style={{ background: `radial-gradient(circle, ${rarityColor(p.skuLevel)}, transparent 70%)` }}
                      />
                      <img
                        // four columns of the full width from 640 px, three in the side panel from 1024 px (49 px
                        // drawn there, 71 px from 1280 px)
                        {...picture(p.image, '(min-width: 1280px) 72px, (min-width: 1024px) 50px, (min-width: 640px) 120px, 25vw')}
                        alt=""
                        loading="lazy"
                        className="relative size-4/5 object-contain"
                      />
                    </span>
                    <span className="line-clamp-1 w-full text-[11px] font-semibold leading-4">{p.name}</span>
                    <span className="font-mono text-[11px] font-bold text-accent">
                      {locked ? t('gamesUpgrade.prizeLocked') : formatCoins(coinsToCents(p.price))}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <StakeBar
        label={t('gamesUpgrade.coins')}
        value={coinText}
        disabled={disabled}
        onChange={onCoinText}
        onBlur={onCoinBlur}
        onHalf={onHalf}
        onDouble={onDouble}
        halfLabel={t('gamesUpgrade.half')}
        doubleLabel={t('gamesUpgrade.double')}
        hint={t('gamesUpgrade.coinsHint', { min: formatCoins(coinsToCents(cfg.minCoin)), max: formatCoins(coinsToCents(cfg.maxCoin)) })}
        inputClassName="min-w-0 flex-1"
        testId="upgrade-coins"
      />
      <dl className="grid grid-cols-3 gap-2 rounded-xl bg-bg-2 p-3 text-center">
        <div>
          <dt className="text-[10px] font-bold uppercase tracking-wide text-subtle">{t('gamesUpgrade.prizesValue')}</dt>
          <dd className="font-mono text-sm font-bold" data-testid="upgrade-items-value">
            {formatCoins(itemsCents)}
          </dd>
        </div>
        <div>
          <dt className="text-[10px] font-bold uppercase tracking-wide text-subtle">{t('gamesUpgrade.coins')}</dt>
          <dd className="font-mono text-sm font-bold">{formatCoins(coinCents)}</dd>
        </div>
        <div>
          <dt className="text-[10px] font-bold uppercase tracking-wide text-subtle">{t('gamesUpgrade.stakeValue')}</dt>
          <dd className="font-mono text-sm font-black text-accent" data-testid="upgrade-stake-value" data-cents={itemsCents + coinCents}>
            {formatCoins(itemsCents + coinCents)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
