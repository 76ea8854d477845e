import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OpsBanner, type OpsBannerBody } from '@hapa/contracts';
import { Button, Input, Select, cn } from '../../../components/index.ts';
import { opsApi } from '../api.ts';
import { Empty, ErrorLine, OpsCard, OpsHeading, OpsTable, Td, when } from '../ui.tsx';
import { FormActions, ImageField, Toggle, useRevealOn } from '../catalogue/shared.tsx';
import { BannerPreview } from './banner-preview.tsx';
import { picture } from '../../../lib/picture.ts';

const KEY = ['ops', 'content', 'banners'];
const Banners = z.array(OpsBanner);

type Draft = Omit<OpsBannerBody, 'intervalHours' | 'endTime' | 'sort'> & {
  id: number | null;
  intervalHours: string;
  endTime: string;
  sort: string;
};
const EMPTY: Draft = {
  id: null,
  placement: 'banner',
  img: '',
  link: '',
  redirectType: 'internal',
  bannerKey: null,
  title: '',
  sendFrequency: 'no_limit',
  intervalHours: '24',
  endTime: '',
  sort: '50',
  isActive: true,
};

/** ISO -> the value of a datetime-local input (local time). */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const draftOf = (b: OpsBanner): Draft => ({
  ...b,
  bannerKey: b.bannerKey as Draft['bannerKey'],
  intervalHours: b.intervalHours ? String(b.intervalHours) : '24',
  endTime: localInput(b.endTime),
  sort: String(b.sort),
});

