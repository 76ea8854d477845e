import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { AuthDialog } from '../features/auth/index.ts';
import { FreeBoxGuideDialog, useIdleFreeGuide } from '../features/free/index.ts';
import { InsufficientBalanceDialog, TopUpDialog } from '../features/wallet/index.ts';

/** Root route: the page plus app-wide modals (they need the router for navigation). */
export function Root() {
  const matches = useMatches();
  const bare = matches.some((m) => (m.handle as { bare?: boolean } | undefined)?.bare);
  useIdleFreeGuide(!bare);
  return (
    <>
      <Outlet />
      <AuthDialog />
      <InsufficientBalanceDialog />
      <TopUpDialog />
      <FreeBoxGuideDialog />
      <ScrollRestoration />
    </>
  );
}
