import type { TreasurePlay } from '@hapa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink, Card, EmptyState, IconSparkles, PageSpinner } from '../../../../components/index.ts';
import { setCachedBalance } from '../../../../lib/balance.ts';
import { queryRoots } from '../../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../../lib/session.ts';
import { isApiError } from '../../../../lib/api-error.ts';
import { toast } from '../../../../lib/toast-store.ts';
import { gameKeys } from '../../api/keys.ts';
import { GameHeader, GamePageShell, GameSignIn } from '../../components/game-page-shell.tsx';
import { GameSeeds } from '../../components/game-parts.tsx';
import { reportGameError } from '../../lib/game-error.ts';
import { useTreasureHome } from '../api/treasure-home.ts';
import { treasureKeys } from '../api/treasure-keys.ts';
import { openTreasureMap, payTreasure } from '../api/treasure-play.ts';
import { useTreasurePrice } from '../api/treasure-price.ts';
import { TreasureBoard } from '../components/treasure-board.tsx';
import { TreasureControls, TreasureLocked, type TreasureMode as Mode } from '../components/treasure-controls.tsx';
import type { MapState } from '../components/treasure-map-card.tsx';
import { TreasureRules } from '../components/treasure-rules.tsx';
import { PlayStats, TreasureSummary } from '../components/treasure-summary.tsx';

/** Time between two maps flipping in fast mode (ms). */
const FLIP_STEP_MS = 420;

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
      <GamePageShell testId="treasure-play-page" footer={<TreasureRules config={cfg} />}>
        <Card className="flex flex-col items-start gap-3 border-warning/60 bg-warning/10" data-testid="treasure-un-open" role="status">
          <p className="text-sm font-semibold text-warning">{t('treasureHunter.unOpen')}</p>
          <ButtonLink to="/treasureh" variant="secondary" size="sm">
            {t('treasureHunter.backToList')}
          </ButtonLink>
        </Card>
      </GamePageShell>
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
    // silent refusal (docs/product/errors.md#client-handling): the page shows its own locked state
    reportGameError(e, {
      'treasure_hunter.error.level': () => {
        setLockedByServer(true);
        return 'silent';
      },
      'treasure_hunter.error.un_open': () => {
        setClosedByServer(true);
        return 'silent';
      },
      'treasure_hunter.error.play_open': () => void queryClient.invalidateQueries({ queryKey: treasureKeys.homeRoot }),
    });
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

  return (
    <GamePageShell
      testId="treasure-play-page"
      data={{ 'data-treasure-id': x.id }}
      header={<GameHeader title={x.skuName} back={{ to: '/treasureh', label: t('treasureHunter.title') }} />}
      footer={<TreasureRules config={cfg} />}
    >
      {otherActive ? (
        <Card className="flex flex-wrap items-center justify-between gap-3 border-rarity-1/50" data-testid="treasure-active-banner">
          <p className="text-sm font-semibold">{t('treasureHunter.activeBanner', { name: otherActive.treasure.skuName })}</p>
          <ButtonLink to={`/treasure?id=${otherActive.treasure.id}`} variant="gold" size="sm">
            {t('treasureHunter.continue')}
          </ButtonLink>
        </Card>
      ) : null}
      {/* phones: treasure, maps, settings, seeds; wide screens: treasure, settings and seeds beside the maps */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,4fr)_minmax(0,6fr)] lg:grid-rows-[auto_auto_1fr] lg:gap-6">
        <TreasureSummary info={info} />
        <div className="order-3 flex flex-col gap-4 lg:order-none lg:col-start-1 lg:row-start-2 lg:row-span-2">
          {!loggedIn ? (
            <>
              <Card>
                <PlayStats price={info.price} chancePpm={info.chancePpm} anyChancePpm={info.anyChancePpm} />
              </Card>
              <GameSignIn icon={<IconSparkles size={28} />} title={t('treasureHunter.signInTitle')} testId="treasure-signin" />
            </>
          ) : locked ? (
            <TreasureLocked level={x.minVipLevel} />
          ) : (
            <TreasureControls
              cfg={cfg}
              info={info}
              mapNumber={mapNumber}
              mode={mode}
              openPlay={openPlay}
              busy={busy}
              revealing={revealing}
              otherActive={!!otherActive}
              onChoose={choose}
              onHunt={() => void hunt()}
            />
          )}
          {play ? (
            <Card>
              <GameSeeds
                round={play}
                ns="treasureHunter.fair"
                title={t('treasureHunter.fair.title')}
                testId="treasure-seeds"
                nonceTestId="treasure-nonce"
              />
            </Card>
          ) : null}
        </div>
        <TreasureBoard
          play={play}
          maps={boardMaps}
          image={x.skuImage}
          stateOf={stateOf}
          canOpen={!!openPlay && busy === null}
          busy={busy}
          onOpen={(k) => void openMap(k)}
          settledShown={settledShown}
          revealing={revealing}
          again={
            locked || !!otherActive ? null : { label: t('treasureHunter.play.again'), busy: busy === 'pay', onClick: () => void hunt() }
          }
        />
      </div>
    </GamePageShell>
  );
}
