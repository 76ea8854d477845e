import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, EmptyState, IconShield, Tabs } from '../../components/index.ts';
import {
  DrawsVerifier,
  FAIRNESS_TABS,
  FairnessExplainer,
  fairnessTabOf,
  ManualVerifier,
  OpenHistory,
  SeedHistory,
  SeedPanel,
  type FairnessTab,
} from '../../features/fairness/index.ts';
import { BattleVerifier } from '../../features/battles/index.ts';
import { GameRoundVerifier } from '../../features/games/index.ts';
import { WheelVerifier } from '../../features/vip/index.ts';
import { openAuth } from '../../lib/modals.ts';
import { useIsLoggedIn } from '../../lib/session.ts';

/**
 * `/provably-fair` and `/fairness`: the explanation, then one tab per seed type (fairness.md "Seeds": 1 boxes,
 * 2 battles, 3 games), each with the player's pair, its lock (docs/product/states.md#seed-lock), revealed pairs and that type's
 * verifier, and a Draws tab for the daily lottery and bingo (fairness.md "Draws shared by many players": public,
 * no seeds of the player's). The manual float calculator is common to all; the tab a link opens is fairnessTabOf's.
 */
export default function ProvablyFairPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<FairnessTab>(() => fairnessTabOf(params));
  const draws = tab === 'draws';
  const type = draws ? 0 : Number(tab);
  return (
    <div className="flex flex-col gap-6" data-testid="provably-fair-page">
      <header className="flex items-start gap-4">
        <span className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-accent/10 text-accent sm:flex">
          <IconShield size={30} />
        </span>
        <div>
          <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-4xl">{t('fairness.title')}</h1>
          <p className="mt-1 max-w-2xl text-sm text-muted">{t('fairness.subtitle')}</p>
        </div>
      </header>
      <Tabs
        variant="segmented"
        aria-label={t('fairness.seedTypesLabel')}
        value={tab}
        onValueChange={(v) => setTab(v as FairnessTab)}
        items={FAIRNESS_TABS.map((v) => ({ value: v, label: t(`fairness.seedTypes.${v}`), testId: `seed-tab-${v}` }))}
        className="max-w-md"
      />
      {draws ? (
        <DrawsVerifier />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
          <FairnessExplainer />
          {loggedIn ? (
            <div className="order-first flex flex-col gap-2 lg:order-none">
              <SeedPanel key={type} seedType={type} title={t(`fairness.seedsTitleType.${tab}`)} />
              <p className="px-1 text-xs text-muted" data-testid="seed-type-text">
                {t(`fairness.seedTypeText.${tab}`)}
              </p>
            </div>
          ) : (
            <EmptyState
              icon={<IconShield size={28} />}
              title={t('fairness.loginTitle')}
              description={t('fairness.loginText')}
              action={<Button onClick={() => openAuth('login')}>{t('auth.logIn')}</Button>}
            />
          )}
        </div>
      )}
      {tab === '1' && loggedIn ? <OpenHistory /> : null}
      {tab === '2' ? <BattleVerifier /> : null}
      {tab === '3' ? <GameRoundVerifier /> : null}
      <ManualVerifier />
      {tab === '3' && loggedIn ? <WheelVerifier /> : null}
      {loggedIn && !draws ? <SeedHistory key={type} seedType={type} /> : null}
    </div>
  );
}
