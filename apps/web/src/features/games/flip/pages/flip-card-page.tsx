import type { FlipHome, FlipRound } from '@hapa/contracts';
import { coinsToCents, formatCoins } from '@hapa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Card, CardTitle, IconCard, PageSpinner, Price, rarityClasses } from '../../../../components/index.ts';
import { formatPpmPercent } from '../../../../lib/i18n/format.ts';
import { openTopUp } from '../../../../lib/modals.ts';
import { queryRoots } from '../../../../lib/query-keys.ts';
import { useIsLoggedIn } from '../../../../lib/session.ts';
import { useFlipHome } from '../api/flip-home.ts';
import { flipKeys } from '../api/flip-keys.ts';
import { dealFlip, pickFlip } from '../api/flip-play.ts';
import { gameKeys } from '../../api/keys.ts';
import { GamePageShell } from '../../components/game-page-shell.tsx';
import { GameRules, GameSeeds } from '../../components/game-parts.tsx';
import { reportGameError } from '../../lib/game-error.ts';
import { FlipBoard } from '../components/flip-board.tsx';
import { picture } from '../../../../lib/picture.ts';

/** How long the picked card turns alone before the others follow, ms. */
const OTHERS_AFTER_MS = 750;
const money = (coins: number) => formatCoins(coinsToCents(coins));
const pct = (ppm: number) => formatPpmPercent(ppm);

/** `/flip-card` (docs/games.md; docs/product/routes.md#games, docs/product/errors.md "No Parts Now."): flip chances, the 3 x 3 board, the prizes and the rules. */
export default function FlipCardPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const home = useFlipHome();
  const queryClient = useQueryClient();
  const [round, setRound] = useState<FlipRound | null>(null);
  const [chances, setChances] = useState<number | null>(null);
  const [busy, setBusy] = useState<'deal' | number | null>(null);
  const [revealAll, setRevealAll] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);

  // once every card is turned, the result (and the way to the prizes) comes into view on a phone
  useEffect(() => {
    const el = resultRef.current;
    if (revealAll && el && el.getBoundingClientRect().bottom > window.innerHeight - 96)
      el.scrollIntoView({ block: 'end', behavior: 'smooth' });
  }, [revealAll]);

  // an open board comes back after a reload (GET /api/flip/home answers it)
  useEffect(() => {
    if (home.data?.active && !round) setRound(home.data.active);
  }, [home.data, round]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  if (!home.data) return <PageSpinner />;
  const data = home.data;
  const title = { title: t('gamesFlip.flip.title'), subtitle: t('gamesFlip.flip.subtitle') };
  const footer = (
    <>
      <Prizes home={data} />
      <Rules home={data} />
    </>
  );
  if (!loggedIn || !data.chances) {
    return (
      <GamePageShell
        testId="flip-page"
        title={title}
        signIn={{ icon: <IconCard size={28} />, title: t('gamesFlip.flip.signInTitle'), testId: 'flip-signin' }}
        footer={footer}
      />
    );
  }
  const available = chances ?? data.chances.available;
  const open = round?.status === 'open';
  const settled = round?.status === 'settled';
  const prizes = round?.prizes ?? data.prizes;

  function fail(e: unknown) {
    reportGameError(e, {
      'flip.error.no_chance': () => setChances(0),
      // "Pick a card on your open board first" (another tab dealt one): bring it here (docs/games.md#open-rounds)
      'flip.error.board_open': () => void queryClient.invalidateQueries({ queryKey: flipKeys.homeRoot }),
    });
  }

  async function deal() {
    if (busy !== null) return;
    setBusy('deal');
    try {
      const r = await dealFlip(crypto.randomUUID());
      if (timer.current) clearTimeout(timer.current);
      setRevealAll(false);
      setRound(r);
      if (r.chances !== undefined) setChances(r.chances);
      // on a phone the board may sit below the fold: bring it into view, clear of the bottom bar
      const el = boardRef.current;
      if (el && el.getBoundingClientRect().bottom > window.innerHeight - 96) el.scrollIntoView({ block: 'end', behavior: 'smooth' });
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  }

  async function pick(position: number) {
    if (!round || round.status !== 'open' || busy !== null) return;
    setBusy(position);
    try {
      const r = await pickFlip(round.id, position);
      setRevealAll(false);
      setRound(r);
      if (r.chances !== undefined) setChances(r.chances);
      // the picked card turns first, then every other card shows what it held (the server's deal)
      timer.current = setTimeout(() => setRevealAll(true), OTHERS_AFTER_MS);
      void queryClient.invalidateQueries({ queryKey: queryRoots.store });
      void queryClient.invalidateQueries({ queryKey: gameKeys.historyRoot });
      void queryClient.invalidateQueries({ queryKey: flipKeys.homeRoot });
    } catch (e) {
      fail(e);
    } finally {
      setBusy(null);
    }
  }

  const revealed = settled && (revealAll || round.autoPicked);
  return (
    <GamePageShell testId="flip-page" title={title} footer={footer}>
      {/* phones: chances and the deal button, the board, the seeds; wide screens: chances and seeds beside the board */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,4fr)_minmax(0,6fr)] lg:grid-rows-[auto_1fr] lg:gap-6">
        <Card className="flex flex-col gap-4 lg:col-start-1 lg:row-start-1">
          <div className="flex items-center justify-between gap-3">
            <div>
              <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('gamesFlip.flip.chances')}</p>
              <p className={`text-4xl font-black tabular-nums ${available > 0 ? 'text-accent' : 'text-muted'}`} data-testid="flip-chances">
                {available}
              </p>
            </div>
            <p className="text-right text-xs text-muted">{t('gamesFlip.flip.granted', { count: data.chances.granted })}</p>
          </div>
          {open ? (
            <p className="rounded-xl bg-bg-2 p-3 text-center text-sm font-semibold text-fg" data-testid="flip-pick-hint">
              {t('gamesFlip.flip.pickHint')}
            </p>
          ) : available > 0 ? (
            <Button size="lg" block loading={busy === 'deal'} onClick={() => void deal()} data-testid="flip-deal">
              {settled ? t('gamesFlip.flip.again') : t('gamesFlip.flip.deal')}
            </Button>
          ) : (
            <NoParts />
          )}
        </Card>
        <div ref={boardRef} className="scroll-mb-28 scroll-mt-20 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Card className="flex h-full flex-col items-center gap-4">
            <div className="w-full max-w-[28rem]">
              <FlipBoard
                prizes={prizes}
                deal={round?.deal ?? null}
                picked={round?.position ?? null}
                revealAll={!!revealed}
                canPick={open && busy === null}
                pending={typeof busy === 'number' ? busy : null}
                onPick={(p) => void pick(p)}
              />
            </div>
            <div ref={resultRef} aria-live="polite" className="min-h-12 scroll-mb-28 text-center">
              {settled && round.prize ? (
                <div
                  className="flex flex-col items-center gap-2"
                  data-testid="flip-result"
                  data-item-id={round.prize.itemId}
                  data-revealed={revealed ? 'true' : 'false'}
                >
                  <p className="text-xl font-black text-accent">{t('gamesFlip.flip.won', { name: round.prize.name })}</p>
                  <p className="text-sm text-muted">{t('gamesFlip.flip.wonValue', { value: money(round.prize.price) })}</p>
                  {round.autoPicked ? (
                    <p className="text-xs text-muted">{t('gamesFlip.flip.autoPicked', { hours: data.config.autoPickHours })}</p>
                  ) : null}
                  <ButtonLink to="/user/cart" variant="secondary" size="sm" data-testid="flip-view-prizes">
                    {t('gamesFlip.flip.viewPrizes')}
                  </ButtonLink>
                </div>
              ) : open ? (
                <p className="text-sm font-semibold text-muted">{t('gamesFlip.flip.pick')}</p>
              ) : null}
            </div>
          </Card>
        </div>
        {round ? (
          <Card className="lg:col-start-1 lg:row-start-2 lg:self-start">
            <GameSeeds round={round} ns="gamesFlip.flip" testId="flip-seeds" nonceTestId="flip-nonce" />
          </Card>
        ) : null}
      </div>
    </GamePageShell>
  );
}

