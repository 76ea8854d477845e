import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink, Price, rarityClasses } from '../../../../components/index.ts';
import { formatCoinUnits } from '../../../../lib/money.ts';
import { useTreasureBrilliant } from '../api/treasure-brilliant.ts';
import { useTreasureHome } from '../api/treasure-home.ts';
import { picture } from '../../../../lib/picture.ts';

/** Treasures shown on the home card. */
const HOME_TREASURES = 3;
/** Recent finds listed beside them. */
const HOME_FINDS = 3;

/**
 * Home "Treasure Hunter" section (docs/product/routes.md#home home sections; docs/games.md): what the game is, its hot treasures with their
 * value and map price, the latest finds of players (masked), and a Hunt button to /treasureh. Hidden while the
 * game has no open treasure.
 */
export function TreasureHomeSection() {
  const { t } = useTranslation();
  const home = useTreasureHome();
  const finds = useTreasureBrilliant();
  const pool = home.data ? (home.data.hot.length ? home.data.hot : home.data.treasures) : [];
  const shown = pool.slice(0, HOME_TREASURES);
  if (!shown.length) return null;
  const recent = (finds.data ?? []).slice(0, HOME_FINDS);
  return (
    <section
      aria-labelledby="home-treasure-title"
      data-testid="home-treasure"
      className="overflow-hidden rounded-2xl border border-rarity-1/30 bg-[radial-gradient(110%_140%_at_100%_0%,rgb(255_200_61/0.14),transparent_55%),var(--color-surface)] p-4 md:p-6"
    >
      <div className="flex flex-col gap-5 lg:flex-row lg:items-center lg:gap-8">
        <div className="flex flex-col gap-3 lg:w-72 lg:shrink-0">
          <h2 id="home-treasure-title" className="text-2xl font-black uppercase italic tracking-tight text-rarity-1">
            {t('treasureHunter.title')}
          </h2>
          <p className="text-sm text-muted">{t('treasureHunter.subtitle')}</p>
          <ButtonLink to="/treasureh" variant="gold" className="self-start" data-testid="home-treasure-play">
            {t('treasureHunter.hunt')}
          </ButtonLink>
        </div>
        <ul className="grid flex-1 grid-cols-3 gap-2 md:gap-3">
          {shown.map((x) => (
            <li key={x.id}>
              <Link
                to={`/treasure?id=${x.id}`}
                className={`flex h-full flex-col items-center gap-1 rounded-xl border bg-bg-2 p-2 text-center transition hover:-translate-y-0.5 md:p-3 ${rarityClasses(x.skuLevel).border}`}
                data-testid="home-treasure-item"
              >
                <img {...picture(x.skuImage, '96px')} alt="" className="aspect-square w-full max-w-24 object-contain" loading="lazy" />
                <span className="line-clamp-2 text-xs font-semibold leading-tight">{x.skuName}</span>
                <Price coins={x.orgPrice} className="text-sm font-black" />
                <span className="text-[11px] text-muted">{t('treasureHunter.mapPrice', { price: formatCoinUnits(x.mapPrice) })}</span>
              </Link>
            </li>
          ))}
        </ul>
        {recent.length ? (
          <div className="lg:w-64 lg:shrink-0">
            <p className="mb-2 text-xs font-black uppercase tracking-widest text-muted">{t('treasureHunter.brilliant')}</p>
            <ul className="flex flex-col gap-2">
              {recent.map((w) => (
                <li key={w.id} className="flex items-center gap-2 text-xs">
                  <img {...picture(w.skuImage, '28px')} alt="" className="size-7 shrink-0 object-contain" loading="lazy" />
                  <span className="min-w-0 flex-1 truncate">
                    {t('treasureHunter.brilliantItem', { name: w.nickname, item: w.skuName })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}
