import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, cn, IconButton, IconClose } from '../../../components/index.ts';
import { errorMessage, isApiError, NO_RESPONSE_KEY } from '../../../lib/api-error.ts';
import { canSendText, CHAT_IMAGE_ACCEPT, chatLength } from '../lib/messages.ts';
import { IconImage, IconSend } from './chat-icons.tsx';

interface ComposerProps {
  /** longest text (docs/product/validation.md#chat: support 100, VIP chat 500) */
  max: number;
  placeholder: string;
  onSendText: (text: string) => Promise<unknown>;
  /** image upload + send (support chat only) */
  onSendImage?: (file: File) => Promise<unknown>;
  /** shown above the input (the quoted message, an order card offer) */
  above?: ReactNode;
  testId: string;
}

type Failed = { kind: 'text'; text: string; reason: string | null } | { kind: 'image'; file: File; reason: string | null };

/** The server's reason for a refused send (a rule, e.g. too fast), or null for a network failure. */
function reasonOf(err: unknown): string | null {
  return isApiError(err) && err.key !== NO_RESPONSE_KEY ? errorMessage(err) : null;
}

/**
 * The message box of a chat: text with a live character count (empty is never sent, docs/product/validation.md#chat), an image picker
 * with a preview (png, jpeg, jpg, svg), and on failure "Send failed Please try again." (docs/product/errors.md) with Retry;
 * the text stays in the box until it is sent.
 */
export function Composer({ max, placeholder, onSendText, onSendImage, above, testId }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<Failed | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const run = async (what: Failed) => {
    setBusy(true);
    setFailed(null);
    try {
      if (what.kind === 'text') {
        await onSendText(what.text);
        setText('');
      } else {
        await onSendImage?.(what.file);
        setFile(null);
      }
    } catch (err) {
      setFailed({ ...what, reason: reasonOf(err) });
    } finally {
      setBusy(false);
    }
  };

  const trySend = () => {
    if (busy) return;
    if (file) return void run({ kind: 'image', file, reason: null });
    if (canSendText(text, max)) void run({ kind: 'text', text: text.trim(), reason: null });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    trySend();
  };

  const length = chatLength(text);
  const over = length > max;
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 border-t border-line bg-surface px-3 pb-3 pt-2" data-testid={testId}>
      {above}
      {failed ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-2 rounded-xl border border-danger/40 bg-danger/10 px-3 py-2 text-xs"
          data-testid="chat-send-failed"
        >
          <span className="font-bold text-danger">{t('chat.failed')}</span>
          {failed.reason ? <span className="text-muted">{failed.reason}</span> : null}
          <Button
            size="sm"
            variant="secondary"
            className="ml-auto"
            onClick={() => void run(failed)}
            loading={busy}
            data-testid="chat-retry"
          >
            {t('chat.retry')}
          </Button>
        </div>
      ) : null}
      {preview ? (
        <div className="relative w-fit" data-testid="chat-image-preview">
          <img src={preview} alt={t('chat.composer.imagePreview')} className="max-h-32 rounded-lg border border-line" />
          <IconButton
            aria-label={t('chat.composer.removeImage')}
            className="absolute -right-2 -top-2 bg-surface-3"
            size="sm"
            onClick={() => setFile(null)}
          >
            <IconClose size={14} />
          </IconButton>
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        {onSendImage ? (
          <>
            <input
              ref={fileInput}
              type="file"
              accept={CHAT_IMAGE_ACCEPT}
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                e.target.value = '';
              }}
              data-testid="chat-image-input"
            />
            <IconButton aria-label={t('chat.composer.image')} onClick={() => fileInput.current?.click()} data-testid="chat-image-button">
              <IconImage size={20} />
            </IconButton>
          </>
        ) : null}
        <label className="flex min-w-0 flex-1 flex-col">
          <span className="sr-only">{placeholder}</span>
          <textarea
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter' || e.shiftKey) return;
              e.preventDefault();
              trySend();
            }}
            rows={1}
            placeholder={placeholder}
            disabled={!!file}
            className="max-h-28 min-h-10 w-full resize-none rounded-xl border border-line bg-bg-2 px-3 py-2 text-sm text-fg outline-none placeholder:text-subtle focus:border-accent disabled:opacity-60"
            data-testid="chat-input"
          />
        </label>
        <Button
          type="submit"
          size="md"
          aria-label={t('chat.composer.send')}
          loading={busy}
          disabled={file ? false : !canSendText(text, max)}
          data-testid="chat-send"
          icon={<IconSend size={16} />}
        >
          <span className="hidden sm:inline">{t('chat.composer.send')}</span>
        </Button>
      </div>
      <span className={cn('self-end text-[11px] tabular-nums', over ? 'font-bold text-danger' : 'text-subtle')} data-testid="chat-counter">
        {t('chat.composer.counter', { count: length, max })}
      </span>
    </form>
  );
}
