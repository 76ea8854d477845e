import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FancyRarity, OpsFancySettings, OpsFancyView } from '@hapa/contracts';
import { Button, Input } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsFancy } from '../../../lib/i18n/en/fancy-cards.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsCard } from '../ui.tsx';
import { formatFixed } from '../../../lib/i18n/format.ts';

// the section's strings join i18n with the console chunk
i18n.addResourceBundle('en', 'translation', { opsFancy }, true, true);

const KEY = ['ops', 'games', 'fancy'];
const RARITIES = FancyRarity.options;
type Rarities = Record<FancyRarity, string>;
type PackForm = { setId: number; name: string; price: string; prizeCoins: string; prizeItemId: string };
export type FancyForm = { perPack: string; welcome: string; shards: Rarities; crafts: Rarities; packs: PackForm[] };
const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const INT = /^\d{1,7}$/;

/** Parses the form into the settings body, or null when a field is not valid. */
export function parseFancyForm(f: FancyForm): OpsFancySettings | null {
  const ints = [f.perPack, f.welcome, ...RARITIES.map((r) => f.shards[r]), ...RARITIES.map((r) => f.crafts[r])];
  if (!ints.every((v) => INT.test(v.trim()))) return null;
  if (
    !f.packs.every(
      (p) =>
        MONEY.test(p.price.trim()) && MONEY.test(p.prizeCoins.trim()) && (p.prizeItemId.trim() === '' || INT.test(p.prizeItemId.trim())),
    )
  )
    return null;
  const table = (x: Rarities) => Object.fromEntries(RARITIES.map((r) => [r, Number(x[r])])) as Record<FancyRarity, number>;
  const r = OpsFancySettings.safeParse({
    cardsPerPack: Number(f.perPack),
    welcomeCredits: Number(f.welcome),
    shardValues: table(f.shards),
    craftPrices: table(f.crafts),
    packs: f.packs.map((p) => ({
      setId: p.setId,
      price: Number(p.price),
      prizeCoins: Number(p.prizeCoins),
      prizeItemId: p.prizeItemId.trim() === '' ? null : Number(p.prizeItemId),
    })),
  });
  return r.success ? r.data : null;
}

function formOf(s: OpsFancyView): FancyForm {
  const text = (x: Record<FancyRarity, number>) => Object.fromEntries(RARITIES.map((r) => [r, String(x[r])])) as Rarities;
  return {
    perPack: String(s.cardsPerPack),
    welcome: String(s.welcomeCredits),
    shards: text(s.shardValues),
    crafts: text(s.craftPrices),
    packs: s.packs.map((p) => ({
      setId: p.setId,
      name: s.sets.find((x) => x.id === p.setId)?.name ?? `#${p.setId}`,
      price: p.price.toFixed(2),
      prizeCoins: p.prizeCoins.toFixed(2),
      prizeItemId: p.prizeItemId ? String(p.prizeItemId) : '',
    })),
  };
}

/** Finance: Fancy Cards cards per pack, welcome packs, shard values, craft prices, pack prices and set prizes (docs/architecture/console.md; audited). */
export function FancySettingsSection() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const settings = useQuery({ queryKey: KEY, queryFn: () => opsApi('/ops/games/fancy', { schema: OpsFancyView }) });
  const [form, setForm] = useState<FancyForm | null>(null);
  useEffect(() => {
    if (settings.data) setForm(formOf(settings.data));
  }, [settings.data]);
  const body = form ? parseFancyForm(form) : null;
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => opsApi('/ops/games/fancy', { method: 'POST', body: body!, schema: OpsFancyView }),
    onSuccess: (s) => qc.setQueryData(KEY, s),
  });
  const change = (fn: (f: FancyForm) => FancyForm) => {
    save.reset();
    setForm((f) => (f ? fn(f) : f));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (body) save.mutate();
  };
  return (
    <OpsCard className="max-w-3xl" testId="ops-games-fancy">
      <h2 className="mb-3 text-lg font-bold">{t('opsFancy.title')}</h2>
      {form ? (
        <form className="flex flex-col gap-4" onSubmit={submit}>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <Input
              label={t('opsFancy.perPack')}
              inputMode="numeric"
              value={form.perPack}
              onChange={(e) => change((f) => ({ ...f, perPack: e.target.value }))}
              data-testid="fancy-ops-per-pack"
            />
            <Input
              label={t('opsFancy.welcome')}
              inputMode="numeric"
              value={form.welcome}
              onChange={(e) => change((f) => ({ ...f, welcome: e.target.value }))}
              data-testid="fancy-ops-welcome"
            />
          </div>
          {(['shards', 'crafts'] as const).map((k) => (
            <fieldset key={k} className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-semibold">{t(k === 'shards' ? 'opsFancy.shardValues' : 'opsFancy.craftPrices')}</legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {RARITIES.map((r) => (
                  <Input
                    key={r}
                    label={t(`opsFancy.rarity.${r}`)}
                    inputMode="numeric"
                    value={form[k][r]}
                    onChange={(e) => change((f) => ({ ...f, [k]: { ...f[k], [r]: e.target.value } }))}
                    data-testid={`fancy-ops-${k}-${r}`}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-semibold">{t('opsFancy.packs')}</legend>
            {form.packs.map((p, i) => {
              const maths = settings.data?.sets.find((x) => x.id === p.setId);
              const set = (patch: Partial<PackForm>) =>
                change((f) => ({ ...f, packs: f.packs.map((x, j) => (j === i ? { ...x, ...patch } : x)) }));
              return (
                <div key={p.setId} className="rounded-xl border border-line p-3" data-testid="fancy-ops-pack" data-set-id={p.setId}>
                  <p className="mb-2 text-sm font-bold">
                    {p.name}{' '}
                    {maths ? (
                      <span className="font-normal text-muted">
                        · {t('opsFancy.maths', { packs: formatFixed(maths.expectedPacks), rtp: formatFixed(maths.rtp) })}
                      </span>
                    ) : null}
                  </p>
                  <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                    <Input
                      label={t('opsFancy.price')}
                      inputMode="decimal"
                      value={p.price}
                      onChange={(e) => set({ price: e.target.value })}
                    />
                    <Input
                      label={t('opsFancy.prizeCoins')}
                      inputMode="decimal"
                      value={p.prizeCoins}
                      onChange={(e) => set({ prizeCoins: e.target.value })}
                    />
                    <Input
                      label={t('opsFancy.prizeItem')}
                      inputMode="numeric"
                      value={p.prizeItemId}
                      onChange={(e) => set({ prizeItemId: e.target.value })}
                    />
                  </div>
                </div>
              );
            })}
          </fieldset>
          {!body ? <p className="text-sm text-danger">{t('opsFancy.invalid')}</p> : null}
          <ErrorLine error={save.error} />
          {save.isSuccess ? (
            <p className="text-sm text-accent" role="status">
              {t('opsFancy.saved')}
            </p>
          ) : null}
          <Button type="submit" loading={save.isPending} disabled={!body} className="self-start" data-testid="fancy-ops-save">
            {t('opsFancy.save')}
          </Button>
        </form>
      ) : (
        <ErrorLine error={settings.error} />
      )}
    </OpsCard>
  );
}
