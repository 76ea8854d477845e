import type { TreasurePlay, TreasurePrice } from '@hapa/contracts';
import { coinsToCents, formatCoins } from '@hapa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  Button,
  ButtonLink,
  Card,
  cn,
  EmptyState,
  IconLock,
  IconMinus,
  IconPlus,
  IconSparkles,
  MonoField,
  PageSpinner,
  Price,
  rarityColor,
} from '../../../components/index.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { openAuth, openTopUp } from '../../../lib/modals.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { ApiError, errorMessage, isApiError, shouldToastError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { gameKeys } from '../api/keys.ts';
import { useTreasureHome } from '../api/treasure-home.ts';
import { treasureKeys } from '../api/treasure-keys.ts';
import { openTreasureMap, payTreasure } from '../api/treasure-play.ts';
import { useTreasurePrice } from '../api/treasure-price.ts';
import { formatChance, TreasureTypeBadge } from '../components/treasure-card.tsx';
import { TreasureMapCard, type MapState } from '../components/treasure-map-card.tsx';
import { TreasureRules } from '../components/treasure-rules.tsx';

type Mode = 'fast' | 'normal';
const money = (coins: number) => formatCoins(coinsToCents(coins));
/** Time between two maps flipping in fast mode (ms). */
const FLIP_STEP_MS = 420;

/** Columns of the map board for n maps (rows of at most 5, never one lonely card on a second row). */
function boardColumns(n: number): number {
  if (n <= 5) return n;
  if (n === 6) return 3;
  if (n <= 8) return 4;
  return 5;
}

/**
 * `/treasure?id=N` (docs/games.md; docs/product/routes.md#games /treasure, docs/product/entities.md#treasure store default mapNumber 4 and playType 2, docs/product/constants.md#games "treasure mode
 * fast"): one treasure, a map-number stepper and the mode (fast, the default: all maps flip in sequence; normal:
 * open each map), the price and the chances; the maps flip to what the server drew (data-state = server `found`).
 * An open normal play resumes after a reload. Visitors see the treasure, the rules and a log-in button.
 */
export default function TreasurePlayPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const validId = Number.isSafeInteger(id) && id > 0;
  const loggedIn = useIsLoggedIn();
  const home = useTreasureHome();
  const queryClient = useQueryClient();
  const cfg = home.data?.config;
  const listed = home.data?.treasures.find((x) => x.id === id);
  const active = home.data?.active ?? null;
  const [chosenMaps, setChosenMaps] = useState<number | null>(null);
  const [chosenMode, setChosenMode] = useState<Mode | null>(null);
  const [play, setPlay] = useState<TreasurePlay | null>(null);
  const [step, setStep] = useState(0);
  const [busy, setBusy] = useState<'pay' | number | null>(null);
  const [lockedByServer, setLockedByServer] = useState(false);
  const [closedByServer, setClosedByServer] = useState(false);

  const clampMaps = (n: number) => (cfg ? Math.min(cfg.maxMaps, Math.max(cfg.minMaps, n)) : n);
  const mapNumber = clampMaps(chosenMaps ?? listed?.mapCount ?? cfg?.defaultMaps ?? 4);
  const mode: Mode = chosenMode ?? (cfg?.defaultPlayType === 1 ? 'normal' : 'fast');
  const price = useTreasurePrice(id, mapNumber, validId && !!cfg);
  const unOpen = closedByServer || isApiError(price.error, 'treasure_hunter.error.un_open');

  // an open normal play of this treasure comes back after a reload (GET /api/treasureHunter/home `active`)
  useEffect(() => {
    if (active && active.treasure.id === id && !play) {
      setPlay(active);
      setChosenMode('normal');
      setChosenMaps(active.mapNumber);
    }
  }, [active, id, play]);

  // fast mode: the maps flip one after another, ending on what the server drew
  const flipping = useRef<ReturnType<typeof setInterval> | null>(null);
  useEffect(() => {
    if (!play || play.playType !== 2) return;
    const total = play.mapNumber;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      setStep(total);
      return;
    }
    let k = 0;
    flipping.current = setInterval(() => {
      k += 1;
      setStep(k);
      if (k >= total && flipping.current) clearInterval(flipping.current);
    }, FLIP_STEP_MS);
    return () => {
      if (flipping.current) clearInterval(flipping.current);
    };
  }, [play?.id, play?.playType, play?.mapNumber]); // the flip sequence restarts for each new play only

  // the orange notice of a treasure that is not open (docs/product/errors.md#client-handling treasure_hunter.error.un_open)
  useEffect(() => {
    if (unOpen) toast.warning(t('treasureHunter.unOpen'));
  }, [unOpen, t]);

  if (!validId || isApiError(price.error, 'treasure_hunter.error.not_found')) {
    return (
      <EmptyState
        icon={<IconSparkles size={28} />}
        title={t('treasureHunter.notFound')}
        action={<ButtonLink to="/treasureh">{t('treasureHunter.backToList')}</ButtonLink>}
        className="my-10"
        data-testid="treasure-not-found"
      />
    );
  }
  if (!cfg) return <PageSpinner />;
  if (unOpen) {
    return (
      <div className="flex flex-col gap-6" data-testid="treasure-play-page">
        <Card className="flex flex-col items-start gap-3 border-warning/60 bg-warning/10" data-testid="treasure-un-open" role="status">
          <p className="text-sm font-semibold text-warning">{t('treasureHunter.unOpen')}</p>
          <ButtonLink to="/treasureh" variant="secondary" size="sm">
            {t('treasureHunter.backToList')}
          </ButtonLink>
        </Card>
        <TreasureRules config={cfg} />
      </div>
    );
  }
  if (!price.data) return <PageSpinner />;
  const info = price.data;
  const x = info.treasure;
  const locked = lockedByServer || x.locked;
  const openPlay = play?.status === 'open' ? play : null;
  const otherActive = active && active.treasure.id !== id ? active : null;
  const revealing = !!play && play.playType === 2 && step < play.mapNumber;
  const settledShown = play?.status === 'settled' && !revealing;
  const boardMaps = play ? play.mapNumber : mapNumber;

  function afterPlay(r: TreasurePlay) {
    setPlay(r);
    if (r.balance !== undefined) setCachedBalance(queryClient, r.balance);
    queryClient.setQueryData(treasureKeys.homeRoot, (prev: typeof home.data) =>
      prev ? { ...prev, active: r.status === 'open' ? r : null } : prev,
    );
    if (r.status === 'settled') {
      void queryClient.invalidateQueries({ queryKey: gameKeys.historyRoot });
      void queryClient.invalidateQueries({ queryKey: queryRoots.store });
      void queryClient.invalidateQueries({ queryKey: treasureKeys.brilliant });
    }
  }

  function fail(e: unknown) {
    if (e instanceof ApiError && e.key === 'coin.error.not_enough') {
      openTopUp();
      return;
    }
    // silent refusal (docs/product/errors.md#client-handling): the page shows its own locked state
    if (isApiError(e, 'treasure_hunter.error.level')) {
      setLockedByServer(true);
      return;
    }
    if (isApiError(e, 'treasure_hunter.error.un_open')) {
      setClosedByServer(true);
      return;
    }
    if (shouldToastError(e)) toast.error(errorMessage(e));
    if (isApiError(e, 'treasure_hunter.error.play_open')) void queryClient.invalidateQueries({ queryKey: treasureKeys.homeRoot });
  }

  async function hunt() {
    if (busy !== null) return;
    setBusy('pay');
    try {
      const r = await payTreasure(mode, id, mapNumber, crypto.randomUUID());
      setStep(0);
      afterPlay(r);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  }

  async function openMap(index: number) {
    if (!openPlay || busy !== null) return;
    setBusy(index);
    try {
      afterPlay(await openTreasureMap(openPlay.id, index));
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  }

  /** A new choice clears a finished play from the board. */
  function choose(next: { maps?: number; mode?: Mode }) {
    if (openPlay) return;
    if (next.maps !== undefined) setChosenMaps(clampMaps(next.maps));
    if (next.mode !== undefined) setChosenMode(next.mode);
    if (play) setPlay(null);
  }

  const stateOf = (i: number): MapState => {
    const m = play?.maps[i];
    if (!play || !m?.opened) return 'hidden';
    if (play.playType === 2 && i >= step) return 'hidden';
    return m.found ? 'found' : 'empty';
  };
  const cols = boardColumns(boardMaps);

  return (
    <div className="flex flex-col gap-6" data-testid="treasure-play-page" data-treasure-id={x.id}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Link to="/treasureh" className="text-xs font-semibold uppercase tracking-wide text-accent hover:underline">
            ← {t('treasureHunter.title')}
          </Link>
          <h1 className="mt-1 text-2xl font-black uppercase italic tracking-tight md:text-4xl">{x.skuName}</h1>
        </div>
      </header>
      {otherActive ? (
        <Card className="flex flex-wrap items-center justify-between gap-3 border-rarity-1/50" data-testid="treasure-active-banner">
          <p className="text-sm font-semibold">{t('treasureHunter.activeBanner', { name: otherActive.treasure.skuName })}</p>
          <ButtonLink to={`/treasure?id=${otherActive.treasure.id}`} variant="gold" size="sm">
            {t('treasureHunter.continue')}
          </ButtonLink>
        </Card>
      ) : null}
      {/* phones: treasure, maps, settings, seeds; wide screens: treasure, settings and seeds beside the maps */}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,4fr)_minmax(0,6fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-6">
        <TreasureSummary info={info} />
        <div className="order-3 flex flex-col gap-4 lg:order-none lg:col-start-1 lg:row-start-2 lg:row-span-2">
          {!loggedIn ? (
            <>
              <Card>
                <PlayStats price={info.price} chancePpm={info.chancePpm} anyChancePpm={info.anyChancePpm} />
              </Card>
              <EmptyState
                icon={<IconSparkles size={28} />}
                title={t('treasureHunter.signInTitle')}
                action={<Button onClick={() => openAuth('login')}>{t('auth.logIn')}</Button>}
                data-testid="treasure-signin"
              />
            </>
          ) : locked ? (
            <Card className="flex flex-col items-start gap-2 border-warning/50" data-testid="treasure-locked">
              <p className="flex items-center gap-2 text-sm font-bold text-warning">
                <IconLock size={16} />
                {t('treasureHunter.lockedText', { level: x.minVipLevel })}
              </p>
              <Link to="/vip" className="text-sm font-semibold text-accent hover:underline">
                {t('treasureHunter.lockedLink')}
              </Link>
            </Card>
          ) : (
            <Card className="flex flex-col gap-4" data-testid="treasure-settings">
              <div className="flex flex-wrap items-end justify-between gap-4">
                <div>
                  <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-muted">{t('treasureHunter.play.maps')}</p>
                  <div className="flex items-center gap-1">
                    <Button
                      variant="secondary"
                      size="sm"
                      className="size-10 p-0"
                      aria-label={t('treasureHunter.play.fewer')}
                      disabled={!!openPlay || mapNumber <= cfg.minMaps}
                      onClick={() => choose({ maps: mapNumber - 1 })}
                      data-testid="treasure-maps-minus"
                    >
                      <IconMinus size={16} />
                    </Button>
                    <span className="w-10 text-center font-mono text-xl font-black" data-testid="treasure-map-number">
                      {openPlay ? openPlay.mapNumber : mapNumber}
                    </span>
                    <Button
                      variant="secondary"
                      size="sm"
                      className="size-10 p-0"
                      aria-label={t('treasureHunter.play.more')}
                      disabled={!!openPlay || mapNumber >= cfg.maxMaps}
                      onClick={() => choose({ maps: mapNumber + 1 })}
                      data-testid="treasure-maps-plus"
                    >
                      <IconPlus size={16} />
                    </Button>
                  </div>
                </div>
                <ModeToggle mode={openPlay ? 'normal' : mode} disabled={!!openPlay} onChange={(m) => choose({ mode: m })} />
              </div>
              <p className="-mt-2 text-xs text-muted">
                {mode === 'fast' && !openPlay ? t('treasureHunter.play.fastHint') : t('treasureHunter.play.normalHint')}
              </p>
              <PlayStats
                price={openPlay ? openPlay.amount : info.price}
                chancePpm={openPlay ? openPlay.chancePpm : info.chancePpm}
                anyChancePpm={info.anyChancePpm}
              />
              {openPlay ? (
                <p
                  className="rounded-xl border border-rarity-1/40 bg-rarity-1/10 p-3 text-center text-sm font-semibold text-rarity-1"
                  data-testid="treasure-pick-hint"
                >
                  {t('treasureHunter.play.pickMap')}
                </p>
              ) : (
                <Button
                  size="lg"
                  variant="gold"
                  block
                  loading={busy === 'pay'}
                  disabled={busy !== null || revealing || !!otherActive}
                  onClick={() => void hunt()}
                  data-testid="treasure-buy"
                >
                  {mode === 'fast'
                    ? t('treasureHunter.play.buy', { price: money(info.price) })
                    : t('treasureHunter.play.buyOpen', { count: mapNumber, price: money(info.price) })}
                </Button>
              )}
              {otherActive ? <p className="-mt-2 text-xs text-muted">{t('treasureHunter.play.openOther')}</p> : null}
            </Card>
          )}
          {play ? <PlaySeeds play={play} /> : null}
        </div>
        <Card className="order-2 flex flex-col items-center gap-4 self-start lg:order-none lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <div
            className="grid w-full gap-2 sm:gap-3"
            style={{ gridTemplateColumns: `repeat(${cols}, minmax(0, 1fr))`, maxWidth: `${cols * 10}rem` }}
            data-testid="treasure-board"
            data-play-id={play?.id ?? ''}
          >
            {Array.from({ length: boardMaps }, (_, i) => (
              <TreasureMapCard
                key={`${play?.id ?? 'new'}-${i}`}
                index={i}
                state={stateOf(i)}
                image={x.skuImage}
                canOpen={!!openPlay && busy === null}
                pending={busy === i}
                onOpen={(k) => void openMap(k)}
              />
            ))}
          </div>
          <div aria-live="polite" className="w-full text-center empty:hidden">
            {settledShown && play ? (
              <PlayResult
                play={play}
                again={
                  locked || !!otherActive
                    ? null
                    : { label: t('treasureHunter.play.again'), busy: busy === 'pay', onClick: () => void hunt() }
                }
              />
            ) : revealing ? (
              <p className="text-sm text-muted">{t('treasureHunter.play.opening')}</p>
            ) : null}
          </div>
        </Card>
      </div>
      <TreasureRules config={cfg} />
    </div>
  );
}

function TreasureSummary({ info }: { info: TreasurePrice }) {
  const { t } = useTranslation();
  const x = info.treasure;
  return (
    <Card
      className="order-1 flex items-center gap-4 lg:order-none lg:col-start-1 lg:row-start-1"
      skuLevel={x.skuLevel}
      data-testid="treasure-summary"
    >
      <div className="relative size-20 shrink-0 md:size-28">
        <span
          className="pointer-events-none absolute inset-0 rounded-full opacity-50"
          style={{ background: `radial-gradient(circle, ${rarityColor(x.skuLevel)}, transparent 65%)` }}
          aria-hidden
        />
        <img src={x.skuImage} alt={x.skuName} className="relative size-full object-contain" />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="flex flex-wrap gap-1">
          <TreasureTypeBadge type={x.type} />
          {x.minVipLevel > 0 ? (
            <span
              className={cn(
                'inline-flex items-center gap-1 rounded-md border px-1.5 py-0.5 text-[10px] font-extrabold uppercase',
                x.locked ? 'border-warning/40 bg-warning/15 text-warning' : 'border-violet/40 bg-violet/15 text-violet',
              )}
            >
              {t('treasureHunter.vip', { level: x.minVipLevel })}
            </span>
          ) : null}
        </div>
        <p className="text-xs text-muted">{t('treasureHunter.value')}</p>
        <Price coins={x.orgPrice} className="text-xl text-rarity-1" data-testid="treasure-value" />
        <p className="text-xs text-muted">{t('treasureHunter.mapPrice', { price: money(x.mapPrice) })}</p>
      </div>
    </Card>
  );
}

/** Price of the play, chance per map and the chance of at least one find. */
function PlayStats({ price, chancePpm, anyChancePpm }: { price: number; chancePpm: number; anyChancePpm: number }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-xl bg-bg-2 p-3 text-center">
      <div>
        <dt className="text-[11px] uppercase tracking-wide text-muted">{t('treasureHunter.play.price')}</dt>
        <dd className="font-mono text-base font-black text-fg" data-testid="treasure-price">
          {money(price)}
        </dd>
      </div>
      <div>
        <dt className="text-[11px] uppercase tracking-wide text-muted">{t('treasureHunter.play.chance')}</dt>
        <dd className="font-mono text-base font-black text-accent" data-testid="treasure-chance">
          {formatChance(chancePpm)}
        </dd>
      </div>
      <div>
        <dt className="text-[11px] uppercase tracking-wide text-muted">{t('treasureHunter.play.anyChance')}</dt>
        <dd className="font-mono text-base font-black text-rarity-1" data-testid="treasure-any-chance">
          {formatChance(anyChancePpm)}
        </dd>
      </div>
    </dl>
  );
}

