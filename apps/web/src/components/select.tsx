import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { IconChevronDown } from './icons.tsx';

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label?: ReactNode;
  options: { value: string; label: string }[];
  containerClassName?: string;
}

/** Native select (best on phones) styled like the inputs. */
export function Select({ label, options, className, containerClassName, id, ...rest }: SelectProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={cn('flex flex-col gap-1.5', containerClassName)}>
      {label ? (
        <label htmlFor={selectId} className="text-xs font-semibold uppercase tracking-wide text-muted">
          {label}
        </label>
      ) : null}
      <div className="relative">
        <select
          id={selectId}
          className={cn(
            'h-11 w-full appearance-none rounded-xl border border-line bg-bg-2 pl-3 pr-9 text-sm font-semibold text-fg outline-none focus:border-accent',
            className,
          )}
          {...rest}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <IconChevronDown size={16} className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-muted" />
      </div>
    </div>
  );
}
