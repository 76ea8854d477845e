import { coinsToCents } from '@hapa/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  OpsTreasureSettings,
  OpsTreasureView,
  type OpsTreasure,
  type OpsTreasureCreateBody,
  type OpsTreasureUpdateBody,
} from '@hapa/contracts';
import { Button, Input } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { formatPpmPercent } from '../../../lib/i18n/format.ts';
import { opsTreasure } from '../../../lib/i18n/en/games-treasure.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, money, OpsCard, OpsTable, Td } from '../ui.tsx';
import { picture } from '../../../lib/picture.ts';

// the section's strings join i18n with the console chunk
i18n.addResourceBundle('en', 'translation', { opsTreasure }, true, true);

const KEY = ['ops', 'games', 'treasure'];
type SettingsForm = { edge: string; minMaps: string; maxMaps: string; hours: string };
const MONEY = /^\d{1,8}(\.\d{1,2})?$/;
const INT = /^\d{1,3}$/;

/** Parses the settings form into the body, or null when a field is not valid. */
export function parseTreasureSettingsForm(f: SettingsForm): OpsTreasureSettings | null {
  if (!/^\d{1,2}(\.\d{1,4})?$/.test(f.edge.trim()) || ![f.minMaps, f.maxMaps, f.hours].every((v) => INT.test(v.trim()))) return null;
  const r = OpsTreasureSettings.safeParse({
    edgePpm: Math.round(Number(f.edge) * 10_000),
    minMaps: Number(f.minMaps),
    maxMaps: Number(f.maxMaps),
    autoOpenHours: Number(f.hours),
  });
  return r.success ? r.data : null;
}

type RowForm = { type: string; mapPrice: string; mapCount: string; minVip: string; sort: string; isActive: boolean; isHot: boolean };
const rowFormOf = (x: OpsTreasure): RowForm => ({
  type: String(x.type),
  mapPrice: x.mapPrice.toFixed(2),
  mapCount: String(x.mapCount),
  minVip: String(x.minVipLevel),
  sort: String(x.sort),
  isActive: x.isActive,
  isHot: x.isHot,
});

/** A treasure row's form as the update body, or null when a field is not valid (the value check is the server's). */
export function parseTreasureRow(f: RowForm): Required<OpsTreasureUpdateBody> | null {
  if (!MONEY.test(f.mapPrice.trim()) || !INT.test(f.mapCount.trim()) || !INT.test(f.minVip.trim()) || !/^-?\d{1,5}$/.test(f.sort.trim()))
    return null;
  const mapCount = Number(f.mapCount);
  const minVipLevel = Number(f.minVip);
  if (mapCount < 1 || mapCount > 10 || minVipLevel > 10 || Number(f.mapPrice) <= 0) return null;
  return {
    type: f.type === '1' ? 1 : 2,
    mapPrice: f.mapPrice.trim(),
    mapCount,
    minVipLevel,
    sort: Number(f.sort),
    isActive: f.isActive,
    isHot: f.isHot,
  };
}