/** "No Parts Now." (docs/product/errors.md): no chance left, with the ways to get one. */
function NoParts() {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line bg-surface/50 p-4 text-center"
      data-testid="flip-no-parts"
    >
      <p className="text-lg font-black">{t('gamesFlip.flip.noParts')}</p>
      <p className="text-sm text-muted">{t('gamesFlip.flip.noPartsText')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button size="sm" onClick={() => openTopUp()} data-testid="flip-topup">
          {t('gamesFlip.flip.topUp')}
        </Button>
        <ButtonLink to="/glory-road" size="sm" variant="secondary" data-testid="flip-glory-road">
          {t('gamesFlip.flip.gloryRoad')}
        </ButtonLink>
      </div>
    </div>
  );
}

function Prizes({ home }: { home: FlipHome }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="flip-prizes">
      <CardTitle>{t('gamesFlip.flip.prizesTitle')}</CardTitle>
      <p className="-mt-1 mb-4 text-sm text-muted">
        {t('gamesFlip.flip.prizesText', { count: home.config.cards, chance: pct(home.config.prizeChancePpm) })}
      </p>
      <ol className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-9">
        {home.prizes.map((p) => (
          <li
            key={p.index}
            className={`flex flex-col items-center gap-1 rounded-xl border bg-bg-2 p-2 text-center ${rarityClasses(p.skuLevel).border}`}
            data-testid="flip-prize"
            data-item-id={p.itemId}
          >
            <img {...picture(p.image, '48px')} alt="" className="size-12 object-contain" />
            <span className="line-clamp-2 min-h-8 text-[11px] font-semibold leading-4">{p.name}</span>
            <Price coins={p.price} className={`text-xs ${rarityClasses(p.skuLevel).text}`} />
            <span className="text-[10px] text-muted">1/{home.config.cards}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** The rules with the cards, prize chance and expected value of GET /api/flip/home (docs/fairness.md#flip-cards). */
function Rules({ home }: { home: FlipHome }) {
  const { t } = useTranslation();
  const c = home.config;
  return (
    <GameRules
      title={t('gamesFlip.flip.rulesTitle')}
      testId="flip-rules"
      history={{ label: t('gamesFlip.flip.history'), testId: 'flip-history-link' }}
      rules={[
        t('gamesFlip.flip.rule1'),
        t('gamesFlip.flip.rule2'),
        t('gamesFlip.flip.rule3'),
        t('gamesFlip.flip.rule4', { count: c.cards, chance: pct(c.prizeChancePpm), ev: money(c.ev) }),
        t('gamesFlip.flip.rule5', { hours: c.autoPickHours }),
        t('gamesFlip.flip.rule6'),
      ]}
    />
  );
}
