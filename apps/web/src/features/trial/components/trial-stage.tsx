import type { BoxDetail, OpenResult, TrialInfo } from '@hapa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, Countdown, IconShield, Price, Spinner } from '../../../components/index.ts';
import { isApiError, errorMessage, shouldToastError } from '../../../lib/api-error.ts';
import { setCachedBalance } from '../../../lib/balance.ts';
import { openInsufficient } from '../../../lib/modals.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { queryRoots } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useRecoverItems } from '../../store/index.ts';
import { buildReel, LANDING_INDEX, landingJitter, ReelStack, ResultPanel, type ReelPlan } from '../../unboxing/index.ts';
import { openTrial, trialKeys } from '../api/trial.ts';
import { formatOff, money } from '../lib/format.ts';
import { picture } from '../../../lib/picture.ts';

/** Pause between the reel stopping and the result panel, ms (as the box page). */
const REVEAL_PAUSE_MS = 900;

type Phase = 'idle' | 'opening' | 'spinning' | 'result';

/** The reel of one opening: the box's items by odds with the won prize at the landing card (presentation only). */
function reelOf(box: BoxDetail | undefined, r: OpenResult): ReelPlan {
  const cards = (box?.items ?? []).map((it) => ({ id: it.id, name: it.name, image: it.image, skuLevel: it.skuLevel, ppm: it.ppm }));
  const won = cards.find((c) => c.id === r.itemId) ?? { id: r.itemId, name: r.itemName, image: r.itemImage, skuLevel: r.skuLevel, ppm: 0 };
  return { key: r.openId, cards: buildReel(cards.length ? cards : [won], won, r.openId), jitter: landingJitter(r.openId), result: r };
}

/**
 * The player's Lucky Trial (docs/product/routes.md#events /ninety-percent-off): the box with its real price struck through and the trial
 * price, the countdown to expiry, and "Open for $X" -> the box page's reel, landing on the prize the server drew, then
 * the box page's result panel (sell or keep) and the opening's fairness numbers.
 */
