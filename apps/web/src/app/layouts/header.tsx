import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Button, cn, IconSearch } from '../../components/index.ts';
import { UserMenu } from '../../features/auth/index.ts';
import { BoxSearch } from '../../features/boxes/index.ts';
import { GiftBagTip } from '../../features/wallet/index.ts';
import { openAuth } from '../../lib/modals.ts';
import { useIsLoggedIn } from '../../lib/session.ts';
import { HeaderBalance } from './header-balance.tsx';
import { Logo } from './logo.tsx';
import { HEADER_LINKS } from './nav-config.ts';

/** Sticky top bar: logo, nav, search, balance + top-up or sign in / sign up, user menu. */
export function Header() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-bg/85 backdrop-blur-xl">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-3 md:gap-6 md:px-6">
        <Logo />
        <nav className="hidden items-center gap-1 lg:flex" aria-label="Main">
          {HEADER_LINKS.map((link, i) => (
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
        <BoxSearch className="ml-auto hidden w-56 md:block xl:w-72" />
        <div className="ml-auto flex items-center gap-2 md:ml-0">
          <NavLink to="/boxes-list" className="rounded-lg p-2 text-muted hover:text-fg md:hidden" aria-label={t('nav.search')}>
            <IconSearch size={20} />
          </NavLink>
          {loggedIn ? (
            <>
              <GiftBagTip />
              <HeaderBalance />
              <span className="hidden md:block">
                <UserMenu />
              </span>
            </>
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
