import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Button, cn, IconSearch } from '../../components/index.ts';
import { BoxSearch } from '../../features/boxes/index.ts';
import { GiftBagTip } from '../../features/wallet/index.ts';
import { NotificationBell } from '../../features/notifications/index.ts';
import { ChatButton } from '../../features/chat/index.ts';
import { openAuth } from '../../lib/modals.ts';
import { isTelegram } from '../../lib/app-shell.ts';
import { TelegramSignInStatus } from '../../features/telegram/index.ts';
import { useIsLoggedIn } from '../../lib/session.ts';
import { HeaderBalance } from './header-balance.tsx';
import { Logo } from './logo.tsx';
import { availableLinks, HEADER_LINKS } from './nav-config.ts';

// the avatar dropdown (Radix menu + floating-ui) only for a signed-in player, loaded when first shown (issue 7:
// no first page load of a visitor carries it)
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));

/** Sticky top bar: logo, nav, search, balance + top-up or sign in / sign up, user menu. */
export function Header() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-bg">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-3 md:gap-6 md:px-6">
        <Logo narrow={loggedIn} />
        <nav className="hidden items-center gap-1 lg:flex" aria-label={t('uiLabels.mainNav')}>
          {availableLinks(HEADER_LINKS).map((link, i) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'whitespace-nowrap rounded-lg px-3 py-2 text-sm font-bold transition hover:text-fg',
                  isActive ? 'bg-surface-2 text-fg' : 'text-muted',
                  i >= 3 && 'hidden xl:block',
                )
              }
            >
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        {/* the search gives way (down to 8rem) when the right side is full (gift bag tip, bell, account) */}
        <BoxSearch className="ml-auto hidden min-w-32 flex-1 md:block md:max-w-56 xl:max-w-72" />
        <div className="ml-auto flex items-center gap-2 md:ml-0">
          <NavLink to="/boxes-list" className="rounded-lg p-2 text-muted hover:text-fg md:hidden" aria-label={t('nav.search')}>
            <IconSearch size={20} />
          </NavLink>
          {loggedIn ? (
            <>
              <GiftBagTip />
              <HeaderBalance />
              <ChatButton className="hidden md:flex" />
              <NotificationBell />
              <span className="hidden md:block">
                <Suspense fallback={<span className="block size-10" />}>
                  <UserMenu />
                </Suspense>
              </span>
            </>
          ) : isTelegram() ? (
            <TelegramSignInStatus />
          ) : (
            <>
              <Button variant="ghost" size="sm" onClick={() => openAuth('login')} data-testid="header-login">
                {t('auth.signIn')}
              </Button>
              <Button size="sm" onClick={() => openAuth('signup')} data-testid="header-signup">
                {t('auth.signUp')}
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
