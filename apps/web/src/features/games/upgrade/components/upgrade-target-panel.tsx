import type { UpgradeTarget, UpgradeTargets } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { Card, CardTitle, cn, IconSearch, Input, Pagination, rarityColor, Skeleton } from '../../../../components/index.ts';
import { formatFixed } from '../../../../lib/i18n/format.ts';
import { coinsToCents } from '../../../../lib/money.ts';
import { formatChance } from '../lib/upgrade-chance.ts';
import { picture } from '../../../../lib/picture.ts';

export interface UpgradeTargetPanelProps {
  multipliers: number[];
  multiplier: number;
  onMultiplier: (m: number) => void;
  keyword: string;
  onKeyword: (k: string) => void;
  data: UpgradeTargets | undefined;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (p: number) => void;
  selectedId: number | null;
  onPick: (t: UpgradeTarget) => void;
  disabled: boolean;
  className?: string;
}

/** The target: multiplier chips (items nearest stake x multiplier first), a search and the catalogue grid with each item's chance. */
export function UpgradeTargetPanel({
  multipliers,
  multiplier,
  onMultiplier,
  keyword,
  onKeyword,
  data,
  loading,
  page,
  pageSize,
  onPage,
  selectedId,
  onPick,
  disabled,
  className,
}: UpgradeTargetPanelProps) {
  const { t } = useTranslation();
  const list = data?.list ?? [];
  return (
    <Card className={cn('flex flex-col gap-3', className)} data-testid="upgrade-targets">
      <CardTitle className="mb-0">{t('gamesUpgrade.targetTitle')}</CardTitle>
      <div className="flex flex-col gap-1.5">
        <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('gamesUpgrade.multiplierLabel')}</p>
        <div className="grid grid-cols-5 gap-1.5" role="group" aria-label={t('gamesUpgrade.multiplierLabel')}>
          {multipliers.map((m) => (
            <button
              key={m}
              type="button"
              disabled={disabled}
              onClick={() => onMultiplier(m)}
              aria-pressed={m === multiplier}
              className={cn(
                'h-9 rounded-lg border font-mono text-sm font-bold transition disabled:opacity-45',
                m === multiplier ? 'border-accent bg-accent/15 text-accent' : 'border-line bg-surface-2 text-fg hover:border-line-strong',
              )}
              data-testid="upgrade-multiplier"
              data-m={m}
            >
              {t('gamesUpgrade.multiplier', { m })}
            </button>
          ))}
        </div>
      </div>
      <Input
        label={t('gamesUpgrade.searchLabel')}
        prefix={<IconSearch size={16} />}
        placeholder={t('gamesUpgrade.searchPlaceholder')}
        value={keyword}
        disabled={disabled}
        onChange={(e) => onKeyword(e.target.value)}
        type="search"
        data-testid="upgrade-search"
      />
      {loading && !data ? (
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="aspect-[4/5] rounded-xl" />
          ))}
        </div>
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-bg-2 p-4 text-sm text-muted" data-testid="upgrade-no-targets">
          {t('gamesUpgrade.noTargets')}
        </p>
      ) : (
        <ul
          className={cn(
            'grid max-h-[26rem] grid-cols-2 gap-2 overflow-y-auto overscroll-contain pr-1 sm:grid-cols-3 lg:grid-cols-2',
            loading && 'opacity-70',
          )}
          data-testid="upgrade-target-list"
        >
          {list.map((item) => {
            const on = item.id === selectedId;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onPick(item)}
                  aria-pressed={on}
                  aria-label={t('gamesUpgrade.pickTarget', { name: item.name })}
                  className={cn(
                    'relative flex w-full flex-col items-center gap-1 rounded-xl border bg-bg-2 p-2 text-center transition disabled:cursor-not-allowed',
                    on ? 'border-accent shadow-glow' : 'border-line hover:border-line-strong',
                  )}
                  data-testid="upgrade-target"
                  data-item-id={item.id}
                  data-price={item.price}
                  data-ppm={item.pPpm ?? undefined}
                  data-selected={on}
                >
                  {item.multiplier !== null ? (
                    <span className="absolute right-1.5 top-1.5 rounded-md bg-surface-3 px-1.5 py-0.5 font-mono text-[10px] font-bold text-muted">
                      {formatFixed(item.multiplier)}×
                    </span>
                  ) : null}
                  <span className="relative flex aspect-square w-full items-center justify-center">
                    <span
                      className="absolute inset-2 rounded-full opacity-25"
                      style={{ background: `radial-gradient(circle, ${rarityColor(item.skuLevel)}, transparent 70%)` }}
                    />
                    <img
                      {...picture(item.image, '(min-width: 640px) 120px, 40vw')}
                      alt=""
                      loading="lazy"
                      className="relative size-4/5 object-contain"
                    />
                  </span>
                  <span className="line-clamp-2 min-h-8 w-full text-[11px] font-semibold leading-4">{item.name}</span>
                  <span className="flex w-full items-center justify-between gap-1 text-[11px]">
                    <span className="font-mono font-bold text-fg">{formatCoins(coinsToCents(item.price))}</span>
                    {item.pPpm !== null ? <span className="font-mono font-bold text-accent">{formatChance(item.pPpm)}</span> : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {data ? <Pagination page={page} pages={Math.ceil(data.total / pageSize)} onPageChange={onPage} /> : null}
    </Card>
  );
}
