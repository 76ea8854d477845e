import type { VipLevel } from '@hapa/contracts';
import { boxInfoPath } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconCheck } from '../../../components/index.ts';
import { formatRate } from '../lib/format.ts';

/** One perk line; `to` links it (the exclusive box's page). */
export interface PerkLine {
  key: string;
  text: string;
  to?: string;
}

/**
 * The perk lines of a VIP level that the product really delivers: rakeback / cashback rates, battles, the
 * exclusive box (opened only from its level, server-checked), withdrawal review priority (the finance queue
 * lists these players first) and the level-up gift. The daily free box, support chat, VIP chat and personal
 * support service stay in the VIP table's data but are not shown until those features exist.
 */
export function perkLines(level: VipLevel, battleMinLevel: number, t: (k: string, o?: Record<string, unknown>) => string): PerkLine[] {
  const p = level.perks;
  const out: PerkLine[] = [];
  if (p.rakebackRate > 0) out.push({ key: 'rakeback', text: t('vip.perks.rakeback', { rate: formatRate(p.rakebackRate) }) });
  if (p.cashbackRate > 0) out.push({ key: 'cashback', text: t('vip.perks.cashback', { rate: formatRate(p.cashbackRate) }) });
  if (level.level >= battleMinLevel) out.push({ key: 'battles', text: t('vip.perks.battles') });
  const box = p.exclusiveBoxItem;
  if (box)
    out.push({
      key: 'exclusiveBox',
      text: t('vip.perks.exclusiveBox', { name: box.name }),
      to: `/box-detail/${boxInfoPath(box.id, box.name)}`,
    });
  if (p.withdrawalPerk) out.push({ key: 'withdrawal', text: t('vip.perks.withdrawalPriority') });
  if (p.levelUpItem) out.push({ key: 'levelUpItem', text: t('vip.perks.levelUpItem', { name: p.levelUpItem.name }) });
  if (out.length === 0) out.push({ key: 'none', text: t('vip.perks.none') });
  return out;
}

/** A VIP level's perks as a checked list. */
export function PerkList({
  level,
  battleMinLevel,
  className,
  onNavigate,
}: {
  level: VipLevel;
  battleMinLevel: number;
  className?: string;
  /** a link was followed (closes a modal) */ onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className={className ?? 'flex flex-col gap-1.5 text-sm'}>
      {perkLines(level, battleMinLevel, t).map((line) => (
        <li key={line.key} className="flex items-start gap-2" data-perk={line.key}>
          <IconCheck size={16} className="mt-0.5 shrink-0 text-success" />
          {line.to ? (
            <Link to={line.to} onClick={onNavigate} className="font-semibold text-accent underline-offset-2 hover:underline">
              {line.text}
            </Link>
          ) : (
            <span>{line.text}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
