import { useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsItem, paged, type OpsItemBody } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { Button, Input, Select, rarityClasses, cn } from '../../../components/index.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { opsApi } from '../api.ts';
import { Empty, ErrorLine, OpsCard, OpsHeading, OpsTable, Pager, Td } from '../ui.tsx';
import { centsOf, coinsText, FormActions, ImageField, useRevealOn } from './shared.tsx';
import { picture } from '../../../lib/picture.ts';

const ItemPage = paged(OpsItem);
const KEY = ['ops', 'catalogue', 'items'];
const PAGE_SIZE = 20;

interface Draft {
  id: number | null;
  name: string;
  brand: string;
  category: string;
  price: string;
  skuLevel: string;
  description: string;
  image: string;
}
const EMPTY: Draft = { id: null, name: '', brand: '', category: '', price: '', skuLevel: '5', description: '', image: '' };
const draftOf = (i: OpsItem): Draft => ({
  id: i.id,
  name: i.name,
  brand: i.brand,
  category: i.category,
  price: coinsText(i.priceCents),
  skuLevel: String(i.skuLevel),
  description: i.description,
  image: i.image,
});

/** Items: search, create and edit (name, price, image, category, rarity). Role catalogue. */
export default function ItemsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(keyword, 300);
  const list = useQuery({
    queryKey: [...KEY, q, page],
    queryFn: () => opsApi('/ops/catalogue/items', { query: { keyword: q || undefined, page, pageSize: PAGE_SIZE }, schema: ItemPage }),
    placeholderData: keepPreviousData,
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const price = draft ? centsOf(draft.price) : null;
  const panel = useRevealOn<HTMLDivElement>(draft ? (draft.id ?? 'new') : null);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (d: Draft) => {
      const body: OpsItemBody = {
        name: d.name,
        brand: d.brand,
        category: d.category,
        priceCents: centsOf(d.price) ?? -1,
        skuLevel: Number(d.skuLevel),
        description: d.description,
        image: d.image,
      };
      return opsApi(d.id ? `/ops/catalogue/items/${d.id}` : '/ops/catalogue/items', { method: 'POST', body, schema: OpsItem });
    },
    onSuccess: (item) => {
      setDraft(draftOf(item));
      void qc.invalidateQueries({ queryKey: KEY });
    },
  });
  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft) save.mutate(draft);
  };
  const levels = [1, 2, 3, 4, 5].map((l) => ({ value: String(l), label: t(`opsCatalogue.items.levels.${l}`) }));

  return (
    <div data-testid="ops-items-page">
      <OpsHeading title={t('opsCatalogue.items.title')}>
        <Button
          onClick={() => {
            save.reset();
            setDraft(EMPTY);
          }}
          data-testid="item-new"
        >
          {t('opsCatalogue.items.new')}
        </Button>
      </OpsHeading>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0">
          <Input
            placeholder={t('opsCatalogue.common.search')}
            value={keyword}
            onChange={(e) => {
              setKeyword(e.target.value);
              setPage(1);
            }}
            containerClassName="mb-3"
            data-testid="item-search"
          />
          <ErrorLine error={list.error} />
          {list.data && !list.data.list.length ? <Empty /> : null}
          {list.data?.list.length ? (
            <OpsTable
              head={[
                t('opsCatalogue.items.id'),
                '',
                t('opsCatalogue.common.name'),
                t('opsCatalogue.items.category'),
                t('opsCatalogue.items.skuLevel'),
                t('opsCatalogue.common.price'),
                '',
              ]}
              testId="item-table"
            >
              {list.data.list.map((i) => (
                <tr key={i.id} className={cn(draft?.id === i.id && 'bg-accent/5')}>
                  <Td className="tabular-nums text-muted">{i.id}</Td>
                  <Td>
                    <img {...picture(i.image, '40px')} alt="" className="size-10 rounded-md bg-bg-2 object-contain" loading="lazy" />
                  </Td>
                  <Td className="font-semibold">
                    {i.name}
                    <span className="block text-xs font-normal text-muted">{i.brand}</span>
                  </Td>
                  <Td>{i.category}</Td>
                  <Td>
                    <span
                      className={cn(
                        'rounded-full border px-2 py-0.5 text-xs font-bold',
                        rarityClasses(i.skuLevel).border,
                        rarityClasses(i.skuLevel).text,
                      )}
                    >
                      {t(`opsCatalogue.items.levels.${i.skuLevel}`)}
                    </span>
                  </Td>
                  <Td className="tabular-nums">{formatCoins(i.priceCents)}</Td>
                  <Td>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => {
                        save.reset();
                        setDraft(draftOf(i));
                      }}
                    >
                      {t('opsCatalogue.common.edit')}
                    </Button>
                  </Td>
                </tr>
              ))}
            </OpsTable>
          ) : null}
          {list.data ? <Pager page={page} total={list.data.total} pageSize={PAGE_SIZE} onPage={setPage} /> : null}
        </div>
        {draft ? (
          <div ref={panel} className="h-fit scroll-mt-4 lg:sticky lg:top-4">
            <OpsCard
              title={draft.id ? t('opsCatalogue.items.editTitle', { id: draft.id }) : t('opsCatalogue.items.new')}
              testId="item-form"
            >
              <form className="flex flex-col gap-3" onSubmit={submit}>
                <Input
                  label={t('opsCatalogue.common.name')}
                  value={draft.name}
                  onChange={(e) => set({ name: e.target.value })}
                  required
                  maxLength={80}
                  data-testid="item-name"
                />
                <div className="grid grid-cols-2 gap-3">
                  <Input
                    label={t('opsCatalogue.items.brand')}
                    value={draft.brand}
                    onChange={(e) => set({ brand: e.target.value })}
                    maxLength={60}
                  />
                  <Input
                    label={t('opsCatalogue.items.category')}
                    value={draft.category}
                    onChange={(e) => set({ category: e.target.value })}
                    required
                    maxLength={40}
                    data-testid="item-category"
                  />
                </div>
                <div className="grid grid-cols-2 gap-3">
                  <Input
                    label={t('opsCatalogue.common.price')}
                    inputMode="decimal"
                    value={draft.price}
                    onChange={(e) => set({ price: e.target.value })}
                    required
                    error={draft.price && price === null ? ' ' : undefined}
                    data-testid="item-price"
                  />
                  <Select
                    label={t('opsCatalogue.items.skuLevel')}
                    options={levels}
                    value={draft.skuLevel}
                    onChange={(e) => set({ skuLevel: e.target.value })}
                    data-testid="item-level"
                  />
                </div>
                <ImageField value={draft.image} onChange={(image) => set({ image })} testId="item-image" />
                <label className="flex flex-col gap-1.5">
                  <span className="text-xs font-semibold uppercase tracking-wide text-muted">{t('opsCatalogue.items.description')}</span>
                  <textarea
                    className="min-h-20 rounded-xl border border-line bg-bg-2 px-3 py-2 text-sm"
                    value={draft.description}
                    maxLength={500}
                    onChange={(e) => set({ description: e.target.value })}
                  />
                </label>
                <ErrorLine error={save.error} />
                {save.isSuccess ? (
                  <p className="text-sm text-accent" role="status">
                    {t('opsCatalogue.common.saved')}
                  </p>
                ) : null}
                <FormActions
                  saving={save.isPending}
                  disabled={!draft.image || price === null}
                  testId="item-save"
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