/** Finance: treasure hunter's edge and map limits, and its treasure rows (docs/architecture/console.md; every change audited). */
export function TreasureSettingsSection() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const view = useQuery({ queryKey: KEY, queryFn: () => opsApi('/ops/games/treasure', { schema: OpsTreasureView }) });
  const [form, setForm] = useState<SettingsForm>({ edge: '', minMaps: '', maxMaps: '', hours: '' });
  useEffect(() => {
    const s = view.data?.settings;
    if (s)
      setForm({ edge: String(s.edgePpm / 10_000), minMaps: String(s.minMaps), maxMaps: String(s.maxMaps), hours: String(s.autoOpenHours) });
  }, [view.data?.settings]);
  const body = parseTreasureSettingsForm(form);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => opsApi('/ops/games/treasure', { method: 'POST', body: body!, schema: OpsTreasureView }),
    onSuccess: (v) => qc.setQueryData(KEY, v),
  });
  const field = (k: keyof SettingsForm) => ({
    value: form[k],
    onChange: (e: { target: { value: string } }) => {
      save.reset();
      setForm((f) => ({ ...f, [k]: e.target.value }));
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (body) save.mutate();
  };
  return (
    <div className="flex flex-col gap-4" data-testid="ops-treasure">
      <OpsCard className="max-w-xl">
        <h2 className="mb-1 text-lg font-bold">{t('opsTreasure.title')}</h2>
        <p className="mb-3 text-xs text-muted">{t('opsTreasure.help')}</p>
        <form className="flex flex-col gap-3" onSubmit={submit}>
          <Input label={t('opsTreasure.edge')} inputMode="decimal" {...field('edge')} data-testid="treasure-ops-edge" />
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Input label={t('opsTreasure.minMaps')} inputMode="numeric" {...field('minMaps')} data-testid="treasure-ops-min" />
            <Input label={t('opsTreasure.maxMaps')} inputMode="numeric" {...field('maxMaps')} data-testid="treasure-ops-max" />
            <Input label={t('opsTreasure.autoOpen')} inputMode="numeric" {...field('hours')} data-testid="treasure-ops-hours" />
          </div>
          {!body && view.data ? <p className="text-sm text-danger">{t('opsTreasure.invalid')}</p> : null}
          <ErrorLine error={view.error ?? save.error} />
          {save.isSuccess ? (
            <p className="text-sm text-accent" role="status">
              {t('opsTreasure.saved')}
            </p>
          ) : null}
          <Button type="submit" loading={save.isPending} disabled={!body} className="self-start" data-testid="treasure-ops-save">
            {t('opsTreasure.save')}
          </Button>
        </form>
      </OpsCard>
      <OpsCard title={t('opsTreasure.treasures')}>
        <OpsTable
          testId="treasure-ops-table"
          head={[
            t('opsTreasure.item'),
            t('opsTreasure.value'),
            t('opsTreasure.type'),
            t('opsTreasure.mapPrice'),
            t('opsTreasure.mapCount'),
            t('opsTreasure.minVip'),
            t('opsTreasure.sort'),
            t('opsTreasure.active'),
            t('opsTreasure.hot'),
            t('opsTreasure.chance'),
            t('opsTreasure.plays'),
            '',
          ]}
        >
          {view.data?.treasures.map((x) => (
            <TreasureRow key={`${x.id}-${x.mapPrice}-${x.isActive}-${x.isHot}-${x.sort}`} row={x} />
          ))}
        </OpsTable>
        <CreateTreasure />
      </OpsCard>
    </div>
  );
}

const cell = 'h-8 rounded-md border border-line bg-bg-2 px-2 text-sm';

function TreasureRow({ row }: { row: OpsTreasure }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [f, setF] = useState<RowForm>(() => rowFormOf(row));
  const body = parseTreasureRow(f);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => opsApi(`/ops/games/treasure/treasures/${row.id}`, { method: 'POST', body: body!, schema: OpsTreasureView }),
    onSuccess: (v) => qc.setQueryData(KEY, v),
  });
  const set = (patch: Partial<RowForm>) => {
    save.reset();
    setF((p) => ({ ...p, ...patch }));
  };
  return (
    <tr data-testid="treasure-ops-row" data-treasure-id={row.id}>
      <Td>
        <span className="flex items-center gap-2">
          <img {...picture(row.itemImage, '32px')} alt="" className="size-8 object-contain" />
          <span className="max-w-48 truncate" title={row.itemName}>
            #{row.itemId} {row.itemName}
          </span>
        </span>
        {save.error ? <ErrorLine error={save.error} /> : null}
      </Td>
      <Td className="whitespace-nowrap">{money(coinsToCents(row.value))}</Td>
      <Td>
        <select
          className={`${cell} w-28`}
          value={f.type}
          onChange={(e) => set({ type: e.target.value })}
          aria-label={t('opsTreasure.type')}
        >
          <option value="1">{t('opsTreasure.typeGold')}</option>
          <option value="2">{t('opsTreasure.typeDollar')}</option>
        </select>
      </Td>
      <Td>
        <input
          className={`${cell} w-24`}
          inputMode="decimal"
          value={f.mapPrice}
          onChange={(e) => set({ mapPrice: e.target.value })}
          aria-label={t('opsTreasure.mapPrice')}
        />
      </Td>
      <Td>
        <input
          className={`${cell} w-14`}
          inputMode="numeric"
          value={f.mapCount}
          onChange={(e) => set({ mapCount: e.target.value })}
          aria-label={t('opsTreasure.mapCount')}
        />
      </Td>
      <Td>
        <input
          className={`${cell} w-14`}
          inputMode="numeric"
          value={f.minVip}
          onChange={(e) => set({ minVip: e.target.value })}
          aria-label={t('opsTreasure.minVip')}
        />
      </Td>
      <Td>
        <input
          className={`${cell} w-16`}
          inputMode="numeric"
          value={f.sort}
          onChange={(e) => set({ sort: e.target.value })}
          aria-label={t('opsTreasure.sort')}
        />
      </Td>
      <Td>
        <input
          type="checkbox"
          checked={f.isActive}
          onChange={(e) => set({ isActive: e.target.checked })}
          aria-label={t('opsTreasure.active')}
        />
      </Td>
      <Td>
        <input type="checkbox" checked={f.isHot} onChange={(e) => set({ isHot: e.target.checked })} aria-label={t('opsTreasure.hot')} />
      </Td>
      <Td className="whitespace-nowrap font-mono">{formatPpmPercent(row.chancePpm)}</Td>
      <Td>{row.plays}</Td>
      <Td>
        <Button size="sm" loading={save.isPending} disabled={!body} onClick={() => save.mutate()}>
          {t('opsTreasure.saveRow')}
        </Button>
      </Td>
    </tr>
  );
}

