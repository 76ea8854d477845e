import type { FreeBoxView } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Countdown, cn, IconGift } from '../../../components/index.ts';
import { FORMAT } from '../lib/format.ts';
import { freeConditionText, freeCountdown, freeOftenText, freeStateText } from '../lib/free-box-text.ts';

/**
 * What opens a free box and where the player stands (docs/free-boxes.md): its condition, how often, its dates, the
 * player's EXP progress for a level box, and the state. On the box page `linkToFree` adds the way to /free.
 */
export function FreeBoxCondition({
  box: b,
  linkToFree = false,
  className,
}: {
  box: FreeBoxView;
  linkToFree?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const condition = freeConditionText(b, FORMAT);
  const often = freeOftenText(b.cooldownHours);
  const state = freeStateText(b, FORMAT);
  const clock = freeCountdown(b);
  const xpShare = b.kind === 'level' && b.me && b.minXp > 0 ? Math.min(1, b.me.xp / b.minXp) : null;
  return (
    <div
      className={cn('flex flex-col gap-3 rounded-2xl border border-rarity-1/40 bg-rarity-1/10 p-4', className)}
      data-testid="free-box-condition"
      data-kind={b.kind}
      data-state={b.state}
    >
      <div className="flex items-start gap-3">
        <IconGift size={24} className="mt-0.5 shrink-0 text-rarity-1" />
        <div className="min-w-0 flex-1">
          <p className="text-[11px] font-bold uppercase tracking-widest text-subtle">{t('free.conditionTitle')}</p>
          <p className="text-sm font-extrabold" data-testid="free-box-condition-text">
            {t(`free.${condition.key}`, condition.values)} · {t(`free.${often.key}`, often.values)}
          </p>
          <p className="mt-1 text-xs font-bold text-muted" data-testid="free-box-condition-state">
            {t(`free.${state.key}`, state.values)}
            {clock ? (
              <>
                {' · '}
                {t(`free.${clock.label}`)} <Countdown endsAt={clock.to} className="text-fg" />
              </>
            ) : null}
          </p>
        </div>
        {linkToFree ? (
          <ButtonLink to={`/free?box=${b.boxId}`} size="sm" className="shrink-0" data-testid="free-box-go">
            {t('unbox.goFree')}
          </ButtonLink>
        ) : null}
      </div>
      {xpShare !== null && b.me ? (
        <div>
          <div className="h-1.5 overflow-hidden rounded-full bg-surface-3" aria-hidden>
            {/* eslint-disable-next-line no-restricted-syntax -- a percentage, not money */}
            <div className="h-full rounded-full bg-rarity-1" style={{ width: `${Math.round(xpShare * 100)}%` }} />
          </div>
          <p className="mt-1 text-[11px] text-muted">
            {t('free.expProgress', { xp: FORMAT.number(b.me.xp), need: FORMAT.number(b.minXp) })} · {t('free.earnExp')}
          </p>
        </div>
      ) : null}
    </div>
  );
}
