import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from './cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'gold' | 'outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-ink shadow-[0_0_18px_rgb(43_245_160/0.35)] hover:bg-accent-strong active:translate-y-px',
  secondary: 'bg-surface-3 text-fg hover:bg-line border border-line',
  ghost: 'bg-transparent text-muted hover:text-fg hover:bg-surface-2',
  danger: 'bg-danger text-danger-ink hover:brightness-110',
  gold: 'bg-gradient-to-b from-[#ffd866] to-[#f0a500] text-[#2a1900] shadow-[0_0_18px_rgb(255_200_61/0.35)] hover:brightness-105',
  outline: 'border border-accent/60 text-accent hover:bg-accent/10',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-8 px-3 text-xs gap-1.5 rounded-lg',
  md: 'h-10 px-4 text-sm gap-2 rounded-xl',
  lg: 'h-12 px-6 text-base gap-2 rounded-xl',
};

/** Class string of a button, for links and other elements that should look like one. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string) {
  return cn(
    // an icon keeps its size: a text too long for the button spills (and the fit walk fails on it), it never squeezes
    // the icon to nothing (the voucher button's gift was 0 px wide on a 320 px phone)
    'inline-flex select-none items-center justify-center whitespace-nowrap font-bold transition duration-150 [&>svg]:shrink-0',
    'disabled:pointer-events-none disabled:opacity-45 aria-disabled:pointer-events-none aria-disabled:opacity-45',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** shows a spinner and blocks clicks (no double submit) */
  loading?: boolean;
  block?: boolean;
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The button. `loading` disables it, so a second click while a request runs does nothing. */
export function Button({ variant, size, loading, block, icon, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, cn(block && 'w-full', className))}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden /> : icon}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** A router link styled as a button. */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass(variant, size, cn(block && 'w-full', className as string))} {...rest} />;
}
