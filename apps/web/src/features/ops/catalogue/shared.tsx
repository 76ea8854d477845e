/** Building blocks of the catalogue and content pages: their strings, image upload, coin inputs. */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaUpload } from '@hapa/contracts';
import { centsToCoins, parseCoinAmount } from '@hapa/domain';
import { Button } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsCatalogue } from '../../../lib/i18n/en/ops-catalogue.ts';
import { parseApiError } from '../../../lib/api-error.ts';
import { getOpsSession } from '../session.ts';
import { errorMessage } from '../ui.tsx';
import { picture } from '../../../lib/picture.ts';

// the pages' strings join i18n with their chunk, so neither players nor other consoles download them
i18n.addResourceBundle('en', 'translation', { opsCatalogue }, true, true);

/** POST /api/ops/media (multipart `file`): the stored, re-encoded image. */
export async function uploadImage(file: File): Promise<MediaUpload> {
  const form = new FormData();
  form.append('file', file);
  const authorization = getOpsSession()?.authorization;
  const res = await fetch('/api/ops/media', { method: 'POST', body: form, headers: authorization ? { Authorization: authorization } : {} });
  const json: unknown = await res.json().catch(() => null);
  if (res.ok && json && (json as { code?: unknown }).code === 0) return MediaUpload.parse((json as { data: unknown }).data);
  throw parseApiError(json, res.status);
}

/** Image field: preview, upload button, the server's refusal shown under it. */
export function ImageField({
  value,
  onChange,
  testId,
  wide,
}: {
  value: string;
  onChange: (url: string) => void;
  testId: string;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function pick(file: File | undefined) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChange((await uploadImage(file)).url);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-xs font-semibold uppercase tracking-wide text-muted">{t('opsCatalogue.common.image')}</span>
      <div className="flex flex-wrap items-center gap-3">
        <div
          className={
            wide
              ? 'flex h-20 w-48 items-center justify-center overflow-hidden rounded-lg border border-line bg-bg-2'
              : 'flex size-20 items-center justify-center overflow-hidden rounded-lg border border-line bg-bg-2'
          }
        >
          {value ? (
            <img
              {...picture(value, wide ? '192px' : '80px')}
              alt=""
              className="size-full object-contain"
              data-testid={`${testId}-preview`}
            />
          ) : (
            <span className="px-2 text-center text-[11px] text-muted">{t('opsCatalogue.common.noImage')}</span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col items-start gap-1">
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            onChange={(e) => void pick(e.target.files?.[0])}
            data-testid={`${testId}-file`}
          />
          <Button size="sm" variant="secondary" loading={busy} onClick={() => input.current?.click()}>
            {busy ? t('opsCatalogue.common.uploading') : t('opsCatalogue.common.upload')}
          </Button>
          <span className="text-[11px] text-muted">{t('opsCatalogue.common.uploadHint')}</span>
          {error ? (
            <p className="text-xs font-medium text-danger" role="alert" data-testid={`${testId}-error`}>
              {errorMessage(error)}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** Cents from a typed coin amount ("12.5" -> 1250), or null when it is not one. */
export function centsOf(text: string): number | null {
  try {
    return parseCoinAmount(text.trim());
  } catch {
    return null;
  }
}

/** A cents value as the text a coin input starts with (1250 -> "12.50"). */
export function coinsText(cents: number): string {
  return centsToCoins(cents).toFixed(2);
}

/** Small on/off switch with a label. */
export function Toggle({
  checked,
  onChange,
  label,
  testId,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  label: string;
  testId?: string;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-[rgb(43,245,160)]"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      {label}
    </label>
  );
}

/**
 * A ref for an edit panel that scrolls it into view whenever `key` changes to a non-null value (on a phone
 * the panel sits below the list, out of sight of the Edit button that opened it).
 */
export function useRevealOn<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (key === null || !el) return;
    const r = el.getBoundingClientRect();
    if (r.top < 0 || r.top > window.innerHeight - 80) el.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [key]);
  return ref;
}

/** Save (submit) and, when given, Cancel: the foot of every console edit form. */
export function FormActions({
  saving,
  disabled,
  testId,
  onCancel,
}: {
  saving: boolean;
  disabled?: boolean;
  testId: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2">
      <Button type="submit" loading={saving} disabled={disabled} data-testid={testId}>
        {t('opsCatalogue.common.save')}
      </Button>
      {onCancel ? (
        <Button variant="ghost" onClick={onCancel}>
          {t('opsCatalogue.common.cancel')}
        </Button>
      ) : null}
    </div>
  );
}
