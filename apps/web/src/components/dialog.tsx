import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';
import { IconClose } from './icons.tsx';
import { useReturnFocus } from './use-return-focus.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** visually hidden when `hideTitle` (still announced) */
  hideTitle?: boolean;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  'data-testid'?: string;
}

const SIZES = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-2xl' };

/**
 * The dimmed backdrop of every modal (dialog, drawer, home pop): opaque enough to stand on its own, with no
 * `backdrop-filter` blur (redrawn in software on every frame without a GPU; docs/architecture/production.md).
 */
export function DialogOverlay() {
  return <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-black/80" />;
}

/** Centered modal dialog (Radix): focus trap, Esc and overlay click close, scroll lock. */
export function Dialog({
  open,
  onOpenChange,
  title,
  hideTitle,
  description,
  children,
  footer,
  size = 'md',
  className,
  ...rest
}: DialogProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <DialogOverlay />
        <RadixDialog.Content
          {...returnFocus}
          data-testid={rest['data-testid']}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'animate-pop rounded-2xl border border-line bg-surface shadow-2xl shadow-black/60 outline-none',
            SIZES[size],
            className,
          )}
        >
          <div className={cn('px-5 pr-12 pt-5', hideTitle && 'sr-only')}>
            <RadixDialog.Title className="text-lg font-extrabold tracking-tight">{title}</RadixDialog.Title>
            {description ? <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description> : null}
          </div>
          {!description ? (
            <RadixDialog.Description className="sr-only">{typeof title === 'string' ? title : ''}</RadixDialog.Description>
          ) : null}
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-5 pt-4">{children}</div>
          {footer ? <div className="flex gap-3 border-t border-line px-5 py-4">{footer}</div> : null}
          {/* last in the DOM so focus starts in the content, first visually */}
          <RadixDialog.Close
            className="absolute right-4 top-4 rounded-lg p-1.5 text-muted hover:bg-surface-2 hover:text-fg"
            aria-label={t('common.close')}
          >
            <IconClose />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
