import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OpsBox, OpsBoxBody } from '@hapa/contracts';
import { Input } from '../../../components/index.ts';
import { ErrorLine } from '../ui.tsx';
import { centsOf, coinsText, FormActions, ImageField, Toggle } from './shared.tsx';

interface Draft {
  name: string;
  price: string;
  description: string;
  image: string;
  tags: string;
  isFeatured: boolean;
  isActive: boolean;
}

const draftOf = (b: OpsBox | null): Draft =>
  b
    ? {
        name: b.name,
        price: coinsText(b.priceCents),
        description: b.description,
        image: b.image,
        tags: b.tags.join(', '),
        isFeatured: b.isFeatured,
        isActive: b.isActive,
      }
    : { name: '', price: '', description: '', image: '', tags: '', isFeatured: false, isActive: false };

/** Box fields (name, price, tags, featured, on/off sale, artwork); a new box starts off sale. */
export function BoxForm({
  box,
  saving,
  error,
  saved,
  onSave,
  onCancel,
}: {
  box: OpsBox | null;
  saving: boolean;
  error: unknown;
  saved?: boolean;
  onSave: (body: OpsBoxBody) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [d, setD] = useState<Draft>(() => draftOf(box));
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const cents = centsOf(d.price);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (cents === null) return;
    const tags = d.tags
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    onSave({
      name: d.name,
      priceCents: cents,
      description: d.description,
      image: d.image,
      tags,
      isFeatured: d.isFeatured,
      isActive: box ? d.isActive : false,
    });
  };
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} data-testid="box-form">
      <Input
        label={t('opsCatalogue.common.name')}
        value={d.name}
        onChange={(e) => set({ name: e.target.value })}
        required
        maxLength={80}
        data-testid="box-name"
      />
      <div className="grid grid-cols-2 gap-3">
        <Input
          label={t('opsCatalogue.common.price')}
          inputMode="decimal"
          value={d.price}
          onChange={(e) => set({ price: e.target.value })}
          required
          error={d.price && cents === null ? ' ' : undefined}
          data-testid="box-price-input"
        />
        <Input label={t('opsCatalogue.boxes.tags')} value={d.tags} onChange={(e) => set({ tags: e.target.value })} data-testid="box-tags" />
      </div>
      <ImageField value={d.image} onChange={(image) => set({ image })} testId="box-image" />
      <label className="flex flex-col gap-1.5">
        <span className="text-xs font-semibold uppercase tracking-wide text-muted">{t('opsCatalogue.boxes.description')}</span>
        <textarea
          className="min-h-16 rounded-xl border border-line bg-bg-2 px-3 py-2 text-sm"
          value={d.description}
          maxLength={500}
          onChange={(e) => set({ description: e.target.value })}
        />
      </label>
      <div className="flex flex-wrap gap-4">
        <Toggle
          checked={d.isFeatured}
          onChange={(v) => set({ isFeatured: v })}
          label={t('opsCatalogue.boxes.featured')}
          testId="box-featured"
        />
        {box ? (
          <Toggle checked={d.isActive} onChange={(v) => set({ isActive: v })} label={t('opsCatalogue.boxes.onSale')} testId="box-on-sale" />
        ) : null}
      </div>
      <ErrorLine error={error} />
      {saved ? (
        <p className="text-sm text-accent" role="status">
          {t('opsCatalogue.common.saved')}
        </p>
      ) : null}
      <FormActions saving={saving} disabled={!d.image || cents === null} testId="box-save" onCancel={onCancel} />
    </form>
  );
}
