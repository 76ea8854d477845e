import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { AccountModals, useAgeStep } from '../features/account/index.ts';
import { useGiftBagOpen } from '../lib/gift-bag-modal.ts';
import { popupQueue, startFirstMinute } from '../lib/popup-queue.ts';
import { useIdleFreeBoxGuide } from '../features/guides/index.ts';
import { useModals } from '../lib/modals.ts';
import { BirthdayPop, LevelUpModals, VipTheme } from '../features/vip/index.ts';
import { LuckyTrialPop } from '../features/trial/index.ts';
import { useOpenedOnce } from '../lib/use-opened-once.ts';
import { scrollKey } from './scroll-start.ts';
import { TelegramGate } from '../features/telegram/index.ts';
import { ThemeRoot } from '../features/theme/index.ts';

// The app-wide modals load on their first opening, so their code (the whole top-up flow) stays out of
// the first page load (docs/benchmarks.md, "Faster hot paths": unused JavaScript on first load).
const AuthDialog = lazy(() => import('../features/auth/components/auth-dialog.tsx').then((m) => ({ default: m.AuthDialog })));
const InsufficientBalanceDialog = lazy(() =>
  import('../features/wallet/components/insufficient-balance-dialog.tsx').then((m) => ({ default: m.InsufficientBalanceDialog })),
);
const TopUpDialog = lazy(() => import('../features/wallet/components/top-up/top-up-dialog.tsx').then((m) => ({ default: m.TopUpDialog })));
const FreeBoxGuideDialog = lazy(() =>
  import('../features/free/components/free-box-guide.tsx').then((m) => ({ default: m.FreeBoxGuideDialog })),
);

/**
 * Pop-up pacing (lib/popup-queue.ts): the first visit's quiet minute starts, and no queued pop opens while a dialog
 * the player opened is up (sign-in and its 18+ step, top-up, insufficient balance, free box guide, the gift bag).
 */
function PopupPacing() {
  const m = useModals();
  const age = useAgeStep() !== null;
  const gift = useGiftBagOpen();
  useEffect(() => void startFirstMinute(), []);
  const dialog = m.auth.open || m.topUp || m.insufficient || m.freeGuide || age || gift;
  useEffect(() => popupQueue.hold('dialog', dialog), [dialog]);
  return null;
}

/** Root route: the page plus app-wide modals (they need the router for navigation). */
export function Root() {
  const matches = useMatches();
  const bare = matches.some((m) => (m.handle as { bare?: boolean } | undefined)?.bare);
  useIdleFreeBoxGuide(!bare);
  const modals = useModals();
  const auth = useOpenedOnce(modals.auth.open);
  const insufficient = useOpenedOnce(modals.insufficient);
  const topUp = useOpenedOnce(modals.topUp);
  const freeGuide = useOpenedOnce(modals.freeGuide);
  return (
    <>
      <PopupPacing />
      <Outlet />
      {/* one boundary each: a dialog loading never hides another one */}
      <Suspense fallback={null}>{auth && <AuthDialog />}</Suspense>
      <AccountModals />
      <Suspense fallback={null}>{insufficient && <InsufficientBalanceDialog />}</Suspense>
      <Suspense fallback={null}>{topUp && <TopUpDialog />}</Suspense>
      <Suspense fallback={null}>{freeGuide && <FreeBoxGuideDialog />}</Suspense>
      <LevelUpModals paused={bare} />
      <BirthdayPop />
      {bare ? null : <LuckyTrialPop />}
      <VipTheme />
      <TelegramGate />
      <ThemeRoot />
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
