import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OpsPromoEvent, OpsPromoEventBody } from '@hapa/contracts';
import { Badge, Button, Input } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsEvents } from '../../../lib/i18n/en/ops-events.ts';
import { opsApi } from '../api.ts';
import { Empty, ErrorLine, OpsCard, OpsHeading, OpsTable, Td, when } from '../ui.tsx';
import { FormActions, ImageField, Toggle, useRevealOn } from '../catalogue/shared.tsx';
import { DepositBonusSection } from './deposit-bonus-section.tsx';
import { EventPageForm } from './event-page-form.tsx';
import { newPageDraft, pageDraftOf, type PageDraft } from './page-draft.ts';

// the page's strings join i18n with its chunk
i18n.addResourceBundle('en', 'translation', { opsEvents }, true, true);

const KEY = ['ops', 'events'];
const Events = z.array(OpsPromoEvent);
type Draft = {
  id: number;
  slug: string;
  title: string;
  startsAt: string;
  endsAt: string;
  bannerImg: string;
  bannerText: string;
  isActive: boolean;
};

/** ISO -> the value of a datetime-local input (the operator's local time). */
function localInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const draftOf = (e: OpsPromoEvent): Draft => ({
  id: e.id,
  slug: e.slug,
  title: e.title,
  startsAt: localInput(e.startsAt),
  endsAt: localInput(e.endsAt),
  bannerImg: e.bannerImg,
  bannerText: e.bannerText,
  isActive: e.isActive,
});

/** The request body of a draft, or null when it is not valid (no title, bad dates, end not after start). */
export function eventBodyOf(d: Draft): OpsPromoEventBody | null {
  const starts = new Date(d.startsAt);
  const ends = new Date(d.endsAt);
  if (Number.isNaN(starts.getTime()) || Number.isNaN(ends.getTime())) return null;
  const r = OpsPromoEventBody.safeParse({
    title: d.title,
    startsAt: starts.toISOString(),
    endsAt: ends.toISOString(),
    bannerImg: d.bannerImg,
    bannerText: d.bannerText,
    isActive: d.isActive,
  });
  return r.success ? r.data : null;
}

