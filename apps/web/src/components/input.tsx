import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from './cn.ts';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label?: ReactNode;
  /** validation or server text shown under the field */
  error?: ReactNode;
  hint?: ReactNode;
  prefix?: ReactNode;
  suffix?: ReactNode;
  containerClassName?: string;
  ref?: Ref<HTMLInputElement>;
  /** data-testid of the error text */
  errorTestId?: string;
}

/** Text field with label, prefix/suffix slots and an error line (aria-invalid + aria-describedby). */
export function Input({ label, error, hint, prefix, suffix, className, containerClassName, id, errorTestId, ...rest }: InputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const msgId = `${inputId}-msg`;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', containerClassName)}>
      {label ? (
        <label htmlFor={inputId} className="text-xs font-semibold uppercase tracking-wide text-muted">
          {label}
        </label>
      ) : null}
      <div
        className={cn(
          'flex h-11 items-center gap-2 rounded-xl border bg-bg-2 px-3 transition focus-within:border-accent',
          error ? 'border-danger/70' : 'border-line',
          rest.disabled && 'opacity-60',
        )}
      >
        {prefix ? <span className="shrink-0 text-muted">{prefix}</span> : null}
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? msgId : undefined}
          className={cn('h-full min-w-0 flex-1 bg-transparent text-sm text-fg outline-none placeholder:text-subtle', className)}
          {...rest}
        />
        {suffix ? <span className="shrink-0">{suffix}</span> : null}
      </div>
      {error ? (
        <p id={msgId} className="text-xs font-medium text-danger" role="alert" data-testid={errorTestId}>
          {error}
        </p>
      ) : hint ? (
        <p id={msgId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
