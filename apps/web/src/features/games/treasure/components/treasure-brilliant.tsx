import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn, IconTrophy, Price, rarityColor, Skeleton } from '../../../../components/index.ts';
import { useTreasureBrilliant } from '../api/treasure-brilliant.ts';
import { picture } from '../../../../lib/picture.ts';

/** The brilliant history strip (docs/product/endpoints.md#games /treasureHunter/brilliant/history): recent finds of every player. */
export function TreasureBrilliantStrip({ className }: { className?: string }) {
  const { t } = useTranslation();
  const wins = useTreasureBrilliant();
  return (
    <section
      className={cn('flex items-stretch gap-3 overflow-hidden rounded-2xl border border-line bg-surface/70 p-2', className)}
      aria-label={t('treasureHunter.brilliant')}
      data-testid="treasure-brilliant"
    >
      <div className="flex w-12 shrink-0 flex-col items-center justify-center gap-1 rounded-xl bg-bg-2 text-rarity-1 md:w-20">
        <IconTrophy size={18} />
        <span className="hidden text-center text-[10px] font-black uppercase leading-tight tracking-widest md:block">
          {t('treasureHunter.brilliant')}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 gap-2 overflow-x-auto scrollbar-none [mask-image:linear-gradient(90deg,#000_85%,transparent)]">
        {wins.isPending ? Array.from({ length: 6 }, (_, i) => <Skeleton key={i} className="h-[104px] w-32 shrink-0" />) : null}
        {wins.data?.map((w) => (
          <Link
            key={w.id}
            to={`/treasure?id=${w.treasureId}`}
            title={t('treasureHunter.brilliantItem', { name: w.nickname, item: w.skuName })}
            className="relative flex w-32 shrink-0 animate-pop flex-col items-center overflow-hidden rounded-xl border border-line bg-surface px-2 pb-2 pt-2"
            data-testid="treasure-brilliant-item"
          >
            <span
              className="pointer-events-none absolute inset-x-0 bottom-0 h-2/3 opacity-40"
              style={{ background: `radial-gradient(circle at 50% 100%, ${rarityColor(w.skuLevel)}, transparent 70%)` }}
              aria-hidden
            />
            <span className="relative flex items-center gap-1">
              <img {...picture(w.skuImage, '48px')} alt="" loading="lazy" className="size-12 object-contain" />
              {w.found > 1 ? (
                <span className="rounded bg-gold px-1 text-[10px] font-black text-gold-ink">
                  {t('treasureHunter.brilliantMaps', { count: w.found })}
                </span>
              ) : null}
            </span>
            <p className="relative mt-1 w-full truncate text-center text-[11px] font-semibold">{w.skuName}</p>
            <Price coins={w.value} className="relative text-[11px] text-rarity-1" />
            <p className="relative w-full truncate text-center text-[10px] text-subtle">{w.nickname}</p>
          </Link>
        ))}
        {wins.data && wins.data.length === 0 ? (
          <p className="self-center px-4 text-sm text-muted">{t('treasureHunter.noBrilliant')}</p>
        ) : null}
      </div>
    </section>
  );
}
