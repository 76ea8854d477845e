import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EVENT_BLOCK_TYPES, OpsPromoEvent } from '@hapa/contracts';
import { Button, Input, Select } from '../../../components/index.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsCard } from '../ui.tsx';
import { FormActions, ImageField, Toggle } from '../catalogue/shared.tsx';
import { contentOf, createBodyOf, newBlock, type BlockDraft, type PageDraft } from './page-draft.ts';

const AREA = 'min-h-24 w-full rounded-xl border border-line bg-bg-2 p-3 text-sm text-fg outline-none focus:border-accent';

/** One block's fields, with its order and remove controls. */
function BlockFields({
  b,
  i,
  count,
  set,
  move,
  remove,
}: {
  b: BlockDraft;
  i: number;
  count: number;
  set: (patch: Partial<BlockDraft>) => void;
  move: (dir: -1 | 1) => void;
  remove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-line p-3" data-testid={`ops-event-block-${i}`} data-type={b.type}>
      <div className="flex items-center gap-1">
        <span className="flex-1 text-xs font-bold uppercase tracking-wide text-muted">
          {i + 1}. {t(`opsEvents.blockTypes.${b.type}`)}
        </span>
        <Button size="sm" variant="ghost" disabled={i === 0} onClick={() => move(-1)} aria-label={t('opsEvents.up')}>
          ↑
        </Button>
        <Button size="sm" variant="ghost" disabled={i === count - 1} onClick={() => move(1)} aria-label={t('opsEvents.down')}>
          ↓
        </Button>
        <Button size="sm" variant="ghost" onClick={remove}>
          {t('opsEvents.remove')}
        </Button>
      </div>
      {b.type === 'boxes' ? (
        <Input
          label={t('opsEvents.boxIds')}
          value={b.boxIds}
          onChange={(e) => set({ boxIds: e.target.value })}
          data-testid={`ops-event-block-${i}-boxes`}
        />
      ) : b.type === 'leaderboard' ? (
        <Input label={t('opsEvents.size')} inputMode="numeric" value={b.size} onChange={(e) => set({ size: e.target.value })} />
      ) : b.type === 'rules' ? (
        <>
          <label className="text-xs font-semibold uppercase tracking-wide text-muted">
            {t('opsEvents.rulesEn')}
            <textarea
              className={AREA}
              value={b.rulesEn}
              onChange={(e) => set({ rulesEn: e.target.value })}
              data-testid={`ops-event-block-${i}-en`}
            />
          </label>
          <label className="text-xs font-semibold uppercase tracking-wide text-muted">
            {t('opsEvents.rulesPt')}
            <textarea
              className={AREA}
              value={b.rulesPt}
              onChange={(e) => set({ rulesPt: e.target.value })}
              data-testid={`ops-event-block-${i}-pt`}
            />
          </label>
        </>
      ) : (
        <p className="text-xs text-muted">{t('opsEvents.countdownHelp')}</p>
      )}
    </div>
  );
}

/**
 * A new operator's event page, or new content for one (docs/events.md#event-pages): address, dates, banner and
 * on/off (new pages; an existing event's dates are in its own form), title and subtitle in English and Portuguese,
 * and its blocks in page order. Saves POST /api/ops/events or /api/ops/events/{id}/page (audited).
 */