export function TrialStage({ info, box }: { info: TrialInfo; box: BoxDetail | undefined }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const recover = useRecoverItems();
  const [phase, setPhase] = useState<Phase>('idle');
  const [result, setResult] = useState<OpenResult | null>(null);
  const [expired, setExpired] = useState(false);
  const key = useRef<string | null>(null);
  const v = info.voucher;
  const usable = v?.status === 'available' && !expired;
  const reels = useMemo(() => (result ? [reelOf(box, result)] : []), [box, result]);

  const open = useCallback(async () => {
    if (!v || phase === 'opening' || phase === 'spinning') return;
    // one key per voucher: a double click or a retry after a lost answer opens once
    key.current ??= globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${v.id}-trial`;
    setPhase('opening');
    try {
      const res = await openTrial(v.id, key.current);
      setCachedBalance(qc, res.balance);
      setResult(res.results[0] ?? null);
      setPhase('spinning');
    } catch (e) {
      key.current = null;
      setPhase('idle');
      if (isApiError(e, 'coin.error.not_enough')) openInsufficient(coinsToCents(info.trialPrice));
      else if (shouldToastError(e)) toast.error(errorMessage(e));
      void qc.invalidateQueries({ queryKey: trialKeys.info });
    }
  }, [v, phase, qc, info.trialPrice]);

  const onReelDone = useCallback(() => {
    setTimeout(() => setPhase('result'), REVEAL_PAUSE_MS);
  }, []);

  const finish = useCallback(() => {
    key.current = null;
    setPhase('idle');
    setResult(null);
    void qc.invalidateQueries({ queryKey: trialKeys.info });
    void qc.invalidateQueries({ queryKey: queryRoots.store });
    void qc.invalidateQueries({ queryKey: queryRoots.fairness });
  }, [qc]);

  return (
    <div className="flex flex-col gap-4" data-testid="trial-stage" data-phase={phase}>
      <div className="relative flex min-h-[15rem] flex-col justify-center overflow-hidden rounded-3xl border border-line bg-[radial-gradient(ellipse_at_50%_0%,rgb(255_200_61/0.18),transparent_60%),radial-gradient(ellipse_at_50%_100%,rgb(43_245_160/0.12),transparent_60%)] bg-surface p-3 md:min-h-[20rem] md:p-6">
        {phase === 'spinning' ? (
          <ReelStack reels={reels} landingIndex={LANDING_INDEX} quick={false} onReelDone={onReelDone} />
        ) : phase === 'result' && result ? (
          <ResultPanel results={[result]} onSell={(ids) => recover.mutateAsync(ids)} onKeep={finish} againCents={0} />
        ) : (
          <div className="relative flex flex-col items-center gap-2 text-center">
            <div
              className="absolute left-1/2 top-16 size-48 -translate-x-1/2 -translate-y-1/2 rounded-full bg-accent/20 blur-3xl md:size-64"
              aria-hidden
            />
            <div className="relative">
              <img
                {...picture(info.box.image, '(min-width: 768px) 224px, 176px')}
                alt={info.box.name}
                className="size-44 object-contain drop-shadow-[0_20px_40px_rgb(0_0_0/0.6)] md:size-56"
                data-testid="trial-box-image"
              />
              <span
                className="absolute -right-3 top-2 rotate-12 rounded-lg bg-gradient-to-b from-[#ffd866] to-[#f0a500] px-2 py-1 text-sm font-black text-[#2a1900] shadow-lg"
                data-testid="trial-off"
              >
                {t('trial.off', { percent: formatOff(info.discountPpm) })}
              </span>
            </div>
            <p className="relative text-xl font-black uppercase italic md:text-2xl" data-testid="trial-box-name">
              {info.box.name}
            </p>
            <div className="relative flex items-baseline gap-3">
              <span className="flex flex-col items-center">
                <span className="text-[10px] font-bold uppercase tracking-widest text-subtle">{t('trial.realPrice')}</span>
                <Price
                  coins={info.box.price}
                  className="text-base text-muted line-through decoration-danger decoration-2"
                  data-testid="trial-real-price"
                />
              </span>
              <span className="flex flex-col items-center">
                <span className="text-[10px] font-bold uppercase tracking-widest text-accent">{t('trial.trialPrice')}</span>
                <Price coins={info.trialPrice} className="text-3xl text-accent" data-testid="trial-price" />
              </span>
            </div>
            {phase === 'opening' ? (
              <div className="absolute inset-0 flex items-center justify-center bg-surface/50 backdrop-blur-[2px]">
                <Spinner />
              </div>
            ) : null}
          </div>
        )}
      </div>
      {phase === 'idle' ? (
        usable ? (
          <div className="flex flex-col gap-3">
            <div className="flex items-center justify-center gap-2 text-sm text-muted">
              <span>{t('trial.expiresIn')}</span>
              <Countdown
                endsAt={Date.parse(v.expiresAt)}
                onEnd={() => setExpired(true)}
                className="font-mono text-base font-black text-warning"
              />
            </div>
            <Button size="lg" variant="gold" block onClick={() => void open()} data-testid="trial-open">
              {t('trial.open', { price: money(info.trialPrice) })}
            </Button>
            {info.availableCount > 1 ? (
              <p className="text-center text-xs text-muted">{t('trial.available', { count: info.availableCount })}</p>
            ) : null}
          </div>
        ) : (
          <div
            className="rounded-2xl border border-line bg-bg-2 p-4 text-center text-sm"
            data-testid="trial-unavailable"
            data-status={expired ? 'expired' : (v?.status ?? 'none')}
          >
            <p className="font-semibold">
              {!v ? t('trial.none') : expired || v.status === 'expired' ? t('trial.expired') : t('trial.used')}
            </p>
            <p className="mt-1 text-muted">{t('trial.more')}</p>
          </div>
        )
      ) : phase === 'opening' ? (
        <Button size="lg" variant="gold" block loading disabled>
          {t('trial.opening')}
        </Button>
      ) : phase === 'spinning' ? (
        <p className="text-center text-xs font-bold uppercase tracking-widest text-muted">{t('unbox.opening')}</p>
      ) : result ? (
        <p className="flex items-start justify-center gap-2 text-center text-xs text-muted" data-testid="trial-fair">
          <IconShield size={14} className="mt-0.5 shrink-0 text-accent" />
          <Link to="/provably-fair" className="underline-offset-2 hover:text-accent hover:underline">
            {t('trial.verify', { nonce: result.nonce, ticket: result.ticket })}
          </Link>
        </p>
      ) : null}
      <Link
        to={`/box-detail/${info.box.boxInfo}`}
        className="self-center text-xs font-semibold text-accent underline-offset-2 hover:underline"
        data-testid="trial-see-box"
      >
        {t('trial.seeBox')}
      </Link>
    </div>
  );
}
