import { spinWheel } from '@hapa/domain';
import type { SpinResponse, WheelSpinView } from '@hapa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardTitle, EmptyState, IconGift, IconShield, PageSpinner } from '../../../components/index.ts';
import { refreshBaseInfo } from '../../../lib/balance.ts';
import { formatFixed } from '../../../lib/i18n/format.ts';
import { openAuth, openTopUp } from '../../../lib/modals.ts';
import { formatCoinUnits } from '../../../lib/money.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { errorMessage, shouldToastError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useLuckyWheel } from '../api/get-lucky-wheel.ts';
import { vipKeys } from '../api/keys.ts';
import { spinLuckyWheel } from '../api/spin-lucky-wheel.ts';
import { PrizeWheel, rotationFor } from '../components/prize-wheel.tsx';
import { formatChance, formatRate, toSegments } from '../lib/format.ts';
import { motionMs, prefersReducedMotion } from '../../../lib/use-prefers-reduced-motion.ts';

const SPIN_MS = 4_000;

/** `/lucky-wheel` (docs/product/routes.md#vip, docs/product/endpoints.md#games POST /api/bouns/spin, docs/product/constants.md#vip-and-progression spin rule and prizes): spins earned by top-ups. */
export default function LuckyWheelPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const queryClient = useQueryClient();
  const wheel = useLuckyWheel();
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<SpinResponse | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  if (!loggedIn) {
    return (
      <EmptyState
        icon={<IconGift size={28} />}
        title={t('vip.wheel.signInTitle')}
        action={<Button onClick={() => openAuth('login')}>{t('auth.logIn')}</Button>}
        className="my-10"
        data-testid="lucky-wheel-signin"
      />
    );
  }
  if (!wheel.data) return <PageSpinner />;
  const info = wheel.data;
  const labels = info.segments.map((s) => formatRate(s.rate));

  async function spin() {
    if (spinning) return;
    setResult(null);
    setSpinning(true);
    try {
      const r = await spinLuckyWheel();
      setRotation((from) => rotationFor(from, r.segment, labels.length));
      timer.current = setTimeout(
        () => {
          setResult(r);
          setSpinning(false);
          void queryClient.invalidateQueries({ queryKey: vipKeys.wheel });
          void refreshBaseInfo(queryClient);
        },
        motionMs(SPIN_MS, prefersReducedMotion(), 300),
      ); // reduced motion: the prize after a short fade
    } catch (e) {
      setSpinning(false);
      if (shouldToastError(e)) toast.error(errorMessage(e));
    }
  }

  return (
    <div className="flex flex-col gap-6" data-testid="lucky-wheel-page">
      <header>
        <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-4xl">{t('vip.wheel.title')}</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('vip.wheel.subtitle', { base: info.spinBase })}</p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)]">
        <Card className="flex flex-col items-center gap-5 py-6">
          <PrizeWheel labels={labels} rotation={rotation} durationMs={SPIN_MS} size={340} data-testid="lucky-wheel" />
          <div className="flex items-center gap-3">
            <span className="text-sm text-muted">{t('vip.wheel.spins')}</span>
            <span className="rounded-xl bg-accent/15 px-3 py-1 font-mono text-lg font-black text-accent" data-testid="wheel-spins-left">
              {info.spins}
            </span>
          </div>
          {info.spins > 0 || spinning ? (
            <Button size="lg" className="min-w-48" loading={spinning} onClick={() => void spin()} data-testid="wheel-spin">
              {spinning ? t('vip.wheel.spinning') : t('vip.wheel.spin')}
            </Button>
          ) : (
            <div className="flex flex-col items-center gap-2">
              <p className="text-sm text-muted">{t('vip.wheel.noSpins')}</p>
              <Button onClick={() => openTopUp()} data-testid="wheel-topup">
                {t('vip.wheel.topUp')}
              </Button>
            </div>
          )}
          <div aria-live="polite" className="min-h-12 text-center">
            {result ? (
              <div data-testid="wheel-result" data-segment={result.segment} data-prize={result.prize}>
                <p className="text-xl font-black text-accent">
                  {result.prize > 0 ? t('vip.wheel.won', { rate: formatRate(result.prize) }) : t('vip.wheel.nothing')}
                </p>
                {result.bonus > 0 ? (
                  <p className="text-sm text-muted">{t('vip.wheel.wonAmount', { amount: formatFixed(result.bonus) })}</p>
                ) : null}
              </div>
            ) : null}
          </div>
        </Card>
        <div className="flex flex-col gap-6">
          <Card>
            <CardTitle>{t('vip.wheel.prizes')}</CardTitle>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="wheel-prizes">
              {info.segments.map((s, i) => (
                <li key={i} className="rounded-xl bg-bg-2 px-3 py-2">
                  <p className="text-lg font-black">{formatRate(s.rate)}</p>
                  <p className="text-xs text-muted">{t('vip.wheel.chance', { chance: formatChance(s.ppm) })}</p>
                </li>
              ))}
            </ul>
            <p className="mt-4 flex gap-2 text-xs text-muted">
              <IconShield size={16} className="shrink-0 text-accent" /> {t('vip.wheel.fair')}
            </p>
          </Card>
          <SpinHistory />
        </div>
      </div>
    </div>
  );
}

