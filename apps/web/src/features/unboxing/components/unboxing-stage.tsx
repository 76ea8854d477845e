import type { BoxDetail, RecoveryResponse } from '@hapa/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/index.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { useQuickOpen } from '../hooks/use-quick-open.ts';
import { useUnboxing } from '../hooks/use-unboxing.ts';
import { FreeOpenControl } from './free-open-control.tsx';
import { VoucherOpenControl } from './voucher-open-control.tsx';
import { OpenControls } from './open-controls.tsx';
import { ReelStack } from './reel-stack.tsx';
import { ResultPanel } from './result-panel.tsx';
import { DemoOpenControl, DemoResult, useDemo } from '../../demo/index.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { picture } from '../../../lib/picture.ts';

interface UnboxingStageProps {
  box: BoxDetail;
  onSell: (storeItemIds: number[]) => Promise<RecoveryResponse>;
  /** 'free': the free box, claimed through /api/free/mystery/claim */
  mode?: 'paid' | 'free';
  /** free mode: the open control of this free box (its rule's state; features/free), else the daily box's */
  freeControl?: (open: () => void, busy: boolean) => ReactNode;
}

/** How far the phone bottom bar's raised Play Ground button reaches above the bar, px. */
const BAR_RAISE_PX = 32;

/** Box art / reels / result, with the open buttons underneath (box detail page). */
export function UnboxingStage({ box, onSell, mode = 'paid', freeControl }: UnboxingStageProps) {
  const { t } = useTranslation();
  const [quick, setQuick] = useQuickOpen();
  const u = useUnboxing(box, mode);
  const demo = useDemo();
  const loggedIn = useIsLoggedIn();
  const demoOpen = !loggedIn && demo.on && mode === 'paid' && !box.isFree;
  const busy = u.phase === 'opening' || u.phase === 'spinning';
  const stageRef = useRef<HTMLDivElement>(null);

  // a demo opening's result belongs to the demo: once the visitor has signed up, the stage starts over for real openings
  const { reset } = u;
  const demoResult = u.phase === 'result' && u.demoSeed !== null;
  useEffect(() => {
    if (loggedIn && demoResult) reset();
  }, [loggedIn, demoResult, reset]);

  // bring the reels / result into view on small screens, clear of the sticky header and the phone bottom bar
  useEffect(() => {
    if (u.phase !== 'spinning' && u.phase !== 'result') return;
    const el = stageRef.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    const bar = document.querySelector('[data-testid=bottom-nav]')?.getBoundingClientRect();
    const bottom = bar && bar.height > 0 ? bar.top - BAR_RAISE_PX : window.innerHeight;
    if (r.top < 64 || r.bottom > bottom) el.scrollIntoView({ block: r.height > bottom - 64 ? 'start' : 'end', behavior: 'smooth' });
  }, [u.phase]);

  return (
    <div className="flex flex-col gap-4" data-testid="unboxing-stage" data-phase={u.phase}>
      <div
        ref={stageRef}
        className="relative flex min-h-[15rem] scroll-mb-32 scroll-mt-20 md:scroll-mb-4 flex-col justify-center overflow-hidden rounded-3xl border border-line bg-[radial-gradient(ellipse_at_50%_0%,rgb(139_108_255/0.22),transparent_60%),radial-gradient(ellipse_at_50%_100%,rgb(43_245_160/0.12),transparent_60%)] bg-surface p-3 md:min-h-[20rem] md:p-6"
      >
        {u.phase === 'spinning' ? (
          <ReelStack reels={u.reels} landingIndex={u.landingIndex} quick={quick} onReelDone={u.onReelDone} />
        ) : u.phase === 'result' && u.demoSeed && u.results[0] ? (
          <DemoResult
            result={u.results[0]}
            serverSeed={u.demoSeed}
            onAgain={() => {
              u.reset();
              u.start(1);
            }}
            canAgain={demoOpen && coinsToCents(box.price) <= demo.creditsCents}
          />
        ) : u.phase === 'result' ? (
          <ResultPanel
            results={u.results}
            onSell={onSell}
            onKeep={u.reset}
            onOpenAgain={mode === 'free' ? undefined : u.again}
            againCents={coinsToCents(box.price) * u.times}
            canDoubleGuess={mode === 'paid' && !box.isFree && u.paid && u.times === 1}
          />
        ) : (
          <div className="relative flex flex-col items-center">
            <div
              className="absolute left-1/2 top-1/2 size-48 -translate-x-1/2 -translate-y-1/2 rounded-full bg-accent/20 blur-3xl md:size-64"
              aria-hidden
            />
            {/* the box page's largest paint (docs/benchmarks.md): fetched first, ahead of the item art below */}
            <img
              {...picture(box.image, '(min-width: 768px) 256px, 192px')}
              alt={box.name}
              fetchPriority="high"
              className="relative size-48 object-contain drop-shadow-[0_20px_40px_rgb(0_0_0/0.6)] md:size-64"
            />
            {u.phase === 'opening' ? (
              <div className="absolute inset-0 flex items-center justify-center bg-surface/50 backdrop-blur-[2px]">
                <Spinner />
              </div>
            ) : null}
          </div>
        )}
      </div>
      {u.phase === 'result' ? null : mode === 'free' && freeControl ? (
        freeControl(() => u.start(1), busy)
      ) : mode === 'free' ? (
        <FreeOpenControl busy={busy} onOpen={() => u.start(1)} />
      ) : box.isFree ? null : demoOpen ? (
        <DemoOpenControl priceCents={coinsToCents(box.price)} creditsCents={demo.creditsCents} busy={busy} onOpen={() => u.start(1)} />
      ) : (
        <OpenControls box={box} busy={busy} onOpen={u.start} quick={quick} onQuickChange={setQuick} />
      )}
      {u.phase === 'result' || demoOpen ? null : <VoucherOpenControl boxId={box.id} busy={busy} onOpen={u.openWithVoucher} />}
      {u.phase === 'spinning' ? (
        <p className="text-center text-xs font-bold uppercase tracking-widest text-muted">{t('unbox.opening')}</p>
      ) : null}
    </div>
  );
}