/** Home banners and pops (docs/product/entities.md#banners Banner): image, link, what a tap does, how often it shows, end time. Role catalogue. */
export default function ContentPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: () => opsApi('/ops/content/banners', { schema: Banners }) });
  const [draft, setDraft] = useState<Draft | null>(null);
  const panel = useRevealOn<HTMLDivElement>(draft ? (draft.id ?? 'new') : null);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (d: Draft) => {
      const body: OpsBannerBody = {
        placement: d.placement,
        img: d.img,
        link: d.redirectType === 'internal' || d.redirectType === 'external' ? d.link : '',
        redirectType: d.redirectType,
        bannerKey: d.bannerKey,
        title: d.title,
        sendFrequency: d.sendFrequency,
        intervalHours: d.sendFrequency === 'interval' ? Number(d.intervalHours) : null,
        endTime: d.endTime ? new Date(d.endTime).toISOString() : null,
        sort: Number(d.sort) || 0,
        isActive: d.isActive,
      };
      return opsApi(d.id ? `/ops/content/banners/${d.id}` : '/ops/content/banners', { method: 'POST', body, schema: OpsBanner });
    },
    onSuccess: () => {
      setDraft(null);
      void qc.invalidateQueries({ queryKey: KEY });
    },
  });
  const remove = useMutation({
    meta: { silent: true },
    mutationFn: (id: number) => opsApi(`/ops/content/banners/${id}/delete`, { method: 'POST', schema: z.null() }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft) save.mutate(draft);
  };
  const opts = <K extends string>(keys: readonly K[], prefix: string) => keys.map((k) => ({ value: k, label: t(`${prefix}.${k}`) }));
  const now = Date.now();

  const table = (placement: 'banner' | 'pop') => {
    const rows = (list.data ?? []).filter((b) => b.placement === placement);
    if (!rows.length) return <Empty />;
    return (
      <OpsTable
        head={[
          '',
          t('opsCatalogue.content.link'),
          t('opsCatalogue.content.sendFrequency'),
          t('opsCatalogue.content.ends'),
          t('opsCatalogue.content.sort'),
          '',
        ]}
        testId={`content-${placement}s`}
      >
        {rows.map((b) => {
          const ended = b.endTime !== null && Date.parse(b.endTime) <= now;
          return (
            <tr key={b.id} data-testid={`content-row-${b.id}`}>
              <Td>
                {b.img ? (
                  <img {...picture(b.img, '96px')} alt="" className="h-10 w-24 rounded bg-bg-2 object-cover" />
                ) : (
                  <span className="text-xs text-muted">{t('opsCatalogue.content.builtIn', { key: b.bannerKey })}</span>
                )}
                <span className={cn('mt-1 block text-[11px] font-bold', !b.isActive || ended ? 'text-muted' : 'text-accent')}>
                  {!b.isActive
                    ? t('opsCatalogue.content.inactive')
                    : ended
                      ? t('opsCatalogue.content.ended')
                      : t('opsCatalogue.content.active')}
                </span>
              </Td>
              <Td className="text-xs">
                {t(`opsCatalogue.content.redirectTypes.${b.redirectType}`)}
                <span className="block break-all text-muted">{b.link}</span>
              </Td>
              <Td className="text-xs">
                {t(`opsCatalogue.content.frequencies.${b.sendFrequency}`)}
                {b.intervalHours ? ` (${b.intervalHours} h)` : ''}
              </Td>
              <Td className="text-xs">{b.endTime ? when(b.endTime) : '—'}</Td>
              <Td className="tabular-nums">{b.sort}</Td>
              <Td>
                <span className="flex gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => {
                      save.reset();
                      setDraft(draftOf(b));
                    }}
                  >
                    {t('opsCatalogue.common.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => window.confirm(t('opsCatalogue.content.confirmDelete')) && remove.mutate(b.id)}
                  >
                    {t('opsCatalogue.common.delete')}
                  </Button>
                </span>
              </Td>
            </tr>
          );
        })}
      </OpsTable>
    );
  };

  return (
    <div data-testid="ops-content-page">
      <OpsHeading title={t('opsCatalogue.content.title')}>
        <Button
          onClick={() => {
            save.reset();
            setDraft(EMPTY);
          }}
          data-testid="content-new"
        >
          {t('opsCatalogue.content.new')}
        </Button>
      </OpsHeading>
      <ErrorLine error={list.error ?? remove.error} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_400px]">
        <div className="flex min-w-0 flex-col gap-4">
          <OpsCard title={t('opsCatalogue.content.banners')}>{table('banner')}</OpsCard>
          <OpsCard title={t('opsCatalogue.content.pops')}>{table('pop')}</OpsCard>
        </div>
        {draft ? (
          <div ref={panel} className="h-fit scroll-mt-4 lg:sticky lg:top-4">
            <OpsCard
              title={draft.id ? `${t('opsCatalogue.common.edit')} #${draft.id}` : t('opsCatalogue.content.new')}
              testId="content-form"
            >
              <form className="flex flex-col gap-3" onSubmit={submit}>
                <Select
                  label={t('opsCatalogue.content.placement')}
                  options={opts(['banner', 'pop'] as const, 'opsCatalogue.content.placements')}
                  value={draft.placement}
                  onChange={(e) => set({ placement: e.target.value as Draft['placement'] })}
                  data-testid="content-placement"
                />
                {draft.bannerKey ? (
                  <p className="text-xs text-muted">{t('opsCatalogue.content.builtIn', { key: draft.bannerKey })}</p>
                ) : (
                  <>
                    <ImageField value={draft.img} onChange={(img) => set({ img })} testId="content-image" wide />
                    {/* the carousel's two crops of the image (docs/how-to/operator-day.md#safety) */}
                    {draft.placement === 'banner' ? <BannerPreview img={draft.img} /> : null}
                  </>
                )}
                <Input
                  label={t('opsCatalogue.content.label')}
                  value={draft.title}
                  onChange={(e) => set({ title: e.target.value })}
                  maxLength={80}
                  data-testid="content-title"
                />
                <Select
                  label={t('opsCatalogue.content.redirectType')}
                  options={opts(['internal', 'external', 'topup', 'none'] as const, 'opsCatalogue.content.redirectTypes')}
                  value={draft.redirectType}
                  onChange={(e) => set({ redirectType: e.target.value as Draft['redirectType'] })}
                  data-testid="content-redirect"
                />
                {draft.redirectType === 'internal' || draft.redirectType === 'external' ? (
                  <Input
                    label={t('opsCatalogue.content.link')}
                    hint={t('opsCatalogue.content.linkHelp')}
                    value={draft.link}
                    onChange={(e) => set({ link: e.target.value })}
                    maxLength={300}
                    data-testid="content-link"
                  />
                ) : null}
                <Select
                  label={t('opsCatalogue.content.sendFrequency')}
                  options={opts(['no_limit', 'interval', 'no_close'] as const, 'opsCatalogue.content.frequencies')}
                  value={draft.sendFrequency}
                  onChange={(e) => set({ sendFrequency: e.target.value as Draft['sendFrequency'] })}
                  data-testid="content-frequency"
                />
                {draft.sendFrequency === 'interval' ? (
                  <Input
                    label={t('opsCatalogue.content.intervalHours')}
                    inputMode="numeric"
                    value={draft.intervalHours}
                    onChange={(e) => set({ intervalHours: e.target.value })}
                    data-testid="content-interval"
                  />
                ) : null}
                <div className="grid grid-cols-2 gap-3">
                  <Input
                    label={t('opsCatalogue.content.endTime')}
                    type="datetime-local"
                    value={draft.endTime}
                    onChange={(e) => set({ endTime: e.target.value })}
                    data-testid="content-end"
                  />
                  <Input
                    label={t('opsCatalogue.content.sort')}
                    inputMode="numeric"
                    value={draft.sort}
                    onChange={(e) => set({ sort: e.target.value })}
                    data-testid="content-sort"
                  />
                </div>
                <Toggle checked={draft.isActive} onChange={(v) => set({ isActive: v })} label={t('opsCatalogue.content.active')} />
                <ErrorLine error={save.error} />
                <FormActions
                  saving={save.isPending}
                  disabled={!draft.img && !draft.bannerKey}
                  testId="content-save"
                  onCancel={() => setDraft(null)}
                />
              </form>
            </OpsCard>
          </div>
        ) : null}
      </div>
    </div>
  );
}
