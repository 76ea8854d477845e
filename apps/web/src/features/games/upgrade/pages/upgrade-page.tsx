import type { UpgradeConfig, UpgradeRound, UpgradeTarget } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, IconBolt, IconChevronRight, PageSpinner } from '../../../../components/index.ts';
import { setCachedBalance } from '../../../../lib/balance.ts';
import { useIsLoggedIn } from '../../../../lib/session.ts';
import { coinsToCents } from '../../../../lib/money.ts';
import { queryRoots } from '../../../../lib/query-keys.ts';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';
import { useStoreList } from '../../../store/index.ts';
import { gameKeys } from '../../api/keys.ts';
import { GamePageShell, type GameHeaderProps } from '../../components/game-page-shell.tsx';
import { GameSeeds } from '../../components/game-parts.tsx';
import { reportGameError } from '../../lib/game-error.ts';
import { betUpgrade } from '../api/upgrade-bet.ts';
import { useUpgradeConfig } from '../api/upgrade-config.ts';
import { useUpgradeHistory } from '../api/upgrade-history.ts';
import { upgradeKeys } from '../api/upgrade-keys.ts';
import { UPGRADE_TARGETS_PAGE_SIZE, useUpgradeTargets } from '../api/upgrade-targets.ts';
import { UpgradeDial } from '../components/upgrade-dial.tsx';
import { UpgradeRecent } from '../components/upgrade-recent.tsx';
import { DialTarget, UpgradeResult } from '../components/upgrade-result.tsx';
import { UpgradeRules } from '../components/upgrade-rules.tsx';
import { UpgradeStakePanel } from '../components/upgrade-stake-panel.tsx';
import { UpgradeTargetPanel } from '../components/upgrade-target-panel.tsx';
import { checkUpgrade, coinTextToCents, formatChance } from '../lib/upgrade-chance.ts';
import { formatNumber } from '../../../../lib/i18n/format.ts';

const centsText = (cents: number) => (cents / 100).toFixed(2);

/** `/upgrade` (docs/games.md; docs/product/README.md upgrade, docs/product/routes.md#games /upgrade, docs/product/constants.md#games "Upgrade multiplier 2"): stake prizes and/or coins for a better item. */
export default function UpgradePage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const config = useUpgradeConfig();
  const title = { title: t('gamesUpgrade.title'), subtitle: t('gamesUpgrade.subtitle') };
  if (!loggedIn) {
    return (
      <GamePageShell
        title={title}
        signIn={{ icon: <IconBolt size={28} />, title: t('gamesUpgrade.signInTitle'), testId: 'upgrade-signin' }}
        footer={config.data ? <UpgradeRules cfg={config.data} /> : null}
      />
    );
  }
  if (!config.data) return <PageSpinner />;
  return <UpgradeGame cfg={config.data} title={title} />;
}