/** Console, events (docs/architecture/console.md event framework): dates, banner and on/off of each event page. Role catalogue; audited. */
export default function EventsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: () => opsApi('/ops/events', { schema: Events }) });
  const [draft, setDraft] = useState<Draft | null>(null);
  // an operator's event page being made (eventId null) or its content edited (docs/events.md#event-pages)
  const [pageForm, setPageForm] = useState<{ eventId: number | null; draft: PageDraft } | null>(null);
  const panel = useRevealOn<HTMLDivElement>(draft?.id ?? (pageForm ? (pageForm.eventId ?? 'new') : null));
  const pageDone = () => {
    setPageForm(null);
    void qc.invalidateQueries({ queryKey: KEY });
  };
  const body = draft ? eventBodyOf(draft) : null;
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (d: { id: number; body: OpsPromoEventBody }) =>
      opsApi(`/ops/events/${d.id}`, { method: 'POST', body: d.body, schema: OpsPromoEvent }),
    onSuccess: () => {
      setDraft(null);
      void qc.invalidateQueries({ queryKey: KEY });
    },
  });
  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft && body) save.mutate({ id: draft.id, body });
  };
  const rows = list.data ?? [];
  return (
    <div data-testid="ops-events-page">
      <OpsHeading title={t('opsEvents.title')} subtitle={t('opsEvents.subtitle')}>
        <Button
          onClick={() => {
            setDraft(null);
            setPageForm({ eventId: null, draft: newPageDraft() });
          }}
          data-testid="ops-event-new"
        >
          {t('opsEvents.newPage')}
        </Button>
      </OpsHeading>
      <ErrorLine error={list.error} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_400px]">
        <OpsCard>
          {!rows.length ? (
            <Empty />
          ) : (
            <OpsTable
              head={[t('opsEvents.event'), t('opsEvents.state'), t('opsEvents.starts'), t('opsEvents.ends'), '']}
              testId="ops-events-table"
            >
              {rows.map((e) => (
                <tr key={e.id} data-testid={`ops-event-${e.slug}`}>
                  <Td>
                    <span className="block font-semibold">{e.title}</span>
                    <span className="block text-xs text-muted">{e.path}</span>
                  </Td>
                  <Td>
                    <Badge tone={!e.isActive ? 'neutral' : e.state === 'live' ? 'accent' : e.state === 'upcoming' ? 'violet' : 'warning'}>
                      {t(`opsEvents.states.${e.isActive ? e.state : 'off'}`)}
                    </Badge>
                  </Td>
                  <Td className="text-xs">{when(e.startsAt)}</Td>
                  <Td className="text-xs">{when(e.endsAt)}</Td>
                  <Td>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => {
                        save.reset();
                        setPageForm(null);
                        setDraft(draftOf(e));
                      }}
                      data-testid={`ops-event-edit-${e.slug}`}
                    >
                      {t('opsEvents.edit')}
                    </Button>
                    {pageDraftOf(e) ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => {
                          setDraft(null);
                          setPageForm({ eventId: e.id, draft: pageDraftOf(e)! });
                        }}
                        data-testid={`ops-event-page-${e.slug}`}
                      >
                        {t('opsEvents.editPage')}
                      </Button>
                    ) : null}
                  </Td>
                </tr>
              ))}
            </OpsTable>
          )}
        </OpsCard>
        {draft ? (
          <div ref={panel} className="h-fit scroll-mt-4 lg:sticky lg:top-4">
            <OpsCard title={t('opsEvents.editTitle', { slug: draft.slug })} testId="ops-event-form">
              <form className="flex flex-col gap-3" onSubmit={submit}>
                <Input
                  label={t('opsEvents.name')}
                  value={draft.title}
                  maxLength={80}
                  onChange={(e) => set({ title: e.target.value })}
                  data-testid="ops-event-title"
                />
                <div className="flex flex-col gap-3">
                  <Input
                    label={t('opsEvents.startsAt')}
                    type="datetime-local"
                    value={draft.startsAt}
                    onChange={(e) => set({ startsAt: e.target.value })}
                    data-testid="ops-event-starts"
                  />
                  <Input
                    label={t('opsEvents.endsAt')}
                    type="datetime-local"
                    value={draft.endsAt}
                    onChange={(e) => set({ endsAt: e.target.value })}
                    data-testid="ops-event-ends"
                  />
                </div>
                <ImageField value={draft.bannerImg} onChange={(bannerImg) => set({ bannerImg })} testId="ops-event-image" wide />
                <Input
                  label={t('opsEvents.bannerText')}
                  value={draft.bannerText}
                  maxLength={200}
                  onChange={(e) => set({ bannerText: e.target.value })}
                  data-testid="ops-event-banner-text"
                />
                <Toggle
                  checked={draft.isActive}
                  onChange={(isActive) => set({ isActive })}
                  label={t('opsEvents.active')}
                  testId="ops-event-active"
                />
                {!body ? <p className="text-sm text-danger">{t('opsEvents.invalid')}</p> : null}
                <ErrorLine error={save.error} />
                <FormActions saving={save.isPending} disabled={!body} testId="ops-event-save" onCancel={() => setDraft(null)} />
              </form>
            </OpsCard>
          </div>
        ) : pageForm ? (
          <div ref={panel} className="h-fit scroll-mt-4 lg:sticky lg:top-4">
            <EventPageForm key={pageForm.eventId ?? 'new'} eventId={pageForm.eventId} initial={pageForm.draft} onDone={pageDone} />
          </div>
        ) : null}
      </div>
      <DepositBonusSection />
    </div>
  );
}
