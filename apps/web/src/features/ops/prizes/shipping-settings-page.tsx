import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsShippingSettings } from '@hapa/contracts';
import { Button, Input } from '../../../components/index.ts';
import { regionName } from '../../../lib/i18n/format.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsPrizes } from '../../../lib/i18n/en/ops-prizes.ts';
import { showToast } from '../../../lib/toast-store.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsCard, OpsHeading, OpsTable, Td } from '../ui.tsx';
import { centsOf, coinsText } from '../catalogue/shared.tsx';

i18n.addResourceBundle('en', 'translation', { opsPrizes }, true, true);

export const SHIPPING_SETTINGS_KEY = ['ops', 'prizes', 'shipping'];

interface Draft {
  defaultFee: string;
  freeFrom: string;
  fees: { code: string; fee: string }[];
  countries: string[];
  carriers: { name: string; template: string }[];
}

function draftOf(s: OpsShippingSettings): Draft {
  return {
    defaultFee: coinsText(s.feeRule.defaultFeeCents),
    freeFrom: coinsText(s.feeRule.freeFromCents),
    fees: Object.entries(s.feeRule.fees)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([code, cents]) => ({ code, fee: coinsText(cents) })),
    countries: [...s.countries].sort(),
    carriers: Object.entries(s.carriers).map(([name, template]) => ({ name, template })),
  };
}

/** The draft as the API body (amounts to cents; a bad amount becomes -1 so the shared schema names it). */
function bodyOf(d: Draft): unknown {
  const cents = (v: string) => centsOf(v) ?? -1;
  return {
    feeRule: {
      defaultFeeCents: cents(d.defaultFee),
      freeFromCents: cents(d.freeFrom),
      fees: Object.fromEntries(d.fees.map((f) => [f.code.trim().toUpperCase(), cents(f.fee)])),
    },
    countries: d.countries,
    carriers: Object.fromEntries(d.carriers.map((c) => [c.name.trim(), c.template.trim()])),
  };
}

const cell = 'rounded-lg border border-line bg-bg-2 px-2 py-1.5 text-sm';

/**
 * Shipping settings (role fulfilment; docs/architecture/console.md): fee per country, default fee, free-from amount, the countries
 * prizes ship to and each carrier's tracking link template. The draft is checked with the same schema the server
 * uses before it is sent; the save is audited on the server.
 */
