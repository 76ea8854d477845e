import { lazy, Suspense, useEffect, useState } from 'react';
import { isInApp, isTelegram, onAppUpdateRequest } from '../../../lib/app-shell.ts';

// the Telegram SDK and the app-shell pieces load only where they run: the normal first load does not grow
const TelegramRoot = lazy(() => import('./telegram-root.tsx'));
const AppShellListener = lazy(() => import('./app-shell-listener.tsx'));
const AppUpdateDialog = lazy(() => import('./app-update-dialog.tsx'));

/**
 * Mounted once by the root route: the Telegram mini-app side inside Telegram (docs/product/roles.md#app-shell-and-telegram), the native shell's
 * messages inside the app shell (payment finished -> order refresh, login handoff, theme), and the app update
 * modal when the server answers app_version.not_support (docs/product/errors.md#client-handling).
 */
export function TelegramGate() {
  const [update, setUpdate] = useState(false);
  useEffect(() => onAppUpdateRequest(() => setUpdate(true)), []);
  return (
    <>
      <Suspense fallback={null}>{isTelegram() ? <TelegramRoot /> : null}</Suspense>
      <Suspense fallback={null}>{isInApp() ? <AppShellListener /> : null}</Suspense>
      <Suspense fallback={null}>{update ? <AppUpdateDialog open={update} onClose={() => setUpdate(false)} /> : null}</Suspense>
    </>
  );
}
