import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, Drawer } from '../../components/index.ts';
import { usePlayGroundLinks } from '../../features/guides/index.ts';
import { availableLinks, PLAY_GROUND_LINKS } from './nav-config.ts';

/** Bottom sheet listing the games that exist (spec §2 Play Ground). */
export function PlayGroundSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  // the console's menu (order, visible, badges, switched-off games left out); the built-in list until it loads
  const links = usePlayGroundLinks(availableLinks(PLAY_GROUND_LINKS));
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      side="bottom"
      title={t('nav.playGroundTitle')}
      description={t('nav.playGroundText')}
      data-testid="play-ground-sheet"
    >
      <div className="grid grid-cols-3 gap-3 pb-4">
        {links.map(({ label, to, icon: Icon, badge }) => (
          <Link
            key={label}
            to={to}
            onClick={() => onOpenChange(false)}
            data-testid="play-ground-link"
            className="relative flex aspect-square flex-col items-center justify-center gap-2 rounded-2xl border border-line bg-surface-2 p-2 text-center transition hover:border-accent/60"
          >
            {Icon ? (
              <span className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-accent/20 to-violet/20 text-accent">
                <Icon size={24} />
              </span>
            ) : null}
            <span className="text-xs font-bold" data-testid="play-ground-label">
              {t(label)}
            </span>
            {badge ? (
              <span className="absolute right-1.5 top-1.5" data-testid="play-ground-badge">
                <Badge tone={badge === 'hot' ? 'danger' : 'accent'}>{t(`guides.badge.${badge}`)}</Badge>
              </span>
            ) : null}
          </Link>
        ))}
      </div>
    </Drawer>
  );
}
