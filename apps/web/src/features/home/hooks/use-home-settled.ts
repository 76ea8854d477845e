import { useEffect, useState } from 'react';
import { useBattleListQuery } from '../../battles/index.ts';
import { useBoxList } from '../../boxes/index.ts';
import { useTreasureBrilliant, useTreasureHome } from '../../games/index.ts';
import { useEvents } from '../../promo-events/index.ts';
import { HOME_FEATURED_PARAMS } from '../lib/sections.ts';
import { allSettled, HOME_SETTLE_CAP_MS } from '../lib/settle.ts';

/**
 * True once the data of every late section above the featured boxes has settled (the events strip, battles,
 * treasure hunter and its finds) and the featured boxes themselves, or after HOME_SETTLE_CAP_MS. Every request
 * starts at once (here), in parallel; the sections read the same cached queries. Once true it stays true (a
 * refetch never puts the placeholder back).
 */
export function useHomeSettled(): boolean {
  const settled = allSettled([
    useEvents(),
    useBattleListQuery(),
    useTreasureHome(),
    useTreasureBrilliant(),
    useBoxList(HOME_FEATURED_PARAMS),
  ]);
  const [open, setOpen] = useState(settled);
  useEffect(() => {
    if (open) return;
    if (settled) {
      setOpen(true);
      return;
    }
    const id = setTimeout(() => setOpen(true), HOME_SETTLE_CAP_MS);
    return () => clearTimeout(id);
  }, [settled, open]);
  return open || settled;
}