function ModeToggle({ mode, disabled, onChange }: { mode: Mode; disabled: boolean; onChange(m: Mode): void }) {
  const { t } = useTranslation();
  return (
    <div>
      <p className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-muted">{t('treasureHunter.play.mode')}</p>
      <div className="flex rounded-xl border border-line bg-bg-2 p-1" role="radiogroup" aria-label={t('treasureHunter.play.mode')}>
        {(['fast', 'normal'] as const).map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={mode === m}
            disabled={disabled}
            onClick={() => onChange(m)}
            className={cn(
              'h-8 rounded-lg px-3 text-sm font-bold transition',
              mode === m ? 'bg-accent text-accent-ink' : 'text-muted hover:text-fg',
              disabled && 'opacity-60',
            )}
            data-testid={`treasure-mode-${m}`}
          >
            {t(`treasureHunter.play.${m}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** On phones the buy button sits below the board: the result card repeats it. */
type Again = { label: string; busy: boolean; onClick(): void } | null;

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

function PlaySeeds({ play }: { play: TreasurePlay }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-2" data-testid="treasure-seeds">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('treasureHunter.fair.title')}</p>
      <MonoField label={t('treasureHunter.fair.clientSeed')} value={play.clientSeed} />
      <MonoField label={t('treasureHunter.fair.serverSeedHashed')} value={play.serverSeedHashed} />
      <p className="text-xs text-muted">
        {t('treasureHunter.fair.nonce')}:{' '}
        <span className="font-mono text-fg" data-testid="treasure-nonce">
          {play.nonce}
        </span>
      </p>
    </Card>
  );
}
