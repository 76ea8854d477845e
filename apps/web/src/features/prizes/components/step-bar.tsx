import { useTranslation } from 'react-i18next';
import { cn, IconCheck } from '../../../components/index.ts';

const STEPS = ['s1', 's2', 's3', 's4', 's5'] as const;

/** The order status step bar S1-S5 (docs/product/states.md#prize-orders: 54 S1, 55 S2, 56 S3, 60 S4, 200 S5, other S1). */
export function StepBar({ step, cancelled, compact }: { step: number; cancelled?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <ol className="flex w-full items-start" data-testid="order-steps" data-step={step} aria-label={t(`prizes.steps.s${step}`)}>
      {STEPS.map((s, i) => {
        const n = i + 1;
        const done = !cancelled && n <= step;
        const current = !cancelled && n === step;
        return (
          <li
            key={s}
            className="relative flex flex-1 flex-col items-center gap-1.5 text-center"
            aria-current={current ? 'step' : undefined}
          >
            {i > 0 ? (
              <span className={cn('absolute right-1/2 top-3 h-0.5 w-full -translate-y-1/2', done ? 'bg-accent' : 'bg-line')} aria-hidden />
            ) : null}
            <span
              className={cn(
                'relative flex size-6 items-center justify-center rounded-full border-2 text-[11px] font-black',
                done ? 'border-accent bg-accent text-accent-ink' : 'border-line-strong bg-bg-2 text-subtle',
                current && 'shadow-glow',
              )}
            >
              {done && !current ? <IconCheck size={12} strokeWidth={3} /> : n}
            </span>
            {compact ? null : (
              <span
                className={cn('text-[10px] font-bold uppercase leading-tight tracking-wide md:text-xs', done ? 'text-fg' : 'text-subtle')}
              >
                {t(`prizes.steps.${s}`)}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