export function EventPageForm({ eventId, initial, onDone }: { eventId: number | null; initial: PageDraft; onDone: () => void }) {
  const { t } = useTranslation();
  const [d, setD] = useState(initial);
  const [adding, setAdding] = useState<BlockDraft['type']>('rules');
  const isNew = eventId === null;
  const createBody = isNew ? createBodyOf(d) : null;
  const content = contentOf(d);
  const valid = isNew ? !!createBody : !!content;
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () =>
      isNew
        ? opsApi('/ops/events', { method: 'POST', body: createBody, schema: OpsPromoEvent })
        : opsApi(`/ops/events/${eventId}/page`, { method: 'POST', body: { page: content }, schema: OpsPromoEvent }),
    onSuccess: onDone,
  });
  const set = (patch: Partial<PageDraft>) => setD((x) => ({ ...x, ...patch }));
  const setBlock = (i: number, patch: Partial<BlockDraft>) => set({ blocks: d.blocks.map((b, j) => (j === i ? { ...b, ...patch } : b)) });
  const move = (i: number, dir: -1 | 1) => {
    const next = [...d.blocks];
    [next[i], next[i + dir]] = [next[i + dir]!, next[i]!];
    set({ blocks: next });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) save.mutate();
  };
  return (
    <OpsCard title={isNew ? t('opsEvents.newTitle') : t('opsEvents.pageTitle', { slug: d.slug })} testId="ops-event-page-form">
      <form className="flex flex-col gap-3" onSubmit={submit}>
        {isNew ? (
          <>
            <Input
              label={t('opsEvents.slug')}
              value={d.slug}
              maxLength={64}
              onChange={(e) => set({ slug: e.target.value })}
              data-testid="ops-event-slug"
            />
            <Input
              label={t('opsEvents.startsAt')}
              type="datetime-local"
              value={d.startsAt}
              onChange={(e) => set({ startsAt: e.target.value })}
              data-testid="ops-event-new-starts"
            />
            <Input
              label={t('opsEvents.endsAt')}
              type="datetime-local"
              value={d.endsAt}
              onChange={(e) => set({ endsAt: e.target.value })}
              data-testid="ops-event-new-ends"
            />
            <ImageField value={d.bannerImg} onChange={(bannerImg) => set({ bannerImg })} testId="ops-event-new-image" wide />
            <Toggle
              checked={d.isActive}
              onChange={(isActive) => set({ isActive })}
              label={t('opsEvents.active')}
              testId="ops-event-new-active"
            />
          </>
        ) : null}
        <Input
          label={t('opsEvents.titleEn')}
          value={d.titleEn}
          maxLength={80}
          onChange={(e) => set({ titleEn: e.target.value })}
          data-testid="ops-event-title-en"
        />
        <Input
          label={t('opsEvents.titlePt')}
          value={d.titlePt}
          maxLength={80}
          onChange={(e) => set({ titlePt: e.target.value })}
          data-testid="ops-event-title-pt"
        />
        <Input
          label={t('opsEvents.subtitleEn')}
          value={d.subtitleEn}
          maxLength={200}
          onChange={(e) => set({ subtitleEn: e.target.value })}
          data-testid="ops-event-subtitle-en"
        />
        <Input
          label={t('opsEvents.subtitlePt')}
          value={d.subtitlePt}
          maxLength={200}
          onChange={(e) => set({ subtitlePt: e.target.value })}
          data-testid="ops-event-subtitle-pt"
        />
        <p className="text-xs font-bold uppercase tracking-wide text-muted">{t('opsEvents.blocks')}</p>
        {d.blocks.map((b, i) => (
          <BlockFields
            key={i}
            b={b}
            i={i}
            count={d.blocks.length}
            set={(patch) => setBlock(i, patch)}
            move={(dir) => move(i, dir)}
            remove={() => set({ blocks: d.blocks.filter((_, j) => j !== i) })}
          />
        ))}
        <div className="flex items-end gap-2">
          <Select
            label={t('opsEvents.addBlock')}
            value={adding}
            onChange={(e) => setAdding(e.target.value as BlockDraft['type'])}
            options={EVENT_BLOCK_TYPES.map((k) => ({ value: k, label: t(`opsEvents.blockTypes.${k}`) }))}
            containerClassName="flex-1"
            data-testid="ops-event-add-type"
          />
          <Button
            variant="secondary"
            disabled={d.blocks.length >= 8}
            onClick={() => set({ blocks: [...d.blocks, newBlock(adding)] })}
            data-testid="ops-event-add-block"
          >
            {t('opsEvents.addBlock')}
          </Button>
        </div>
        {!valid ? <p className="text-sm text-danger">{t('opsEvents.invalidPage')}</p> : null}
        <ErrorLine error={save.error} />
        <FormActions saving={save.isPending} disabled={!valid} testId="ops-event-page-save" onCancel={onDone} />
      </form>
    </OpsCard>
  );
}
