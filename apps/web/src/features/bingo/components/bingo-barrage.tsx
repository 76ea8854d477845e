import { BINGO_BARRAGE_MAX_CHARS } from '@hapa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardTitle, Input } from '../../../components/index.ts';
import { errorMessage, shouldToastError } from '../../../lib/api-error.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useBingoBarrage } from '../api/bingo-barrage.ts';
import { postBingoBarrage } from '../api/bingo-barrage-post.ts';
import { bingoKeys } from '../api/bingo-keys.ts';

/** Barrage (docs/product/constants.md#lists-and-pages barrage 5): the last five short messages, live; signed-in players post up to 40 characters. */
export function BingoBarragePanel() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const qc = useQueryClient();
  const list = useBingoBarrage();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  async function send(e: FormEvent) {
    e.preventDefault();
    const value = text.trim();
    if (!value || busy) return;
    setBusy(true);
    try {
      await postBingoBarrage(value);
      setText('');
      void qc.invalidateQueries({ queryKey: bingoKeys.barrage });
    } catch (err) {
      if (shouldToastError(err)) toast.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }
  const messages = list.data?.list ?? [];
  return (
    <Card className="flex flex-col gap-3" data-testid="bingo-barrage">
      <CardTitle>{t('bingo.barrageTitle')}</CardTitle>
      {messages.length === 0 ? (
        <p className="text-sm text-muted">{t('bingo.barrageEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-1.5">
          {messages.map((m) => (
            <li key={m.id} className="flex gap-2 rounded-lg bg-surface-2 px-3 py-1.5 text-sm" data-testid="bingo-barrage-message">
              <span className="shrink-0 font-semibold text-accent">{m.name}</span>
              <span className="min-w-0 break-words">{m.text}</span>
            </li>
          ))}
        </ul>
      )}
      {loggedIn ? (
        <form className="flex items-end gap-2" onSubmit={send}>
          <Input
            aria-label={t('bingo.barragePlaceholder')}
            placeholder={t('bingo.barragePlaceholder')}
            maxLength={BINGO_BARRAGE_MAX_CHARS}
            value={text}
            onChange={(e) => setText(e.target.value)}
            containerClassName="min-w-0 flex-1"
            data-testid="bingo-barrage-input"
          />
          <Button type="submit" loading={busy} disabled={!text.trim()} data-testid="bingo-barrage-send">
            {t('bingo.barrageSend')}
          </Button>
        </form>
      ) : (
        <p className="text-xs text-muted">{t('bingo.barrageSignIn')}</p>
      )}
    </Card>
  );
}
