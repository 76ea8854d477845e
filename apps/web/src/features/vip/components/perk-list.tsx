import type { VipLevel } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { IconCheck } from '../../../components/index.ts';
import { formatRate } from '../lib/format.ts';

/** The perk lines of a VIP level (rakeback/cashback rates, boxes, chats, withdrawals, level-up gift, battles). */
export function perkLines(level: VipLevel, battleMinLevel: number, t: (k: string, o?: Record<string, unknown>) => string): string[] {
  const p = level.perks;
  const out: string[] = [];
  if (p.rakebackRate > 0) out.push(t('vip.perks.rakeback', { rate: formatRate(p.rakebackRate) }));
  if (p.cashbackRate > 0) out.push(t('vip.perks.cashback', { rate: formatRate(p.cashbackRate) }));
  if (level.level >= battleMinLevel) out.push(t('vip.perks.battles'));
  if (p.freeBoxId !== null) out.push(t('vip.perks.freeBox'));
  if (p.exclusiveBox) out.push(t('vip.perks.exclusiveBox'));
  if (p.supportChat) out.push(t('vip.perks.supportChat'));
  if (p.vipChat) out.push(t('vip.perks.vipChat'));
  if (p.supportService) out.push(t('vip.perks.supportService'));
  if (p.withdrawalPerk) out.push(t(`vip.perks.withdrawal_${p.withdrawalPerk}`));
  if (p.levelUpItem) out.push(t('vip.perks.levelUpItem', { name: p.levelUpItem.name }));
  if (out.length === 0) out.push(t('vip.perks.none'));
  return out;
}

/** A VIP level's perks as a checked list. */
export function PerkList({ level, battleMinLevel, className }: { level: VipLevel; battleMinLevel: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className ?? 'flex flex-col gap-1.5 text-sm'}>
      {perkLines(level, battleMinLevel, t).map((line) => (
        <li key={line} className="flex items-start gap-2">
          <IconCheck size={16} className="mt-0.5 shrink-0 text-success" /> <span>{line}</span>
        </li>
      ))}
    </ul>
  );
}
