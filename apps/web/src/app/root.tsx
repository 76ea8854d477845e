import { Outlet, ScrollRestoration } from 'react-router';
import { AuthDialog } from '../features/auth/index.ts';
import { InsufficientBalanceDialog, TopUpDialog } from '../features/wallet/index.ts';

/** Root route: the page plus app-wide modals (they need the router for navigation). */
export function Root() {
  return (
    <>
      <Outlet />
      <AuthDialog />
      <InsufficientBalanceDialog />
      <TopUpDialog />
      <ScrollRestoration />
    </>
  );
}
