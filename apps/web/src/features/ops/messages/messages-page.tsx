import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  OPS_MESSAGE_BODY_MAX,
  OPS_MESSAGE_TITLE_MAX,
  OpsMessage,
  OpsMessageAudienceSize,
  OpsMessagePage,
  type OpsMessage as Message,
  type OpsMessageAudience,
} from '@hapa/contracts';
import { Badge, Button, Input, Select, cn } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsContent } from '../../../lib/i18n/en/ops-content.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { opsApi } from '../api.ts';
import { Empty, ErrorLine, OpsCard, OpsHeading, OpsTable, Pager, Td, when } from '../ui.tsx';
import { formatNumber } from '../../../lib/i18n/format.ts';

i18n.addResourceBundle('en', 'translation', { opsContent }, true, true);

const m = 'opsContent.messages';
const KEY = ['ops', 'messages'];
const PAGE_SIZE = 20;
type AudienceKind = OpsMessageAudience['kind'];
const KINDS: AudienceKind[] = ['all', 'language', 'vip', 'country', 'player'];

interface Draft {
  kind: AudienceKind;
  uid: string;
  minLevel: string;
  maxLevel: string;
  country: string;
  language: 'en' | 'pt-BR';
  titleEn: string;
  bodyEn: string;
  titlePt: string;
  bodyPt: string;
  link: string;
  when: 'now' | 'later';
  sendAt: string;
}
const FRESH: Draft = {
  kind: 'language',
  uid: '',
  minLevel: '0',
  maxLevel: '10',
  country: 'BR',
  language: 'pt-BR',
  titleEn: '',
  bodyEn: '',
  titlePt: '',
  bodyPt: '',
  link: '',
  when: 'now',
  sendAt: '',
};

/** The audience the form describes, or null while a field is not a number. */
function audienceOf(d: Draft): OpsMessageAudience | null {
  const int = (s: string) => (/^\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : null);
  switch (d.kind) {
    case 'all':
      return { kind: 'all' };
    case 'language':
      return { kind: 'language', language: d.language };
    case 'country':
      return /^[A-Z]{2}$/.test(d.country) ? { kind: 'country', country: d.country } : null;
    case 'vip': {
      const [min, max] = [int(d.minLevel), int(d.maxLevel)];
      return min === null || max === null ? null : { kind: 'vip', minLevel: min, maxLevel: max };
    }
    case 'player': {
      const uid = int(d.uid);
      return uid === null || uid < 1 ? null : { kind: 'player', uid };
    }
  }
}

/** Who a stored message goes to, in words. */
export function audienceText(a: OpsMessageAudience): string {
  switch (a.kind) {
    case 'all':
      return i18n.t(`${m}.audiences.all`);
    case 'language':
      return i18n.t(`${m}.audienceLanguage`, { language: i18n.t(`${m}.languages.${a.language}`) });
    case 'country':
      return i18n.t(`${m}.audienceCountry`, { country: a.country });
    case 'vip':
      return i18n.t(`${m}.audienceVip`, { min: a.minLevel, max: a.maxLevel });
    case 'player':
      return i18n.t(`${m}.audiencePlayer`, { uid: a.uid });
  }
}

const STATUS_TONE = { scheduled: 'warning', sending: 'violet', sent: 'accent', cancelled: 'danger' } as const;