export default function ShippingSettingsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const q = useQuery({ queryKey: SHIPPING_SETTINGS_KEY, queryFn: () => opsApi('/ops/prizes/shipping', { schema: OpsShippingSettings }) });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [newCountry, setNewCountry] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (q.data) setDraft(draftOf(q.data));
  }, [q.data]);
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (body: OpsShippingSettings) => opsApi('/ops/prizes/shipping', { method: 'POST', body, schema: OpsShippingSettings }),
    onSuccess: (d) => {
      qc.setQueryData(SHIPPING_SETTINGS_KEY, d);
      showToast(t('opsPrizes.shipping.saved'), 'success');
    },
  });
  if (!draft)
    return (
      <div data-testid="ops-shipping-settings">
        <OpsHeading title={t('opsPrizes.shipping.title')} />
        <ErrorLine error={q.error} />
      </div>
    );
  const set = (p: Partial<Draft>) => setDraft({ ...draft, ...p });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = OpsShippingSettings.safeParse(bodyOf(draft));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setProblem(t('opsPrizes.shipping.invalid', { field: issue.path.join(' › '), message: issue.message }));
      return;
    }
    setProblem(null);
    save.mutate(parsed.data);
  };
  const addCountry = () => {
    const code = newCountry.trim().toUpperCase();
    if (!code || draft.countries.includes(code)) return;
    set({ countries: [...draft.countries, code].sort() });
    setNewCountry('');
  };

  return (
    <form className="flex flex-col gap-5" onSubmit={submit} data-testid="ops-shipping-settings">
      <OpsHeading title={t('opsPrizes.shipping.title')} subtitle={t('opsPrizes.shipping.subtitle')} />
      <OpsCard title={t('opsPrizes.shipping.fees')}>
        <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Input
            label={t('opsPrizes.shipping.defaultFee')}
            hint={t('opsPrizes.shipping.defaultFeeHint')}
            inputMode="decimal"
            value={draft.defaultFee}
            onChange={(e) => set({ defaultFee: e.target.value })}
            data-testid="ship-default-fee"
          />
          <Input
            label={t('opsPrizes.shipping.freeFrom')}
            hint={t('opsPrizes.shipping.freeFromHint')}
            inputMode="decimal"
            value={draft.freeFrom}
            onChange={(e) => set({ freeFrom: e.target.value })}
            data-testid="ship-free-from"
          />
        </div>
        <OpsTable head={[t('opsPrizes.shipping.country'), t('opsPrizes.shipping.fee'), '']} testId="ship-fees">
          {draft.fees.map((f, i) => (
            <tr key={i} data-testid="ship-fee-row">
              <Td>
                <div className="flex items-center gap-2">
                  <input
                    className={`${cell} w-16 font-mono uppercase`}
                    maxLength={2}
                    value={f.code}
                    aria-label={t('opsPrizes.shipping.country')}
                    onChange={(e) => set({ fees: draft.fees.map((x, j) => (j === i ? { ...x, code: e.target.value.toUpperCase() } : x)) })}
                    data-testid="ship-fee-code"
                  />
                  <span className="text-xs text-muted">{f.code.length === 2 ? regionName(f.code) : ''}</span>
                </div>
                {f.code.length === 2 && !draft.countries.includes(f.code) ? (
                  <p className="mt-1 text-[11px] text-warning">{t('opsPrizes.shipping.notFeeCountry')}</p>
                ) : null}
              </Td>
              <Td>
                <input
                  className={`${cell} w-28 font-mono`}
                  inputMode="decimal"
                  value={f.fee}
                  aria-label={`${t('opsPrizes.shipping.fee')} ${f.code}`}
                  onChange={(e) => set({ fees: draft.fees.map((x, j) => (j === i ? { ...x, fee: e.target.value } : x)) })}
                  data-testid="ship-fee-value"
                />
              </Td>
              <Td>
                <Button size="sm" variant="ghost" onClick={() => set({ fees: draft.fees.filter((_, j) => j !== i) })}>
                  {t('opsPrizes.shipping.remove')}
                </Button>
              </Td>
            </tr>
          ))}
        </OpsTable>
        <Button
          className="mt-3"
          size="sm"
          variant="secondary"
          onClick={() => set({ fees: [...draft.fees, { code: '', fee: draft.defaultFee }] })}
          data-testid="ship-add-fee"
        >
          {t('opsPrizes.shipping.addFee')}
        </Button>
      </OpsCard>

      <OpsCard title={t('opsPrizes.shipping.countries')}>
        <p className="mb-3 text-sm text-muted">{t('opsPrizes.shipping.countriesHint', { count: draft.countries.length })}</p>
        <ul className="mb-3 flex max-h-64 flex-wrap gap-1.5 overflow-y-auto" data-testid="ship-countries">
          {draft.countries.map((c) => (
            <li key={c} className="flex items-center gap-1 rounded-full border border-line bg-bg-2 py-0.5 pl-2.5 pr-1 text-xs">
              <span className="font-mono font-bold">{c}</span>
              <span className="text-muted">{regionName(c)}</span>
              <button
                type="button"
                className="grid size-5 place-items-center rounded-full text-muted hover:bg-surface hover:text-danger"
                aria-label={`${t('opsPrizes.shipping.remove')} ${regionName(c)}`}
                onClick={() => set({ countries: draft.countries.filter((x) => x !== c) })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap items-end gap-2">
          <div className="w-56">
            <Input
              label={t('opsPrizes.shipping.addCountry')}
              maxLength={2}
              value={newCountry}
              onChange={(e) => setNewCountry(e.target.value.toUpperCase())}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addCountry();
                }
              }}
              data-testid="ship-new-country"
            />
          </div>
          <Button variant="secondary" onClick={addCountry} disabled={newCountry.trim().length !== 2} data-testid="ship-add-country">
            {t('opsPrizes.shipping.add')}
          </Button>
          {newCountry.trim().length === 2 ? <span className="pb-2 text-sm text-muted">{regionName(newCountry.trim())}</span> : null}
        </div>
      </OpsCard>

      <OpsCard title={t('opsPrizes.shipping.carriers')}>
        <p className="mb-3 text-sm text-muted">{t('opsPrizes.shipping.carriersHint')}</p>
        <OpsTable head={[t('opsPrizes.shipping.carrier'), t('opsPrizes.shipping.template'), '']} testId="ship-carriers">
          {draft.carriers.map((c, i) => (
            <tr key={i} data-testid="ship-carrier-row">
              <Td>
                <input
                  className={`${cell} w-32`}
                  maxLength={20}
                  value={c.name}
                  aria-label={t('opsPrizes.shipping.carrier')}
                  onChange={(e) => set({ carriers: draft.carriers.map((x, j) => (j === i ? { ...x, name: e.target.value } : x)) })}
                  data-testid="ship-carrier-name"
                />
              </Td>
              <Td>
                <input
                  className={`${cell} w-full min-w-[320px] font-mono text-xs`}
                  maxLength={500}
                  value={c.template}
                  aria-label={`${t('opsPrizes.shipping.template')} ${c.name}`}
                  onChange={(e) => set({ carriers: draft.carriers.map((x, j) => (j === i ? { ...x, template: e.target.value } : x)) })}
                  data-testid="ship-carrier-template"
                />
              </Td>
              <Td>
                <Button size="sm" variant="ghost" onClick={() => set({ carriers: draft.carriers.filter((_, j) => j !== i) })}>
                  {t('opsPrizes.shipping.remove')}
                </Button>
              </Td>
            </tr>
          ))}
        </OpsTable>
        <Button
          className="mt-3"
          size="sm"
          variant="secondary"
          onClick={() => set({ carriers: [...draft.carriers, { name: '', template: 'https://' }] })}
          data-testid="ship-add-carrier"
        >
          {t('opsPrizes.shipping.addCarrier')}
        </Button>
      </OpsCard>

      <div className="sticky bottom-0 -mx-1 flex flex-wrap items-center gap-3 border-t border-line bg-bg/95 px-1 py-3">
        <Button type="submit" loading={save.isPending} data-testid="ship-save">
          {t('opsPrizes.shipping.save')}
        </Button>
        {problem ? (
          <p className="text-sm font-medium text-danger" role="alert" data-testid="ship-problem">
            {problem}
          </p>
        ) : (
          <ErrorLine error={save.error} />
        )}
      </div>
    </form>
  );
}
