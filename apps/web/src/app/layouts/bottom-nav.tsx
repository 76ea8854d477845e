import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn, IconGamepad, IconMenu } from '../../components/index.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';
import { MenuUnreadBadge } from '../../features/notifications/index.ts';
import { availableLinks, BOTTOM_NAV_LINKS, type NavLinkItem } from './nav-config.ts';

// the sheets (and the dialog library under them) load on their first opening, not with the first page (docs/architecture/production.md)
const MenuDrawer = lazy(() => import('./menu-drawer.tsx').then((m) => ({ default: m.MenuDrawer })));
const PlayGroundSheet = lazy(() => import('./play-ground-sheet.tsx').then((m) => ({ default: m.PlayGroundSheet })));

// a label wider than its tab takes two lines ("Ganhe / dinheiro" on a 360 px phone, "Earn / Money" on a 320 px one):
// icon 22 + gap 4 + two lines of 11 + 16 of padding is the bar's 64 px; the icons stay in one row, the labels start on one line
const TAB_BASE =
  'flex min-w-0 flex-col items-center justify-start gap-1 px-1 py-2 text-center text-[10px] font-bold uppercase leading-[1.1] tracking-tight transition';
const TAB = `${TAB_BASE} flex-1`;

function TabLink({ link }: { link: NavLinkItem }) {
  const { t } = useTranslation();
  const Icon = link.icon;
  return (
    <NavLink
      to={link.to}
      end={link.to === '/'}
      className={({ isActive }) => cn(TAB, isActive ? 'text-accent' : 'text-muted')}
      data-testid="bottom-nav-link"
    >
      {Icon ? <Icon size={22} /> : null}
      {t(link.label)}
    </NavLink>
  );
}

/** Mobile bottom navigation (docs/product/routes.md#navigation): Home, Free, Play Ground (sheet), Earn Money (once available), Menu. */
export function BottomNav() {
  const { t } = useTranslation();
  const [playOpen, setPlayOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // once opened they stay mounted, so they close with their animation
  const playUsed = useOpenedOnce(playOpen);
  const menuUsed = useOpenedOnce(menuOpen);
  return (
    <>
      <nav
        className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-bg pb-[env(safe-area-inset-bottom)] md:hidden"
        aria-label={t('uiLabels.bottomNav')}
        data-testid="bottom-nav"
      >
        <div className="flex h-16 items-stretch">
          {availableLinks(BOTTOM_NAV_LINKS.before).map((l) => (
            <TabLink key={l.to} link={l} />
          ))}
          {/* the raised centre tab is a little wider, so its two-word label keeps clear of "Earn Money" next to it */}
          <button
            type="button"
            className={cn(TAB_BASE, 'relative flex-[1.3] text-fg')}
            onClick={() => setPlayOpen(true)}
            data-testid="bottom-nav-playground"
          >
            <span className="-mt-[34px] flex size-14 items-center justify-center rounded-full border-4 border-bg bg-gradient-to-br from-accent to-violet text-accent-ink shadow-glow">
              <IconGamepad size={26} />
            </span>
            {t('nav.playGround')}
          </button>
          {availableLinks(BOTTOM_NAV_LINKS.after).map((l) => (
            <TabLink key={l.to} link={l} />
          ))}
          <button type="button" className={cn(TAB, 'text-muted')} onClick={() => setMenuOpen(true)} data-testid="bottom-nav-menu">
            <span className="relative">
              <IconMenu size={22} />
              <MenuUnreadBadge />
            </span>
            {t('nav.menu')}
          </button>
        </div>
      </nav>
      <Suspense fallback={null}>{playUsed ? <PlayGroundSheet open={playOpen} onOpenChange={setPlayOpen} /> : null}</Suspense>
      <Suspense fallback={null}>{menuUsed ? <MenuDrawer open={menuOpen} onOpenChange={setMenuOpen} /> : null}</Suspense>
    </>
  );
}
