import type { BattleSummary } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, cn, IconBolt } from '../../../components/index.ts';

/** Type, mode and fast-mode badges of a battle. */
export function BattleLabels({ battle, className }: { battle: Pick<BattleSummary, 'type' | 'mode' | 'fastMode'>; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cn('flex flex-wrap items-center gap-1', className)}>
      <Badge tone="accent">{t(`battles.type.${battle.type}`)}</Badge>
      {battle.mode !== 'normal' ? (
        <Badge tone={battle.mode === 'demon' ? 'danger' : 'violet'}>{t(`battles.mode.${battle.mode}`)}</Badge>
      ) : null}
      {battle.fastMode ? (
        <Badge tone="warning">
          <IconBolt size={10} /> {t('battles.fast')}
        </Badge>
      ) : null}
    </span>
  );
}

const MEDALS: Record<number, { label: string; cls: string }> = {
  1: { label: 'gold', cls: 'bg-gradient-to-b from-[#ffe27a] to-[#e0a200] text-[#3a2600]' },
  2: { label: 'silver', cls: 'bg-gradient-to-b from-[#f1f4fa] to-[#9aa3b8] text-[#1d2230]' },
  3: { label: 'copper', cls: 'bg-gradient-to-b from-[#f3b07c] to-[#b0652b] text-[#2e1400]' },
};

/** Gold / silver / copper tag of an ended battle's seat (docs/product/states.md#battles). */
export function MedalTag({ rank, className }: { rank: number; className?: string }) {
  const medal = MEDALS[rank];
  if (!medal) return null;
  return (
    <span
      className={cn('inline-flex size-5 items-center justify-center rounded-full text-[10px] font-black shadow', medal.cls, className)}
      data-testid={`medal-${medal.label}`}
      title={medal.label}
    >
      {rank}
    </span>
  );
}