/**
 * Messages (support; docs/how-to/operator-day.md#messages): write a notification in English and Portuguese for one
 * player or a segment (everyone, a language, a VIP level range, a country), send it now or at a time; each player
 * reads it once, in their language, in their notifications. The list shows progress; a scheduled one can be cancelled.
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [draft, setDraft] = useState<Draft>(FRESH);
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...KEY, page],
    queryFn: () => opsApi('/ops/messages', { query: { page, pageSize: PAGE_SIZE }, schema: OpsMessagePage }),
    // a segment's fan-out moves in batches: follow it while a message is sending
    refetchInterval: (q) => (q.state.data?.list.some((x) => x.status === 'sending' || x.status === 'scheduled') ? 3_000 : false),
  });
  const audience = audienceOf(draft);
  // how many players it would reach now (asked again as the audience settles)
  const asked = useDebouncedValue(audience ? JSON.stringify(audience) : '', 300);
  const reach = useQuery({
    queryKey: [...KEY, 'audience', asked],
    queryFn: () =>
      opsApi('/ops/messages/audience', {
        query: JSON.parse(asked) as Record<string, string | number>,
        schema: OpsMessageAudienceSize,
      }),
    enabled: !!asked,
  });
  const later = draft.when === 'later';
  const valid =
    !!audience &&
    [draft.titleEn, draft.bodyEn, draft.titlePt, draft.bodyPt].every((s) => s.trim()) &&
    (!later || !!draft.sendAt) &&
    (!draft.link || draft.link.startsWith('/'));
  const send = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      opsApi('/ops/messages', {
        method: 'POST',
        body: {
          audience: audience!,
          titleEn: draft.titleEn.trim(),
          bodyEn: draft.bodyEn.trim(),
          titlePt: draft.titlePt.trim(),
          bodyPt: draft.bodyPt.trim(),
          link: draft.link.trim(),
          sendAt: later ? new Date(draft.sendAt).toISOString() : null,
        },
        schema: OpsMessage,
      }),
    onSuccess: (r) => {
      showToast(t(r.sendAt > r.createdAt ? `${m}.scheduledToast` : `${m}.sentToast`), 'success');
      setDraft(FRESH);
      setPage(1);
      void qc.invalidateQueries({ queryKey: KEY });
    },
  });
  const cancel = useMutation({
    meta: { silent: true },
    mutationFn: (id: number) => opsApi(`/ops/messages/${id}/cancel`, { method: 'POST', schema: OpsMessage }),
    onSettled: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
  const set = (patch: Partial<Draft>) => {
    send.reset();
    setDraft((d) => ({ ...d, ...patch }));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid && !send.isPending) send.mutate();
  };

  return (
    <div className="flex flex-col gap-5" data-testid="ops-messages">
      <OpsHeading title={t(`${m}.title`)} subtitle={t(`${m}.subtitle`)} />
      <OpsCard title={t(`${m}.new`)} testId="message-form">
        <form className="flex flex-col gap-4" onSubmit={submit}>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Select
              label={t(`${m}.audience`)}
              options={KINDS.map((k) => ({ value: k, label: t(`${m}.audiences.${k}`) }))}
              value={draft.kind}
              onChange={(e) => set({ kind: e.target.value as AudienceKind })}
              data-testid="message-audience"
            />
            {draft.kind === 'language' ? (
              <Select
                label={t(`${m}.language`)}
                options={(['pt-BR', 'en'] as const).map((l) => ({ value: l, label: t(`${m}.languages.${l}`) }))}
                value={draft.language}
                onChange={(e) => set({ language: e.target.value as Draft['language'] })}
                data-testid="message-language"
              />
            ) : null}
            {draft.kind === 'vip' ? (
              <>
                <Input
                  label={t(`${m}.minLevel`)}
                  inputMode="numeric"
                  value={draft.minLevel}
                  onChange={(e) => set({ minLevel: e.target.value })}
                  data-testid="message-min-level"
                />
                <Input
                  label={t(`${m}.maxLevel`)}
                  inputMode="numeric"
                  value={draft.maxLevel}
                  onChange={(e) => set({ maxLevel: e.target.value })}
                  data-testid="message-max-level"
                />
              </>
            ) : null}
            {draft.kind === 'country' ? (
              <Input
                label={t(`${m}.country`)}
                hint={t(`${m}.countryHint`)}
                maxLength={2}
                value={draft.country}
                onChange={(e) => set({ country: e.target.value.toUpperCase().replace(/[^A-Z]/g, '') })}
                data-testid="message-country"
              />
            ) : null}
            {draft.kind === 'player' ? (
              <Input
                label={t(`${m}.uid`)}
                inputMode="numeric"
                value={draft.uid}
                onChange={(e) => set({ uid: e.target.value })}
                data-testid="message-uid"
              />
            ) : null}
          </div>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <LanguageBlock title={t(`${m}.languages.en`)}>
              <Input
                label={t(`${m}.titleField`)}
                maxLength={OPS_MESSAGE_TITLE_MAX}
                value={draft.titleEn}
                onChange={(e) => set({ titleEn: e.target.value })}
                data-testid="message-title-en"
              />
              <TextArea label={t(`${m}.bodyField`)} value={draft.bodyEn} onChange={(bodyEn) => set({ bodyEn })} testId="message-body-en" />
            </LanguageBlock>
            <LanguageBlock title={t(`${m}.languages.pt-BR`)}>
              <Input
                label={t(`${m}.titleField`)}
                maxLength={OPS_MESSAGE_TITLE_MAX}
                value={draft.titlePt}
                onChange={(e) => set({ titlePt: e.target.value })}
                data-testid="message-title-pt"
              />
              <TextArea label={t(`${m}.bodyField`)} value={draft.bodyPt} onChange={(bodyPt) => set({ bodyPt })} testId="message-body-pt" />
            </LanguageBlock>
          </div>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <Input
              label={t(`${m}.link`)}
              hint={t(`${m}.linkHint`)}
              maxLength={200}
              value={draft.link}
              onChange={(e) => set({ link: e.target.value.trim() })}
              error={draft.link && !draft.link.startsWith('/') ? t(`${m}.linkBad`) : undefined}
              data-testid="message-link"
            />
            <Select
              label={t(`${m}.when`)}
              options={[
                { value: 'now', label: t(`${m}.now`) },
                { value: 'later', label: t(`${m}.later`) },
              ]}
              value={draft.when}
              onChange={(e) => set({ when: e.target.value as Draft['when'] })}
              data-testid="message-when"
            />
            {later ? (
              <Input
                label={t(`${m}.sendAt`)}
                type="datetime-local"
                value={draft.sendAt}
                onChange={(e) => set({ sendAt: e.target.value })}
                data-testid="message-send-at"
              />
            ) : null}
          </div>
          <ErrorLine error={send.error} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" loading={send.isPending} disabled={!valid} data-testid="message-send">
              {later ? t(`${m}.schedule`) : t(`${m}.send`)}
            </Button>
            {audience ? (
              <span className="text-sm text-muted" data-testid="message-reach">
                {t(`${m}.to`, { audience: audienceText(audience) })}
                {reach.data && asked === JSON.stringify(audience)
                  ? ` · ${t(`${m}.reach`, { count: reach.data.players, n: formatNumber(reach.data.players) })}`
                  : ''}
              </span>
            ) : null}
          </div>
        </form>
      </OpsCard>
      <ErrorLine error={list.error ?? cancel.error} />
      {list.data ? (
        list.data.list.length ? (
          <>
            <OpsTable
              head={[t(`${m}.message`), t(`${m}.audience`), t(`${m}.sendAtCol`), t(`${m}.status`), t(`${m}.delivered`), '']}
              testId="message-list"
            >
              {list.data.list.map((r) => (
                <Row key={r.id} r={r} onCancel={() => cancel.mutate(r.id)} cancelling={cancel.isPending && cancel.variables === r.id} />
              ))}
            </OpsTable>
            <Pager page={page} total={list.data.total} pageSize={PAGE_SIZE} onPage={setPage} />
          </>
        ) : (
          <Empty />
        )
      ) : null}
    </div>
  );
}

function Row({ r, onCancel, cancelling }: { r: Message; onCancel: () => void; cancelling: boolean }) {
  const { t } = useTranslation();
  return (
    <tr data-testid={`message-row-${r.id}`}>
      <Td>
        <p className="font-semibold">{r.titleEn}</p>
        <p className="text-xs text-muted">{r.titlePt}</p>
      </Td>
      <Td className="text-sm">{audienceText(r.audience)}</Td>
      <Td className="whitespace-nowrap text-xs text-muted">{when(r.sendAt)}</Td>
      <Td>
        <span data-testid="message-status" data-status={r.status}>
          <Badge tone={STATUS_TONE[r.status]}>{t(`${m}.statuses.${r.status}`)}</Badge>
        </span>
      </Td>
      <Td className="tabular-nums">
        <span data-testid="message-delivered">{formatNumber(r.delivered)}</span>
      </Td>
      <Td className="text-right">
        {r.status === 'scheduled' ? (
          <Button size="sm" variant="secondary" loading={cancelling} onClick={onCancel} data-testid="message-cancel">
            {t(`${m}.cancel`)}
          </Button>
        ) : null}
      </Td>
    </tr>
  );
}

function LanguageBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-3">
      <legend className="px-1 text-xs font-bold uppercase tracking-wider text-subtle">{title}</legend>
      {children}
    </fieldset>
  );
}

function TextArea({ label, value, onChange, testId }: { label: string; value: string; onChange: (v: string) => void; testId: string }) {
  const { t } = useTranslation();
  const n = [...value].length;
  return (
    <label className="flex flex-col gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted">
      {label}
      <textarea
        value={value}
        rows={4}
        maxLength={OPS_MESSAGE_BODY_MAX}
        onChange={(e) => onChange(e.target.value)}
        className="w-full resize-y rounded-xl border border-line bg-bg-2 px-3 py-2 text-sm normal-case tracking-normal text-fg outline-none focus:border-accent"
        data-testid={testId}
      />
      <span className={cn('self-end text-[11px] normal-case tabular-nums', n > OPS_MESSAGE_BODY_MAX && 'text-danger')}>
        {t(`${m}.counter`, { count: n, max: OPS_MESSAGE_BODY_MAX })}
      </span>
    </label>
  );
}
