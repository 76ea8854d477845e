import type { TrialBoosts } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/index.ts';

/** "n of 3 helps": one segment per help needed for the next Lucky Trial (the player's own, or `friend`'s). */
export function BoostProgress({ boosts, friend }: { boosts: TrialBoosts; friend?: string }) {
  const { t } = useTranslation();
  const label = friend ? t('trial.progressLabelFriend', { name: friend }) : t('trial.progressLabel');
  return (
    <div className="flex flex-col gap-1.5" data-testid="trial-progress" data-received={boosts.received} data-needed={boosts.needed}>
      <div className="flex items-center justify-between text-xs">
        <span className="text-muted">{label}</span>
        <span className="font-mono font-black text-fg">{t('trial.progress', { received: boosts.received, needed: boosts.needed })}</span>
      </div>
      <div
        className="flex gap-1.5"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={boosts.needed}
        aria-valuenow={boosts.received}
        aria-label={label}
      >
        {Array.from({ length: boosts.needed }, (_, i) => (
          <span
            key={i}
            className={cn('h-2.5 flex-1 rounded-full', i < boosts.received ? 'bg-gradient-to-r from-accent to-[#ffd866]' : 'bg-surface-3')}
          />
        ))}
      </div>
    </div>
  );
}
