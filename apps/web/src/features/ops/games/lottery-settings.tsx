import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsLotterySettings } from '@hapa/contracts';
import { Button, Input } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsLottery } from '../../../lib/i18n/en/lottery.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsCard } from '../ui.tsx';

// the section's strings join i18n with the console chunk
i18n.addResourceBundle('en', 'translation', { opsLottery }, true, true);

const KEY = ['ops', 'games', 'lottery'];
const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const INT = /^\d{1,4}$/;
const PERCENT = /^\d{1,3}(\.\d{1,4})?$/;
export type LotteryForm = { price: string; drawTime: string; edge: string; guaranteedPool: string; maxTickets: string; prizeTable: string };

const ppmOf = (percent: string) => Math.round(Number(percent) * 10_000);

/** Parses the form (percentages with up to 4 decimals; the prize table comma separated) into the settings body, or null when a field is not valid. */
export function parseLotteryForm(f: LotteryForm): OpsLotterySettings | null {
  const shares = f.prizeTable.split(',').map((s) => s.trim());
  if (!MONEY.test(f.price.trim()) || !MONEY.test(f.guaranteedPool.trim()) || !PERCENT.test(f.edge.trim()) || !INT.test(f.maxTickets.trim()))
    return null;
  if (!shares.every((s) => PERCENT.test(s))) return null;
  const r = OpsLotterySettings.safeParse({
    price: Number(f.price),
    drawTime: f.drawTime.trim(),
    edgePpm: ppmOf(f.edge.trim()),
    guaranteedPool: Number(f.guaranteedPool),
    maxTickets: Number(f.maxTickets),
    prizeTablePpm: shares.map(ppmOf),
  });
  return r.success ? r.data : null;
}

/** The form of saved settings (percentages from ppm). */
export function lotteryFormOf(s: OpsLotterySettings): LotteryForm {
  const pct = (ppm: number) => String(ppm / 10_000);
  return {
    price: s.price.toFixed(2),
    drawTime: s.drawTime,
    edge: pct(s.edgePpm),
    guaranteedPool: s.guaranteedPool.toFixed(2),
    maxTickets: String(s.maxTickets),
    prizeTable: s.prizeTablePpm.map(pct).join(', '),
  };
}

/** Finance: the daily lottery's ticket price, draw time, edge, guaranteed pool, prize table and ticket limit (docs/architecture/console.md; audited). */
export function LotterySettingsSection() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const settings = useQuery({ queryKey: KEY, queryFn: () => opsApi('/ops/games/lottery', { schema: OpsLotterySettings }) });
  const [form, setForm] = useState<LotteryForm | null>(null);
  useEffect(() => {
    if (settings.data) setForm(lotteryFormOf(settings.data));
  }, [settings.data]);
  const body = form ? parseLotteryForm(form) : null;
  const save = useMutation({
    meta: { silent: true },
    mutationFn: () => opsApi('/ops/games/lottery', { method: 'POST', body: body!, schema: OpsLotterySettings }),
    onSuccess: (s) => qc.setQueryData(KEY, s),
  });
  const set = (k: keyof LotteryForm, v: string) => {
    save.reset();
    setForm((f) => (f ? { ...f, [k]: v } : f));
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (body) save.mutate();
  };
  const field = (k: keyof LotteryForm, label: string, hint?: string, inputMode: 'decimal' | 'numeric' | 'text' = 'decimal') => (
    <Input
      label={t(`opsLottery.${label}`)}
      hint={hint ? t(`opsLottery.${hint}`) : undefined}
      inputMode={inputMode}
      value={form?.[k] ?? ''}
      onChange={(e) => set(k, e.target.value)}
      data-testid={`ops-games-lottery-${k}`}
    />
  );
  return (
    <OpsCard className="max-w-xl" testId="ops-games-lottery">
      <h2 className="mb-1 text-lg font-bold">{t('opsLottery.title')}</h2>
      <p className="mb-3 text-sm text-muted">{t('opsLottery.note')}</p>
      {form ? (
        <form className="flex flex-col gap-3" onSubmit={submit}>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {field('price', 'price')}
            {field('drawTime', 'drawTime', undefined, 'text')}
            {field('edge', 'edge', 'edgeHelp')}
            {field('guaranteedPool', 'guaranteedPool', 'guaranteedHelp')}
            {field('maxTickets', 'maxTickets', undefined, 'numeric')}
            {field('prizeTable', 'prizeTable', 'prizeTableHelp', 'text')}
          </div>
          {!body ? <p className="text-sm text-danger">{t('opsLottery.invalid')}</p> : null}
          <ErrorLine error={save.error} />
          {save.isSuccess ? (
            <p className="text-sm text-accent" role="status">
              {t('opsLottery.saved')}
            </p>
          ) : null}
          <Button type="submit" loading={save.isPending} disabled={!body} className="self-start" data-testid="ops-games-lottery-save">
            {t('opsLottery.save')}
          </Button>
        </form>
      ) : (
        <ErrorLine error={settings.error} />
      )}
    </OpsCard>
  );
}
