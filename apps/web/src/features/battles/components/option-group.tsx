import type { ReactNode } from 'react';
import { cn } from '../../../components/index.ts';

/** A row of choice buttons (radio semantics) for the create form. */
export function OptionGroup<T extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: T;
  options: { value: T; label: ReactNode; hint?: ReactNode }[];
  onChange: (v: T) => void;
  testId?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2" data-testid={testId}>
      <legend className="mb-2 text-xs font-bold uppercase tracking-wide text-muted">{label}</legend>
      <div role="radiogroup" className={cn('grid gap-2', options.length === 3 ? 'grid-cols-3' : 'grid-cols-2 sm:grid-cols-4')}>
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            role="radio"
            aria-checked={o.value === value}
            onClick={() => onChange(o.value)}
            className={cn(
              'flex flex-col items-center justify-center gap-0.5 rounded-xl border px-2 py-2.5 text-sm font-bold transition',
              o.value === value ? 'border-accent bg-accent/10 text-accent' : 'border-line bg-surface-2 text-muted hover:text-fg',
            )}
            data-testid={testId ? `${testId}-${o.value}` : undefined}
          >
            {o.label}
            {o.hint ? <span className="text-[10px] font-medium text-muted">{o.hint}</span> : null}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
