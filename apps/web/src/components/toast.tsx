import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, getToasts, subscribeToasts, type ToastTone } from '../lib/toast-store.ts';
import { cn } from './cn.ts';
import { IconCheck, IconClose, IconInfo, IconX } from './icons.tsx';

const TONES: Record<ToastTone, { box: string; icon: typeof IconCheck }> = {
  success: { box: 'border-accent/50 text-accent', icon: IconCheck },
  error: { box: 'border-danger/60 text-danger', icon: IconX },
  info: { box: 'border-violet/50 text-violet', icon: IconInfo },
  warning: { box: 'border-warning/60 text-warning', icon: IconInfo },
};

/** Renders the toast queue (max 3, 3000 ms each); mount once near the root. */
export function Toaster() {
  const { t } = useTranslation();
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-3 z-[100] flex flex-col items-center gap-2 px-3"
      aria-live="polite"
      role="region"
      aria-label={t('common.notifications')}
    >
      {items.map((item) => {
        const tone = TONES[item.tone];
        const Icon = tone.icon;
        return (
          <div
            key={item.id}
            data-testid={`toast-${item.tone}`}
            role={item.tone === 'error' ? 'alert' : 'status'}
            className={cn(
              'pointer-events-auto flex w-full max-w-sm animate-toast-in items-center gap-3 rounded-xl border bg-surface-2 px-4 py-3 shadow-xl shadow-black/40',
              tone.box,
            )}
          >
            <Icon size={18} className="shrink-0" />
            <p className="flex-1 text-sm font-medium text-fg">{item.message}</p>
            <button type="button" onClick={() => dismissToast(item.id)} className="text-muted hover:text-fg" aria-label={t('common.close')}>
              <IconClose size={16} />
            </button>
          </div>
        );
      })}
    </div>
  );
}
