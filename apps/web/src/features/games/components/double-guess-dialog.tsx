import type { DoubleGuessRound } from '@hapa/contracts';
import { coinsToCents, formatCoins } from '@hapa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, cn, Dialog, MonoField, Price, rarityClasses, rarityName, Spinner } from '../../../components/index.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { errorMessage, isApiError } from '../../../lib/api-error.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { chooseDoubleGuess, getActiveDoubleGuess, openDoubleGuess, useDoubleGuessConfig } from '../api/double-guess-api.ts';
import { gameKeys } from '../api/keys.ts';
import { formatNumber, formatPercentFixed, formatPpmPercent } from '../../../lib/i18n/format.ts';
import { picture } from '../../../lib/picture.ts';

/** How long the coin spins before it lands on the server's result, ms (the CSS transition's duration). */
export const COIN_SPIN_MS = 1_600;
const pct = (ppm: number) => formatPpmPercent(ppm);

/** What the player did with the prize: doubled and won, doubled and lost, or kept. */
export type DoubleGuessOutcome = 'win' | 'lose' | 'keep';

export interface DoubleGuessPrize {
  storeItemId: number;
  itemName: string;
  itemImage: string;
  /** coin units */
  itemPrice: number;
  skuLevel: number;
}

type Phase = 'opening' | 'ready' | 'flipping' | 'done' | 'error';

/** The prize of a round, as the dialog shows it. */
export function prizeOfRound(r: DoubleGuessRound): DoubleGuessPrize {
  return { storeItemId: r.storeItemId, itemName: r.itemName, itemImage: r.itemImage, itemPrice: r.value, skuLevel: r.skuLevel };
}

/**
 * The coin: "Win" on one face, "Lose" on the other; it lands on the face of the server's result. Before the
 * draw (`neutral`) its face shows the stake's "2×", so nothing looks decided yet.
 */
function Coin({
  rotation,
  landed,
  result,
  neutral,
}: {
  rotation: number;
  landed: boolean;
  result: 'win' | 'lose' | null;
  neutral: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center perspective-[700px]" data-testid="double-guess-coin" data-result={landed && result ? result : ''}>
      <div
        className="relative size-28 transform-3d motion-reduce:transition-none"
        style={{
          transform: `rotateY(${rotation}deg)`,
          transition: rotation === 0 ? 'none' : `transform ${COIN_SPIN_MS}ms cubic-bezier(0.15, 0.6, 0.25, 1)`,
        }}
      >
        {neutral ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full border-4 border-violet bg-violet/20 text-3xl font-black text-violet shadow-[0_0_30px_rgb(139_108_255/0.35)] backface-hidden">
            2×
          </span>
        ) : (
          <span className="absolute inset-0 flex items-center justify-center rounded-full border-4 border-accent bg-accent/20 text-lg font-black uppercase text-accent shadow-[0_0_30px_rgb(43_245_160/0.35)] backface-hidden">
            {t('gamesFlip.double.heads')}
          </span>
        )}
        <span className="absolute inset-0 flex rotate-y-180 items-center justify-center rounded-full border-4 border-danger bg-danger/20 text-lg font-black uppercase text-danger shadow-[0_0_30px_rgb(255_77_106/0.35)] backface-hidden">
          {t('gamesFlip.double.tails')}
        </span>
      </div>
    </div>
  );
}

/**
 * Double or nothing on the prize of a 1X opening (docs/games.md, "Double guess"; docs/product/endpoints.md#items /open_double_guess,
 * /item/double_guess/choose). Opening the dialog locks the prize and shows the exact chance, nonce and seed
 * hash; Double draws on the server and a coin spins to the server's result; Keep (or closing) unlocks the prize.
 */
