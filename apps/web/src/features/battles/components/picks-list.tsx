import { coinsToCents } from '@hapa/domain';
import type { BattleBox } from '@hapa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconMinus, IconPlus, IconX, Price } from '../../../components/index.ts';
import { picture } from '../../../lib/picture.ts';

export interface BoxPick {
  box: BattleBox;
  count: number;
}

/** The boxes picked for a battle with their counts, up to `max` rounds: add one round, set a count, totals. */
export function useBoxPicks(max: number) {
  const [picks, setPicks] = useState<BoxPick[]>([]);
  const rounds = picks.reduce((n, p) => n + p.count, 0);
  const costCents = picks.reduce((c, p) => c + coinsToCents(p.box.price) * p.count, 0);
  const full = rounds >= max;
  const setCount = (id: number, count: number) =>
    setPicks((ps) => ps.flatMap((p) => (p.box.id !== id ? [p] : count > 0 ? [{ ...p, count }] : [])));
  const add = (box: BattleBox) => {
    if (full) return;
    setPicks((ps) =>
      ps.some((p) => p.box.id === box.id)
        ? ps.map((p) => (p.box.id === box.id ? { ...p, count: p.count + 1 } : p))
        : [...ps, { box, count: 1 }],
    );
  };
  return { picks, rounds, costCents, full, setCount, add };
}

/** The picked boxes with -, count, + and remove; an empty hint when there are none. */
export function PicksList({ picks, full, setCount }: { picks: BoxPick[]; full: boolean; setCount: (id: number, count: number) => void }) {
  const { t } = useTranslation();
  if (!picks.length)
    return <p className="rounded-xl border border-dashed border-line p-4 text-center text-sm text-muted">{t('battles.noneSelected')}</p>;
  return (
    <ul className="flex flex-col gap-2" data-testid="battle-picks">
      {picks.map((p) => (
        <li key={p.box.id} className="flex items-center gap-2 rounded-xl border border-line bg-surface-2 p-2">
          <img {...picture(p.box.image, '40px')} alt="" className="size-10 object-contain" />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold">{p.box.name}</p>
            <Price coins={p.box.price} className="text-xs text-muted" />
          </div>
          <Button size="sm" variant="ghost" aria-label={t('battles.remove')} onClick={() => setCount(p.box.id, p.count - 1)}>
            <IconMinus size={14} />
          </Button>
          <span className="w-6 text-center text-sm font-bold tabular-nums" data-testid="pick-count">
            {p.count}
          </span>
          <Button size="sm" variant="ghost" aria-label={t('battles.add')} disabled={full} onClick={() => setCount(p.box.id, p.count + 1)}>
            <IconPlus size={14} />
          </Button>
          <Button size="sm" variant="ghost" aria-label={t('battles.remove')} onClick={() => setCount(p.box.id, 0)}>
            <IconX size={14} />
          </Button>
        </li>
      ))}
    </ul>
  );
}