function CreateTreasure() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [itemId, setItemId] = useState('');
  const [f, setF] = useState<RowForm>({ type: '2', mapPrice: '', mapCount: '4', minVip: '0', sort: '0', isActive: true, isHot: false });
  const row = parseTreasureRow(f);
  const id = /^\d{1,9}$/.test(itemId.trim()) ? Number(itemId) : 0;
  const body: OpsTreasureCreateBody | null = row && id > 0 ? { itemId: id, ...row } : null;
  const add = useMutation({
    meta: { silent: true },
    mutationFn: () => opsApi('/ops/games/treasure/treasures', { method: 'POST', body: body!, schema: OpsTreasureView }),
    onSuccess: (v) => {
      qc.setQueryData(KEY, v);
      setItemId('');
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (body) add.mutate();
  };
  return (
    <form className="mt-4 flex flex-col gap-3" onSubmit={submit} data-testid="treasure-ops-create">
      <h3 className="text-sm font-bold">{t('opsTreasure.create')}</h3>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Input label={t('opsTreasure.itemId')} inputMode="numeric" value={itemId} onChange={(e) => setItemId(e.target.value)} />
        <Input
          label={t('opsTreasure.mapPrice')}
          inputMode="decimal"
          value={f.mapPrice}
          onChange={(e) => setF((p) => ({ ...p, mapPrice: e.target.value }))}
        />
        <Input
          label={t('opsTreasure.mapCount')}
          inputMode="numeric"
          value={f.mapCount}
          onChange={(e) => setF((p) => ({ ...p, mapCount: e.target.value }))}
        />
        <Input
          label={t('opsTreasure.minVip')}
          inputMode="numeric"
          value={f.minVip}
          onChange={(e) => setF((p) => ({ ...p, minVip: e.target.value }))}
        />
        <Input
          label={t('opsTreasure.sort')}
          inputMode="numeric"
          value={f.sort}
          onChange={(e) => setF((p) => ({ ...p, sort: e.target.value }))}
        />
        <label className="flex flex-col gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted">
          {t('opsTreasure.type')}
          <select
            className="h-10 rounded-xl border border-line bg-bg-2 px-3 text-sm normal-case text-fg"
            value={f.type}
            onChange={(e) => setF((p) => ({ ...p, type: e.target.value }))}
          >
            <option value="1">{t('opsTreasure.typeGold')}</option>
            <option value="2">{t('opsTreasure.typeDollar')}</option>
          </select>
        </label>
      </div>
      {itemId && !body ? <p className="text-sm text-danger">{t('opsTreasure.rowInvalid')}</p> : null}
      <ErrorLine error={add.error} />
      <Button type="submit" loading={add.isPending} disabled={!body} className="self-start">
        {t('opsTreasure.add')}
      </Button>
    </form>
  );
}
