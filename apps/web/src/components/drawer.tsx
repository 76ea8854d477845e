import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';
import { DialogOverlay } from './dialog.tsx';
import { IconClose } from './icons.tsx';
import { useReturnFocus } from './use-return-focus.ts';

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** right: side panel (wide screens); bottom: sheet (mobile) */
  side?: 'right' | 'bottom' | 'left';
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

const SIDES = {
  right: 'inset-y-0 right-0 h-dvh w-full max-w-md animate-slide-in-right border-l',
  left: 'inset-y-0 left-0 h-dvh w-[86vw] max-w-sm animate-slide-in-left border-r',
  bottom: 'inset-x-0 bottom-0 max-h-[88dvh] w-full animate-slide-in-up rounded-t-3xl border-t pb-[env(safe-area-inset-bottom)]',
};

/** Panel sliding in from an edge (Radix Dialog underneath: focus trap, Esc, overlay close). */
export function Drawer({ open, onOpenChange, title, description, side = 'right', children, footer, className, ...rest }: DrawerProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <DialogOverlay />
        <RadixDialog.Content
          {...returnFocus}
          data-testid={rest['data-testid']}
          className={cn('fixed z-50 flex flex-col border-line bg-surface shadow-2xl outline-none', SIDES[side], className)}
        >
          {side === 'bottom' ? <div className="mx-auto mt-2 h-1.5 w-12 rounded-full bg-line" aria-hidden /> : null}
          <div className="px-5 pb-2 pr-12 pt-4">
            <RadixDialog.Title className="text-lg font-extrabold tracking-tight">{title}</RadixDialog.Title>
            <RadixDialog.Description className={cn(description ? 'mt-0.5 text-sm text-muted' : 'sr-only')}>
              {description ?? (typeof title === 'string' ? title : '')}
            </RadixDialog.Description>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-5 pt-2">{children}</div>
          {footer ? <div className="border-t border-line px-5 py-4">{footer}</div> : null}
          <RadixDialog.Close
            className={cn(
              'absolute right-4 rounded-lg p-1.5 text-muted hover:bg-surface-2 hover:text-fg',
              side === 'bottom' ? 'top-5' : 'top-4',
            )}
            aria-label={t('common.close')}
          >
            <IconClose />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