export default function DoubleGuessDialog({
  prize: offered,
  resume,
  onDone,
}: {
  /** the prize to bet (a new round is opened for it); absent with `resume` */
  prize?: DoubleGuessPrize;
  /** an open round to decide (docs/games.md#open-rounds): Game history's "Decide now" */
  resume?: DoubleGuessRound;
  onDone: (outcome: DoubleGuessOutcome | null) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const config = useDoubleGuessConfig();
  const [phase, setPhase] = useState<Phase>(resume ? 'ready' : 'opening');
  const [round, setRound] = useState<DoubleGuessRound | null>(resume ?? null);
  // an older open round met on the way (the player left the page while it was undecided): decided here first
  const [earlier, setEarlier] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [rotation, setRotation] = useState(0);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // the prize on screen: the round's own once it is an older round (or a resumed one)
  const prize: DoubleGuessPrize = round && (earlier || !offered) ? prizeOfRound(round) : offered!;

  useEffect(() => {
    if (started.current || resume || !offered) return;
    started.current = true;
    openDoubleGuess(offered.storeItemId, crypto.randomUUID())
      .then((r) => {
        setRound(r);
        setPhase('ready');
        void queryClient.invalidateQueries({ queryKey: queryRoots.store });
      })
      .catch(async (e: unknown) => {
        // "Decide your open double or nothing first": bring that round here so it can be decided now
        const open = isApiError(e, 'double_guess.error.round_open') ? await getActiveDoubleGuess().catch(() => null) : null;
        if (open) {
          setRound(open);
          setEarlier(true);
          setPhase('ready');
          return;
        }
        setError(errorMessage(e));
        setPhase('error');
      });
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [offered, resume, queryClient]);

  function refresh(r: DoubleGuessRound) {
    if (r.balance !== undefined) setCachedBalance(queryClient, r.balance);
    void queryClient.invalidateQueries({ queryKey: queryRoots.store });
    void queryClient.invalidateQueries({ queryKey: gameKeys.historyRoot });
  }

  async function double() {
    if (!round || busy) return;
    setBusy(true);
    setPhase('flipping');
    try {
      const r = await chooseDoubleGuess(round.id, 'double');
      setRound(r);
      // five turns, then the face of the server's result
      setRotation(r.win ? 1_800 : 1_980);
      timer.current = setTimeout(() => {
        setPhase('done');
        refresh(r);
      }, COIN_SPIN_MS + 100);
    } catch (e) {
      setError(errorMessage(e));
      setPhase('error');
    } finally {
      setBusy(false);
    }
  }

  async function keep(thenClose = true) {
    if (!round || busy) return;
    setBusy(true);
    try {
      const r = await chooseDoubleGuess(round.id, 'keep');
      refresh(r);
      // an older round was decided: the prize just won is still to be offered (the box page may open it again)
      if (thenClose) onDone(earlier ? null : 'keep');
    } catch (e) {
      setError(errorMessage(e));
      setPhase('error');
    } finally {
      setBusy(false);
    }
  }

  function onOpenChange(next: boolean) {
    if (next) return;
    if (phase === 'flipping' || busy) return; // the coin lands first
    if (phase === 'ready') {
      void keep();
      return;
    }
    if (phase === 'done' && round && !earlier) onDone(round.win ? 'win' : 'lose');
    else onDone(null);
  }

  const chancePpm = round?.pPpm ?? config.data?.pPpm ?? 0;
  const rarity = rarityClasses(prize.skuLevel);
  const landed = phase === 'done';
  const result = round?.win === true ? 'win' : round?.win === false ? 'lose' : null;
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('gamesFlip.double.title')}
      description={t('gamesFlip.double.intro')}
      size="sm"
      data-testid="double-guess-dialog"
    >
      <div className="flex flex-col gap-4" data-phase={phase} data-round-id={round?.id ?? ''} data-earlier={earlier || undefined}>
        {earlier ? (
          <p
            className="rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm text-fg"
            role="status"
            data-testid="double-guess-earlier"
          >
            {t('gamesFlip.double.earlier')}
          </p>
        ) : null}
        <div className={cn('flex items-center gap-3 rounded-2xl border bg-bg-2 p-3', rarity.border)}>
          <img
            {...picture(prize.itemImage, '64px')}
            alt=""
            className={cn(
              'size-16 shrink-0 object-contain transition-opacity duration-300',
              landed && result === 'lose' && 'opacity-30 grayscale',
            )}
          />
          <div className="min-w-0 flex-1">
            <Badge skuLevel={prize.skuLevel}>{rarityName(prize.skuLevel)}</Badge>
            <p className="mt-1 line-clamp-2 text-sm font-bold" data-testid="double-guess-item">
              {prize.itemName}
            </p>
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-2 rounded-xl bg-bg-2 p-3 text-center">
          <div>
            <dt className="text-[11px] uppercase tracking-wide text-muted">{t('gamesFlip.double.value')}</dt>
            <dd>
              <Price coins={prize.itemPrice} className="text-sm text-fg" data-testid="double-guess-value" />
            </dd>
          </div>
          <div>
            <dt className="text-[11px] uppercase tracking-wide text-muted">{t('gamesFlip.double.chance')}</dt>
            <dd className="font-mono text-sm font-black text-accent" data-testid="double-guess-chance">
              {pct(chancePpm)}
            </dd>
          </div>
          <div>
            <dt className="text-[11px] uppercase tracking-wide text-muted">{t('gamesFlip.double.winPays')}</dt>
            <dd>
              <Price coins={prize.itemPrice} className="text-sm text-accent" />
            </dd>
          </div>
        </dl>
        {phase === 'opening' ? (
          <div className="flex items-center justify-center gap-2 py-6 text-sm text-muted">
            <Spinner /> {t('gamesFlip.double.opening')}
          </div>
        ) : phase === 'error' ? (
          <p
            className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm text-danger"
            role="alert"
            data-testid="double-guess-error"
          >
            {error}
          </p>
        ) : (
          <>
            <Coin rotation={rotation} landed={landed} result={result} neutral={rotation === 0} />
            <div aria-live="polite" className="min-h-12 text-center">
              {landed && round ? (
                result === 'win' ? (
                  <div data-testid="double-guess-result" data-outcome="win">
                    <p className="text-xl font-black text-accent">
                      {t('gamesFlip.double.won', { amount: formatCoins(coinsToCents(round.payout)) })}
                    </p>
                    <p className="text-sm text-muted">
                      {t('gamesFlip.double.wonText', { name: prize.itemName, amount: formatCoins(coinsToCents(round.payout)) })}
                    </p>
                  </div>
                ) : (
                  <div data-testid="double-guess-result" data-outcome="lose">
                    <p className="text-xl font-black text-danger">{t('gamesFlip.double.lost')}</p>
                    <p className="text-sm text-muted">{t('gamesFlip.double.lostText', { name: prize.itemName })}</p>
                  </div>
                )
              ) : phase === 'flipping' ? (
                <p className="text-sm font-bold uppercase tracking-widest text-muted">{t('gamesFlip.double.flipping')}</p>
              ) : (
                <p className="text-xs text-muted">{t('gamesFlip.double.locked')}</p>
              )}
            </div>
          </>
        )}
        {round ? (
          <div className="flex flex-col gap-1.5 text-xs text-muted" data-testid="double-guess-seeds">
            <MonoField label={t('gamesFlip.flip.serverSeedHashed')} value={round.serverSeedHashed} />
            <p>
              {t('gamesFlip.flip.clientSeed')}: <span className="font-mono text-fg">{round.clientSeed}</span> · {t('gamesFlip.flip.nonce')}:{' '}
              <span className="font-mono text-fg" data-testid="double-guess-nonce">
                {round.nonce}
              </span>
            </p>
          </div>
        ) : null}
        {config.data ? (
          <p className="text-[11px] leading-4 text-subtle">
            {t('gamesFlip.double.rules', {
              chance: pct(config.data.pPpm),
              edge: pct(config.data.edgePpm),
              rtp: formatPercentFixed(config.data.rtp),
              ppm: formatNumber(config.data.pPpm),
            })}
          </p>
        ) : null}
        <div className="grid grid-cols-2 gap-2">
          {phase === 'done' || phase === 'error' ? (
            <Button className="col-span-2" variant="secondary" onClick={() => onOpenChange(false)} data-testid="double-guess-close">
              {t('gamesFlip.double.close')}
            </Button>
          ) : (
            <>
              <Button
                variant="gold"
                size="lg"
                disabled={phase !== 'ready' || busy}
                loading={phase === 'flipping'}
                onClick={() => void double()}
                data-testid="double-guess-double"
              >
                {t('gamesFlip.double.double')}
              </Button>
              <Button
                variant="secondary"
                size="lg"
                disabled={phase !== 'ready' || busy}
                onClick={() => void keep()}
                data-testid="double-guess-keep"
              >
                {t('gamesFlip.double.keep')}
              </Button>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
