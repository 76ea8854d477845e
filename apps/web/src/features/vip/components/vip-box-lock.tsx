import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { IconLock } from '../../../components/index.ts';
import { useVip } from '../api/get-vip.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';

/**
 * The VIP exclusive-box lock on a box page (docs/product/constants.md#vip-and-progression "VIP4 exclusive box"): when a level of the VIP table names
 * this box as its exclusive box, the lowest such level is needed to open it (the server refuses below it with
 * vip.error.exclusive_box). Shows the level needed and the XP still missing, or that the player has it.
 */
export function VipBoxLock({ boxId }: { boxId: number }) {
  const { t } = useTranslation();
  const v = useVip().data;
  if (!v) return null;
  const need = v.levels.find((l) => l.perks.exclusiveBoxItem?.id === boxId);
  if (!need) return null;
  const open = v.level >= need.level;
  return (
    <div
      className={
        open
          ? 'flex items-center gap-3 rounded-2xl border border-rarity-1/40 bg-rarity-1/10 p-4'
          : 'flex items-center gap-3 rounded-2xl border border-warning/50 bg-warning/10 p-4'
      }
      data-testid="vip-box-lock"
      data-locked={!open}
      data-level={need.level}
    >
      <IconLock size={24} className={open ? 'shrink-0 text-rarity-1' : 'shrink-0 text-warning'} />
      <div className="flex-1">
        <p className="text-sm font-bold">
          {open ? t('vip.boxLock.unlocked', { level: need.level }) : t('vip.boxLock.locked', { level: need.level })}
        </p>
        {!open ? (
          <p className="text-xs text-muted">
            {t('vip.boxLock.missing', { xp: formatNumber(Math.max(0, need.xp - v.xp)), level: need.level })}
          </p>
        ) : null}
      </div>
      {!open ? (
        <Link to="/vip" className="shrink-0 text-sm font-semibold text-accent hover:underline">
          {t('vip.boxLock.seeVip')}
        </Link>
      ) : null}
    </div>
  );
}
