import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, Drawer } from '../../components/index.ts';
import { PLAY_GROUND_LINKS } from './nav-config.ts';

/** Bottom sheet listing the games (spec §2 Play Ground). */
export function PlayGroundSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onOpenChange={onOpenChange} side="bottom" title={t('nav.playGroundTitle')} description={t('nav.playGroundText')} data-testid="play-ground-sheet">
      <div className="grid grid-cols-3 gap-3 pb-4">
        {PLAY_GROUND_LINKS.map(({ label, to, icon: Icon, ready }) => (
          <Link
            key={label}
            to={to}
            onClick={() => onOpenChange(false)}
            className="relative flex aspect-square flex-col items-center justify-center gap-2 rounded-2xl border border-line bg-surface-2 p-2 text-center transition hover:border-accent/60"
          >
            {Icon ? (
              <span className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-accent/20 to-violet/20 text-accent">
                <Icon size={24} />
              </span>
            ) : null}
            <span className="text-xs font-bold">{t(label)}</span>
            {ready === false ? (
              <Badge tone="violet" className="absolute right-1.5 top-1.5">
                {t('common.soon')}
              </Badge>
            ) : null}
          </Link>
        ))}
      </div>
    </Drawer>
  );
}
