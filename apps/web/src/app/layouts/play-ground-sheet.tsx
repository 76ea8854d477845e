import { useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, cn, Drawer } from '../../components/index.ts';
import { usePlayGroundLinks } from '../../features/guides/index.ts';
import { useIsLoggedIn } from '../../lib/session.ts';
import { availableLinks, PLAY_GROUND_LINKS, PLAY_GROUND_MORE, PLAY_GROUND_MORE_LINKS } from './nav-config.ts';

const TILE =
  'relative flex aspect-square flex-col items-center justify-center gap-2 rounded-2xl border border-line bg-surface-2 p-2 text-center transition hover:border-accent/60';

function TileIcon({ icon: Icon }: { icon?: ComponentType<{ size?: number; className?: string }> }) {
  return Icon ? (
    <span className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-accent/20 to-violet/20 text-accent">
      <Icon size={24} />
    </span>
  ) : null;
}

/**
 * The Play Ground (docs/product/routes.md#games): every game as a tile, then the "More" section (Lucky Trial, Game history, Earn Money,
 * VIP...). One component for both widths: the phone's bottom bar opens it as a bottom sheet (`side="bottom"`), the
 * desktop header as a side panel (`side="right"`). The console's "More" tile jumps to the More section.
 */
export function PlayGroundSheet({
  open,
  onOpenChange,
  side = 'bottom',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side?: 'bottom' | 'right';
}) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const moreRef = useRef<HTMLElement>(null);
  // the console's menu (order, visible, badges, switched-off games left out); the built-in list until it loads
  const links = usePlayGroundLinks(availableLinks(PLAY_GROUND_LINKS));
  const more = availableLinks(PLAY_GROUND_MORE_LINKS).filter((l) => !l.signedIn || loggedIn);
  const close = () => onOpenChange(false);
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      side={side}
      title={t('nav.playGroundTitle')}
      description={t('nav.playGroundText')}
      data-testid="play-ground-sheet"
    >
      <div className="grid grid-cols-3 gap-3 pb-4">
        {links.map(({ label, to, icon, badge }) =>
          label === PLAY_GROUND_MORE ? (
            <button
              key={label}
              type="button"
              className={TILE}
              data-testid="play-ground-more"
              onClick={() => {
                moreRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
                moreRef.current?.querySelector('a')?.focus({ preventScroll: true });
              }}
            >
              <TileIcon icon={icon} />
              <span className="text-xs font-bold" data-testid="play-ground-label">
                {t(label)}
              </span>
            </button>
          ) : (
            <Link key={label} to={to} onClick={close} data-testid="play-ground-link" className={TILE}>
              <TileIcon icon={icon} />
              <span className="text-xs font-bold" data-testid="play-ground-label">
                {t(label)}
              </span>
              {badge ? (
                <span className="absolute right-1.5 top-1.5" data-testid="play-ground-badge">
                  <Badge tone={badge === 'hot' ? 'danger' : 'accent'}>{t(`guides.badge.${badge}`)}</Badge>
                </span>
              ) : null}
            </Link>
          ),
        )}
      </div>
      <section ref={moreRef} className="scroll-mt-2 pb-2" aria-labelledby="play-ground-more-title" data-testid="play-ground-more-links">
        <h3 id="play-ground-more-title" className="mb-2 text-[11px] font-extrabold uppercase tracking-widest text-subtle">
          {t('nav.more')}
        </h3>
        <div className="grid grid-cols-2 gap-2">
          {more.map(({ label, to, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              onClick={close}
              data-testid="play-ground-more-link"
              className={cn(
                'flex min-w-0 items-center gap-2 rounded-xl border border-line bg-surface-2 px-3 py-2.5 text-sm font-bold transition hover:border-accent/60',
              )}
            >
              {Icon ? <Icon size={18} className="shrink-0 text-accent" /> : null}
              <span className="min-w-0 leading-tight">{t(label)}</span>
            </Link>
          ))}
        </div>
      </section>
    </Drawer>
  );
}
