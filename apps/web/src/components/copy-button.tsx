import { useTranslation } from 'react-i18next';
import { toast } from '../lib/toast-store.ts';
import { IconCopy } from './icons.tsx';

/** Copies `value` to the clipboard and says "Copy successfully." (docs/product/errors.md). */
export function CopyButton({ value, label }: { value: string; label?: string }) {
  const { t } = useTranslation();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('common.copied'));
    } catch {
      toast.error(t('common.somethingWrong'));
    }
  }
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className="shrink-0 rounded-lg p-1.5 text-muted transition hover:bg-surface-3 hover:text-fg"
      aria-label={label ?? t('common.copy')}
    >
      <IconCopy size={16} />
    </button>
  );
}

/** Label + monospace value + copy button, for seeds and hashes. */
export function MonoField({ label, value, testId, placeholder }: { label: string; value: string; testId?: string; placeholder?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-[11px] font-bold uppercase tracking-wider text-subtle">{label}</span>
      <div className="flex items-center gap-2 rounded-xl border border-line bg-bg-2 px-3 py-2">
        <code className="min-w-0 flex-1 break-all font-mono text-xs text-fg" data-testid={testId}>
          {value || <span className="text-subtle">{placeholder ?? '—'}</span>}
        </code>
        {value ? <CopyButton value={value} /> : null}
      </div>
    </div>
  );
}
