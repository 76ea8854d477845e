import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Button, cn, IconGamepad, IconSearch } from '../../components/index.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { BoxSearch } from '../../features/boxes/index.ts';
import { GiftBagTip } from '../../features/wallet/index.ts';
import { NotificationBell } from '../../features/notifications/index.ts';
import { ChatButton } from '../../features/chat/index.ts';
import { openAuth } from '../../lib/modals.ts';
import { isTelegram } from '../../lib/app-shell.ts';
import { TelegramSignInStatus } from '../../features/telegram/index.ts';
import { useSignedInShape } from '../../lib/first-screen.ts';
import { HeaderBalance } from './header-balance.tsx';
import { UserMenuPlaceholder } from './user-menu-placeholder.tsx';
import { Logo } from './logo.tsx';
import { availableLinks, HEADER_LINKS } from './nav-config.ts';

// the avatar dropdown (Radix menu + floating-ui) only for a signed-in player, loaded when first shown (docs/architecture/production.md:
// no first page load of a visitor carries it)
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));
const PlayGroundSheet = lazy(() => import('./play-ground-sheet.tsx').then((m) => ({ default: m.PlayGroundSheet })));

/**
 * The Play Ground from 768 px (phones have it in the bottom bar): the same tiles as the phone's sheet, in a side
 * panel, so every game and the More pages (Lucky Trial, Game history, Earn Money, VIP) are reachable on desktop.
 */
function PlayGroundButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const used = useOpenedOnce(open);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="hidden shrink-0 items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-bold text-muted transition hover:bg-surface-2 hover:text-fg md:flex"
        data-testid="header-playground"
        aria-haspopup="dialog"
      >
        <IconGamepad size={18} className="text-accent" />
        {t('nav.playGround')}
      </button>
      <Suspense fallback={null}>{used ? <PlayGroundSheet open={open} onOpenChange={setOpen} side="right" /> : null}</Suspense>
    </>
  );
}

/** Sticky top bar: logo, nav, search, balance + top-up or sign in / sign up, user menu. */
export function Header() {
  const { t } = useTranslation();
  // the signed-in shape on a first screen rendered with the hint cookie too; its personal parts fill in after hydrating
  const loggedIn = useSignedInShape();
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
                  // the header's right side needs the room (Play Ground, search, balance, account): Mall from 1280 px,
                  // Provably Fair (also in the footer and the avatar menu) from 1536 px
                  i === 3 && 'hidden xl:block',
                  i >= 4 && 'hidden 2xl:block',
                )
              }
            >
              {t(link.label)}
            </NavLink>
          ))}
        </nav>
        <PlayGroundButton />
        {/* the search field where the row has room for it (signed in: the gift tip, balance, chat, bell and account
            take the right side, so below 1536 px the search is the icon that opens the box list's search) */}
        <BoxSearch className={cn('ml-auto hidden min-w-32 flex-1 md:max-w-56 xl:max-w-72', loggedIn ? '2xl:block' : 'md:block')} />
        <div className={cn('ml-auto flex items-center gap-2', loggedIn ? '2xl:ml-0' : 'md:ml-0')}>
          <NavLink
            to="/boxes-list"
            className={cn('rounded-lg p-2 text-muted hover:text-fg', loggedIn ? '2xl:hidden' : 'max-[379px]:p-1.5 md:hidden')}
            aria-label={t('nav.search')}
          >
            <IconSearch size={20} />
          </NavLink>
          {loggedIn ? (
            <>
              <GiftBagTip />
              <HeaderBalance />
              <ChatButton className="hidden md:flex" />
              <NotificationBell />
              <span className="hidden md:block">
                <Suspense fallback={<UserMenuPlaceholder />}>
                  <UserMenu />
                </Suspense>
              </span>
            </>
          ) : isTelegram() ? (
            <TelegramSignInStatus />
          ) : (
            <>
              {/* narrower below 380 px: "Entrar" and "Cadastrar" beside the wordmark fit a 360 px phone */}
              <Button variant="ghost" size="sm" className="max-[379px]:px-2" onClick={() => openAuth('login')} data-testid="header-login">
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