function UpgradeGame({ cfg, title }: { cfg: UpgradeConfig; title: GameHeaderProps }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const store = useStoreList({ status: 'stored', page: 1, pageSize: 100 });
  const recent = useUpgradeHistory(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [coinText, setCoinText] = useState('1.00');
  const [multiplier, setMultiplier] = useState(cfg.defaultMultiplier);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<UpgradeTarget | null>(null);
  const [autoPick, setAutoPick] = useState(true);
  const [round, setRound] = useState<UpgradeRound | null>(null);
  const [phase, setPhase] = useState<'idle' | 'rolling' | 'done'>('idle');
  const [busy, setBusy] = useState(false);
  const dialRef = useRef<HTMLDivElement>(null);

  const prizes = store.data?.list ?? null;
  const itemsCents = useMemo(
    () => (prizes ?? []).filter((p) => selected.has(p.id)).reduce((s, p) => s + coinsToCents(p.price), 0),
    [prizes, selected],
  );
  const coinCents = coinTextToCents(coinText);
  const stakeCents = itemsCents + coinCents;
  const debouncedStake = useDebouncedValue(stakeCents, 300);
  const debouncedKeyword = useDebouncedValue(keyword.trim(), 400);
  const targets = useUpgradeTargets({ stake: debouncedStake / 100, multiplier, keyword: debouncedKeyword, page });
  const limits = {
    edgePpm: cfg.edgePpm,
    capPpm: cfg.capPpm,
    minChancePpm: cfg.minChancePpm,
    minCoinCents: coinsToCents(cfg.minCoin),
    maxCoinCents: coinsToCents(cfg.maxCoin),
  };
  const check = checkUpgrade({ coinCents, itemsCents, targetCents: target ? coinsToCents(target.price) : null }, limits);
  const rolling = phase === 'rolling' || busy;

  // the multiplier chips (and a new stake) suggest the item nearest stake x multiplier until the player picks one
  useEffect(() => {
    if (!autoPick || rolling || !targets.data || targets.isPlaceholderData || page !== 1) return;
    const first = targets.data.list[0] ?? null;
    if ((first?.id ?? null) !== (target?.id ?? null)) setTarget(first);
  }, [autoPick, rolling, targets.data, targets.isPlaceholderData, page, target?.id]);

  // a new choice after a result starts over: the dial shows the new chance
  function edited() {
    if (phase === 'done') {
      setRound(null);
      setPhase('idle');
    }
  }

  function toggle(id: number) {
    edited();
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else if (next.size < cfg.maxItems) next.add(id);
      return next;
    });
  }

  function fail(e: unknown) {
    const storeChanged = () => {
      setSelected(new Set());
      void queryClient.invalidateQueries({ queryKey: queryRoots.store });
    };
    reportGameError(e, {
      'upgrade.error.chance_changed': () => void queryClient.invalidateQueries({ queryKey: upgradeKeys.config }),
      'upgrade.error.item_not_stored': storeChanged,
      'upgrade.error.item_not_found': storeChanged,
    });
  }

  async function roll() {
    if (!check.ok || !target || rolling) return;
    setBusy(true);
    try {
      const r = await betUpgrade(
        { storeItemIds: [...selected], amount: centsText(coinCents), targetItemId: target.id, expectedPpm: check.pPpm },
        crypto.randomUUID(),
      );
      setRound(r);
      setPhase('rolling');
      // phones: the dial sits above the button; bring it into view for the spin
      dialRef.current?.scrollIntoView({
        block: 'nearest',
        behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      });
      if (r.balance !== undefined) setCachedBalance(queryClient, r.balance);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  }

  // the pointer has landed: the staked prizes are gone, a won item is in the store, the lists refresh
  function landed() {
    setPhase('done');
    setSelected(new Set());
    void queryClient.invalidateQueries({ queryKey: queryRoots.store });
    void queryClient.invalidateQueries({ queryKey: upgradeKeys.historyRoot });
    void queryClient.invalidateQueries({ queryKey: gameKeys.historyRoot });
  }

  const shownPpm = round ? round.pPpm : check.pPpm;
  const message = check.ok
    ? null
    : t(`gamesUpgrade.${check.reason}`, {
        min: check.reason === 'coinMin' ? formatCoins(limits.minCoinCents) : formatChance(cfg.minChancePpm),
        max: formatCoins(limits.maxCoinCents),
      });
  const showResult = phase === 'done' && round !== null;

  return (
    <GamePageShell
      testId="upgrade-page"
      title={title}
      footer={
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 lg:gap-5">
          <UpgradeRecent rounds={recent.data?.list ?? null} />
          <UpgradeRules cfg={cfg} />
        </div>
      }
    >
      {/* phones: stake, target, then the dial; wide screens: stake | dial | target */}
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)_minmax(0,5fr)] lg:gap-5">
        <UpgradeStakePanel
          cfg={cfg}
          prizes={prizes}
          selected={selected}
          onToggle={toggle}
          coinText={coinText}
          onCoinText={(v) => {
            edited();
            setCoinText(v);
          }}
          onCoinBlur={() => setCoinText(coinCents > 0 ? centsText(Math.min(coinCents, limits.maxCoinCents)) : '0.00')}
          onHalf={() => {
            edited();
            setCoinText(centsText(Math.floor(coinCents / 2)));
          }}
          onDouble={() => {
            edited();
            setCoinText(centsText(Math.min(limits.maxCoinCents, Math.max(limits.minCoinCents, coinCents * 2))));
          }}
          itemsCents={itemsCents}
          coinCents={coinCents}
          disabled={rolling}
          className="order-1 lg:order-none"
        />
        <Card className="order-3 flex flex-col items-center gap-4 lg:order-none lg:sticky lg:top-20" data-testid="upgrade-play">
          <div className="grid w-full grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2 rounded-xl bg-bg-2 p-3 text-center">
            <div className="min-w-0">
              <p className="text-[10px] font-bold uppercase tracking-wide text-subtle">{t('gamesUpgrade.yourStake')}</p>
              <p className="truncate font-mono text-lg font-black" data-testid="upgrade-play-stake">
                {formatCoins(round ? coinsToCents(round.stakeValue) : stakeCents)}
              </p>
            </div>
            <IconChevronRight size={20} className="text-accent" />
            <div className="min-w-0">
              <p className="text-[10px] font-bold uppercase tracking-wide text-subtle">{t('gamesUpgrade.target')}</p>
              <p className="truncate font-mono text-lg font-black text-accent" data-testid="upgrade-play-target">
                {round ? formatCoins(coinsToCents(round.target.price)) : target ? formatCoins(coinsToCents(target.price)) : '–'}
              </p>
            </div>
            <p className="col-span-3 truncate text-xs text-muted" data-testid="upgrade-target-name">
              {round ? round.target.name : (target?.name ?? t('gamesUpgrade.needTarget'))}
            </p>
          </div>
          <div ref={dialRef} className="w-full scroll-mt-20">
            <UpgradeDial
              pPpm={shownPpm}
              result={round && phase !== 'idle' ? { id: round.id, roll: round.roll, win: round.win } : null}
              onDone={landed}
              idle={<DialTarget target={target} stakeCents={stakeCents} />}
            />
          </div>
          <div className="flex flex-col items-center gap-1 text-center">
            <p className="text-[11px] font-bold uppercase tracking-widest text-muted">{t('gamesUpgrade.chanceLabel')}</p>
            <p className="font-mono text-4xl font-black text-accent" data-testid="upgrade-chance" data-ppm={shownPpm ?? ''}>
              {shownPpm === null ? '–' : formatChance(shownPpm)}
            </p>
            {shownPpm !== null ? (
              <p className="text-xs text-muted">
                {t('gamesUpgrade.rollUnder', { p: formatNumber(shownPpm) })}
                {shownPpm === cfg.capPpm ? ` · ${t('gamesUpgrade.capped', { cap: formatChance(cfg.capPpm) })}` : ''}
              </p>
            ) : null}
          </div>
          {message && !round ? (
            <p className="text-center text-sm font-semibold text-warning" role="status" data-testid="upgrade-message">
              {message}
            </p>
          ) : null}
          <Button size="lg" block loading={busy} disabled={!check.ok || rolling} onClick={() => void roll()} data-testid="upgrade-roll">
            {phase === 'rolling' ? t('gamesUpgrade.rolling') : phase === 'done' ? t('gamesUpgrade.again') : t('gamesUpgrade.roll')}
          </Button>
          {showResult ? <UpgradeResult round={round} /> : null}
          {round ? (
            <GameSeeds
              round={round}
              ns="gamesUpgrade"
              testId="upgrade-seeds"
              nonceTestId="upgrade-nonce"
              className="flex w-full flex-col gap-2"
            />
          ) : null}
        </Card>
        <UpgradeTargetPanel
          multipliers={cfg.multipliers}
          multiplier={multiplier}
          onMultiplier={(m) => {
            edited();
            setMultiplier(m);
            setPage(1);
            setAutoPick(true);
          }}
          keyword={keyword}
          onKeyword={(k) => {
            edited();
            setKeyword(k);
            setPage(1);
            setAutoPick(false);
          }}
          data={targets.data}
          loading={targets.isFetching}
          page={page}
          pageSize={UPGRADE_TARGETS_PAGE_SIZE}
          onPage={(p) => {
            setPage(p);
            setAutoPick(false);
          }}
          selectedId={target?.id ?? null}
          onPick={(item) => {
            edited();
            setTarget(item);
            setAutoPick(false);
          }}
          disabled={rolling}
          className="order-2 lg:order-none"
        />
      </div>
    </GamePageShell>
  );
}
