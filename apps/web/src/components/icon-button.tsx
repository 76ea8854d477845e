import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from './cn.ts';

interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** accessible name (required: the button has no text) */
  'aria-label': string;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  variant?: 'ghost' | 'solid';
  ref?: Ref<HTMLButtonElement>;
}

const SIZES = { sm: 'size-8', md: 'size-10', lg: 'size-12' };

/** Square button holding one icon. */
export function IconButton({ size = 'md', variant = 'ghost', className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-xl transition disabled:opacity-40',
        variant === 'ghost' ? 'text-muted hover:bg-surface-2 hover:text-fg' : 'border border-line bg-surface-2 text-fg hover:bg-surface-3',
        SIZES[size],
        className,
      )}
      {...rest}
    />
  );
}