/** The player's last lucky-wheel spins, each verifiable in the browser once its server seed is revealed. */
export function SpinHistory() {
  const { t } = useTranslation();
  const info = useLuckyWheel().data;
  if (!info) return null;
  return <SpinList list={info.history} title={t('vip.wheel.history')} empty={t('vip.wheel.historyEmpty')} />;
}

/**
 * Wheel draws checked in the browser (fairness.md "Wheels that draw"): each against the segments stored with
 * it (an operator's later change of the wheel does not matter), once its server seed is revealed.
 */
export function SpinList({
  list,
  title,
  empty,
  showWheel = false,
}: {
  list: WheelSpinView[];
  title: string;
  empty: string;
  /** label each row lucky / birthday */ showWheel?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card data-testid="wheel-history">
      <CardTitle>{title}</CardTitle>
      {list.length === 0 ? <p className="text-sm text-muted">{empty}</p> : null}
      <ul className="flex flex-col gap-2">
        {list.map((h) => {
          const check = h.serverSeed ? spinWheel(h.serverSeed, h.clientSeed, h.nonce, toSegments(h.segments)) : null;
          const ok = check !== null && check.ticket === h.ticket && h.segments[check.index]?.rate === h.rate;
          return (
            <li key={h.id} className="rounded-xl bg-bg-2 px-3 py-2 text-sm" data-testid="wheel-history-row" data-wheel={h.wheel}>
              <div className="flex items-center justify-between gap-3">
                <span className="font-bold">
                  {showWheel ? (
                    <span className="mr-2 rounded-md bg-surface-3 px-1.5 py-0.5 text-[11px] font-bold uppercase tracking-wide text-muted">
                      {t(`vip.verifier.${h.wheel}`)}
                    </span>
                  ) : null}
                  {formatRate(h.rate)}
                  {h.bonus > 0 ? ` · +${formatCoinUnits(h.bonus)}` : ''}
                </span>
                <span className="font-mono text-xs text-muted">
                  {t('vip.wheel.ticket', { ticket: h.ticket })} · nonce {h.nonce}
                </span>
              </div>
              <p
                className={check ? (ok ? 'mt-1 text-xs text-success' : 'mt-1 text-xs text-danger') : 'mt-1 text-xs text-subtle'}
                data-testid="wheel-history-verify"
                data-ok={ok}
              >
                {check
                  ? ok
                    ? t('vip.wheel.verified', { ticket: check.ticket, segment: formatRate(h.segments[check.index]?.rate ?? 0) })
                    : t('vip.wheel.mismatch')
                  : t('vip.wheel.hidden')}
              </p>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
