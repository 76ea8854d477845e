import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SUPPORT_AGENT_TEXT_MAX, ChatMessage, ChatUnread, OpsConversation, OpsConversationDetail, OpsMuteResult } from '@hapa/contracts';
import { Button, IconChevronLeft, Select, cn } from '../../../components/index.ts';
import { parseApiError } from '../../../lib/api-error.ts';
import { opsApi } from '../api.ts';
import { getOpsSession } from '../session.ts';
import { ErrorLine, OpsCard, when } from '../ui.tsx';
import { INBOX_KEY } from './ops-socket.ts';

/** Agent typing notices at most this often, ms. */
const TYPING_EVERY_MS = 3_000;
const MUTE_MINUTES = ['10', '60', '1440', '10080'];

/** POST /api/ops/support/image (multipart `file`) with the console session -> the image path for a reply. */
async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const authorization = getOpsSession()?.authorization;
  const res = await fetch('/api/ops/support/image', {
    method: 'POST',
    body: form,
    headers: authorization ? { Authorization: authorization } : {},
  });
  const json: unknown = await res.json().catch(() => null);
  if (res.ok && json && (json as { code?: unknown }).code === 0) return (json as { data: { image: string } }).data.image;
  throw parseApiError(json, res.status);
}

/** One conversation: history (newest 100), reply (text up to 2,000 characters or an image), assign, typing notice, chat room mute. */
export function ConversationPane({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const key = [...INBOX_KEY, 'detail', id];
  const detail = useQuery({ queryKey: key, queryFn: () => opsApi(`/ops/support/conversations/${id}`, { schema: OpsConversationDetail }) });
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: key });
    void qc.invalidateQueries({ queryKey: [...INBOX_KEY, 'list'] });
  };
  const read = useMutation({
    meta: { silent: true },
    mutationFn: () => opsApi(`/ops/support/conversations/${id}/read`, { method: 'POST', schema: ChatUnread }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [...INBOX_KEY, 'list'] }),
  });
  const conv = detail.data?.conversation;
  const lastPlayer = detail.data?.messages.filter((m) => m.type === 'player').at(-1)?.id;
  useEffect(() => {
    if (lastPlayer) read.mutate();
    // once per new player message (the mutation object is left out on purpose)
  }, [id, lastPlayer]);

  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const lastTyping = useRef(0);
  const reply = useMutation({
    meta: { silent: true },
    mutationFn: async () => {
      const body = file ? { msgType: 2 as const, image: await uploadImage(file) } : { msgType: 1 as const, text: text.trim() };
      return opsApi(`/ops/support/conversations/${id}/reply`, { method: 'POST', body, schema: ChatMessage });
    },
    onSuccess: () => {
      setText('');
      setFile(null);
      refresh();
    },
  });
  const assign = useMutation({
    meta: { silent: true },
    mutationFn: (on: boolean) =>
      opsApi(`/ops/support/conversations/${id}/assign`, { method: 'POST', body: { assign: on }, schema: OpsConversation }),
    onSuccess: refresh,
  });
  const [minutes, setMinutes] = useState('60');
  const mute = useMutation({
    meta: { silent: true },
    mutationFn: (lift: boolean) =>
      opsApi('/ops/support/mute', {
        method: 'POST',
        body: { uid: conv!.userId, until: lift ? null : new Date(Date.now() + Number(minutes) * 60_000).toISOString(), reason: '' },
        schema: OpsMuteResult,
      }),
    onSuccess: refresh,
  });
  const typing = (value: string) => {
    setText(value);
    const now = Date.now();
    if (now - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = now;
    void opsApi(`/ops/support/conversations/${id}/typing`, { method: 'POST' }).catch(() => undefined);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file || (text.trim() && [...text.trim()].length <= SUPPORT_AGENT_TEXT_MAX)) reply.mutate();
  };
  const end = useRef<HTMLDivElement>(null);
  const count = detail.data?.messages.length;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' }); // a statement: Chromium's scroll methods now return a promise, and an effect must return nothing or a cleanup
  }, [count]);

  return (
    <OpsCard className="flex min-h-[60vh] flex-col gap-3" testId="ops-support-conversation-pane">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="ghost" size="sm" className="lg:hidden" onClick={onBack} icon={<IconChevronLeft size={16} />}>
          {t('opsSupport.back')}
        </Button>
        <div className="min-w-0 flex-1">
          <p className="truncate font-extrabold" data-testid="ops-support-player">
            {conv?.nickname ?? ''}
          </p>
          <p className="truncate text-xs text-muted">
            {conv ? `${conv.email} · ${t('opsSupport.level', { level: conv.level })} · ${t('opsSupport.uid', { uid: conv.userId })}` : ''}
          </p>
        </div>
        {conv ? (
          conv.assignedTo && conv.assignedTo === getOpsSession()?.operator.userId ? (
            <Button
              size="sm"
              variant="secondary"
              loading={assign.isPending}
              onClick={() => assign.mutate(false)}
              data-testid="ops-support-unassign"
            >
              {t('opsSupport.unassign')}
            </Button>
          ) : (
            <Button size="sm" loading={assign.isPending} onClick={() => assign.mutate(true)} data-testid="ops-support-assign">
              {t('opsSupport.assignMe')}
            </Button>
          )
        ) : null}
      </div>
      <ErrorLine error={detail.error ?? assign.error ?? mute.error} />
      <ol className="flex max-h-[55vh] flex-1 flex-col gap-2 overflow-y-auto rounded-lg bg-bg-2 p-3" data-testid="ops-support-messages">
        {detail.data?.messages.map((m) => (
          <li
            key={m.id}
            className={cn('flex flex-col gap-0.5', m.type === 'agent' ? 'items-end' : 'items-start')}
            data-testid="ops-support-message"
            data-type={m.type}
          >
            <span className="text-[11px] text-subtle">
              {m.type === 'agent' ? t('opsSupport.agent') : conv?.nickname} · {when(m.gmtCreated)}
            </span>
            <div
              className={cn(
                'max-w-[85%] break-words rounded-2xl px-3 py-1.5 text-sm',
                m.type === 'agent' ? 'bg-accent text-accent-ink' : 'bg-surface-2',
              )}
            >
              {m.msgType === 2 && m.image ? (
                <a href={m.image} target="_blank" rel="noreferrer">
                  <img
                    // eslint-disable-next-line no-restricted-syntax -- a player's chat photo at its own size, not a catalogue picture
                    src={m.image}
                    alt={t('opsSupport.image')}
                    className="max-h-48 rounded-lg"
                  />
                </a>
              ) : m.msgType === 3 && m.orderCard ? (
                <span data-testid="ops-support-order-card">
                  {t('opsSupport.orderCard', {
                    id: m.orderCard.orderId,
                    step: m.orderCard.step,
                    items: m.orderCard.items.map((i) => i.name).join(', '),
                  })}
                </span>
              ) : (
                <span className="whitespace-pre-wrap">{m.text}</span>
              )}
            </div>
          </li>
        ))}
        <div ref={end} />
      </ol>
      <form onSubmit={submit} className="flex flex-col gap-2">
        <div className="flex items-end gap-2">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-semibold text-muted">
            {t('opsSupport.reply')}
            <textarea
              value={text}
              onChange={(e) => typing(e.target.value)}
              rows={4}
              disabled={!!file}
              className="w-full resize-none rounded-lg border border-line bg-bg-2 px-3 py-2 text-sm text-fg outline-none focus:border-accent"
              data-testid="ops-support-input"
            />
          </label>
          <Button
            type="submit"
            loading={reply.isPending}
            disabled={!file && (!text.trim() || [...text.trim()].length > SUPPORT_AGENT_TEXT_MAX)}
            data-testid="ops-support-send"
          >
            {t('opsSupport.send')}
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-3 text-xs text-muted">
          <span className={cn('tabular-nums', [...text.trim()].length > SUPPORT_AGENT_TEXT_MAX && 'font-bold text-danger')}>
            {t('opsSupport.counter', { count: [...text.trim()].length, max: SUPPORT_AGENT_TEXT_MAX })}
          </span>
          <label className="flex items-center gap-2">
            {t('opsSupport.attach')}
            <input
              type="file"
              accept="image/png,image/jpeg,image/svg+xml"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="max-w-48 text-xs"
              data-testid="ops-support-file"
            />
          </label>
        </div>
        <ErrorLine error={reply.error} />
      </form>
      {conv ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3 text-sm" data-testid="ops-support-mute">
          <span className="font-semibold">
            {conv.mutedUntil ? t('opsSupport.mutedUntil', { time: when(conv.mutedUntil) }) : t('opsSupport.muteRoom')}
          </span>
          <Select
            aria-label={t('opsSupport.muteFor')}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            containerClassName="w-40"
            options={MUTE_MINUTES.map((m) => ({ value: m, label: t(`opsSupport.minutes.${m}`) }))}
          />
          <Button
            size="sm"
            variant="danger"
            loading={mute.isPending}
            onClick={() => mute.mutate(false)}
            data-testid="ops-support-mute-button"
          >
            {t('opsSupport.mute')}
          </Button>
          {conv.mutedUntil ? (
            <Button size="sm" variant="secondary" onClick={() => mute.mutate(true)} data-testid="ops-support-unmute">
              {t('opsSupport.unmute')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </OpsCard>
  );
}
