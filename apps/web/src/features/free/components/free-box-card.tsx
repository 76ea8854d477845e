import type { FreeBoxView } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Badge, Countdown, cn, IconLock } from '../../../components/index.ts';
import { FORMAT } from '../lib/format.ts';
import { freeConditionText, freeCountdown, freeStateText } from '../lib/free-box-text.ts';
import { picture } from '../../../lib/picture.ts';

const STATE_TONE: Record<FreeBoxView['state'], string> = {
  ready: 'text-accent',
  sign_in: 'text-accent',
  opened: 'text-muted',
  countdown: 'text-violet',
  level_low: 'text-warning',
  exp_low: 'text-warning',
  must_top_up: 'text-warning',
  expired: 'text-subtle',
};

/**
 * One free box in the /free chooser (docs/free-boxes.md): artwork, kind, what opens it and where the player stands,
 * with a countdown to the next opening, the start or the end. A button: it selects the box for the stage.
 */
export function FreeBoxCard({ box: b, selected, onSelect }: { box: FreeBoxView; selected: boolean; onSelect: () => void }) {
  const { t } = useTranslation();
  const condition = freeConditionText(b, FORMAT);
  const state = freeStateText(b, FORMAT);
  const clock = freeCountdown(b);
  const locked = b.state !== 'ready' && b.state !== 'sign_in';
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={selected}
      data-testid="free-box-card"
      data-box-id={b.boxId}
      data-state={b.state}
      className={cn(
        'group relative flex w-[42%] shrink-0 snap-start flex-col gap-2 rounded-2xl border bg-surface p-3 text-left transition sm:w-auto',
        selected ? 'border-rarity-1/70 bg-rarity-1/10 shadow-[0_0_0_1px_rgb(255_200_61/0.4)]' : 'border-line hover:border-rarity-1/40',
        b.state === 'expired' && 'opacity-60',
      )}
    >
      <span className="flex items-start justify-between gap-2">
        <Badge tone={b.kind === 'vip' ? 'violet' : b.kind === 'limited' ? 'warning' : 'gold'}>{t(`free.kinds.${b.kind}`)}</Badge>
        {locked ? <IconLock size={14} className="mt-0.5 text-subtle" aria-hidden /> : null}
      </span>
      <img
        {...picture(b.image, '(min-width: 768px) 96px, 80px')}
        alt=""
        className="mx-auto size-20 object-contain transition group-hover:scale-105 md:size-24"
      />
      <span className="line-clamp-1 text-sm font-extrabold">{b.name}</span>
      <span className="line-clamp-2 min-h-8 text-xs text-muted">{t(`free.${condition.key}`, condition.values)}</span>
      <span
        className={cn('line-clamp-3 min-h-12 text-xs font-bold sm:line-clamp-2 sm:min-h-8', STATE_TONE[b.state])}
        data-testid="free-box-state"
      >
        {t(`free.${state.key}`, state.values)}
      </span>
      <span className="min-h-4 text-[11px] text-subtle">
        {clock ? (
          <>
            {t(`free.${clock.label}`)} <Countdown endsAt={clock.to} className="font-semibold text-fg" />
          </>
        ) : null}
      </span>
    </button>
  );
}
