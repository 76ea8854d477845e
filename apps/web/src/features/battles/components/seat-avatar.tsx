import type { BattlePlayer } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/index.ts';

const TEAM_RING: Record<number, string> = { 0: 'ring-line-strong', 1: 'ring-rarity-4', 2: 'ring-danger' };

/** A seat's avatar: the player (with bot mark) or a dashed empty circle. */
export function SeatAvatar({ player, size = 'md', className }: { player: BattlePlayer; size?: 'sm' | 'md' | 'lg'; className?: string }) {
  const { t } = useTranslation();
  const dim = { sm: 'size-7', md: 'size-10', lg: 'size-14' }[size];
  if (!player.userId) {
    return (
      <span
        className={cn('inline-block shrink-0 rounded-full border-2 border-dashed border-line-strong bg-surface-2', dim, className)}
        role="img"
        aria-label={t('battles.seatEmpty')}
      />
    );
  }
  return (
    <span className={cn('relative inline-block shrink-0', className)}>
      <img
        src={player.headImg}
        alt={player.nickname}
        className={cn('rounded-full bg-surface-3 object-cover ring-2', dim, TEAM_RING[player.belongTeam] ?? TEAM_RING[0])}
      />
      {player.isBot ? (
        <span className="absolute -bottom-1 left-1/2 -translate-x-1/2 rounded bg-violet px-1 text-[8px] font-black uppercase leading-tight text-violet-ink">
          {t('battles.bot')}
        </span>
      ) : null}
    </span>
  );
}
