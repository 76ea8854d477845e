import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn, IconDollar, IconGamepad, IconGift, IconHome, IconMenu } from '../../components/index.ts';
import { MenuDrawer } from './menu-drawer.tsx';
import { PlayGroundSheet } from './play-ground-sheet.tsx';

const TAB = 'flex min-w-0 flex-1 flex-col items-center justify-center gap-1 whitespace-nowrap py-2 text-[10px] font-bold uppercase transition';

function TabLink({ to, label, icon: Icon, end }: { to: string; label: string; icon: ComponentType<{ size?: number }>; end?: boolean }) {
  return (
    <NavLink to={to} end={end} className={({ isActive }) => cn(TAB, isActive ? 'text-accent' : 'text-muted')}>
      <Icon size={22} />
      {label}
    </NavLink>
  );
}

/** Mobile bottom navigation (spec §2): Home, Free, Play Ground (sheet), Earn Money, Menu. */
export function BottomNav() {
  const { t } = useTranslation();
  const [playOpen, setPlayOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <nav
        className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-bg/95 pb-[env(safe-area-inset-bottom)] backdrop-blur-xl md:hidden"
        aria-label="Bottom navigation"
        data-testid="bottom-nav"
      >
        <div className="flex h-16 items-stretch">
          <TabLink to="/" end label={t('nav.home')} icon={IconHome} />
          <TabLink to="/free" label={t('nav.free')} icon={IconGift} />
          <button type="button" className={cn(TAB, 'relative text-fg')} onClick={() => setPlayOpen(true)} data-testid="bottom-nav-playground">
            <span className="-mt-7 flex size-14 items-center justify-center rounded-full border-4 border-bg bg-gradient-to-br from-accent to-violet text-accent-ink shadow-glow">
              <IconGamepad size={26} />
            </span>
            {t('nav.playGround')}
          </button>
          <TabLink to="/referral" label={t('nav.earnMoney')} icon={IconDollar} />
          <button type="button" className={cn(TAB, 'text-muted')} onClick={() => setMenuOpen(true)} data-testid="bottom-nav-menu">
            <IconMenu size={22} />
            {t('nav.menu')}
          </button>
        </div>
      </nav>
      <PlayGroundSheet open={playOpen} onOpenChange={setPlayOpen} />
      <MenuDrawer open={menuOpen} onOpenChange={setMenuOpen} />
    </>
  );
}
