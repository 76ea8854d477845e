import { lazy, Suspense } from 'react';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useOpenedOnce } from '../../../lib/use-opened-once.ts';
import { useAccountModals } from '../lib/account-modals.ts';
import { useAgeStep } from '../lib/social-signin.ts';
import { ResetLinkWatcher } from './reset-link-watcher.tsx';

// each dialog's code (and the dialog library) loads when it is first needed, not with the first page (docs/architecture/production.md)
const ForgotPasswordDialog = lazy(() => import('./forgot-password-dialog.tsx').then((m) => ({ default: m.ForgotPasswordDialog })));
const ResetPasswordDialog = lazy(() => import('./reset-password-dialog.tsx').then((m) => ({ default: m.ResetPasswordDialog })));
const RealityCheck = lazy(() => import('./reality-check.tsx').then((m) => ({ default: m.RealityCheck })));
const AgeConfirmDialog = lazy(() => import('./age-confirm-dialog.tsx').then((m) => ({ default: m.AgeConfirmDialog })));

/**
 * App-wide account modals (forgot / reset password, reality check, the 18+ step of a first social sign-in),
 * rendered once by the root route; each mounts on its first opening (the reality check for a signed-in player).
 */
export function AccountModals() {
  const modals = useAccountModals();
  const loggedIn = useIsLoggedIn();
  const forgot = useOpenedOnce(modals.forgot.open);
  const reset = useOpenedOnce(modals.reset.open);
  const age = useOpenedOnce(useAgeStep() !== null);
  return (
    <>
      <ResetLinkWatcher />
      <Suspense fallback={null}>{forgot && <ForgotPasswordDialog />}</Suspense>
      <Suspense fallback={null}>{reset && <ResetPasswordDialog />}</Suspense>
      <Suspense fallback={null}>{loggedIn && <RealityCheck />}</Suspense>
      <Suspense fallback={null}>{age && <AgeConfirmDialog />}</Suspense>
    </>
  );
}
