import { DAY_MS } from '@hapa/domain';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BoxList, DistributionCode, DistributionCodeList } from '@hapa/contracts';
import { Button, Input, Select } from '../../../components/index.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { toast } from '../../../lib/toast-store.ts';
import { opsApi } from '../api.ts';
import { Empty, ErrorLine, errorMessage, money, OpsCard, OpsHeading, OpsTable, Td, when } from '../ui.tsx';

/** `YYYY-MM-DDTHH:mm` of a date in local time (the datetime-local input's value). */
function localInput(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** Finance: distribution (promo) codes: create (start, end, uses, reward coins or a box) and the list. */
export default function CodesPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const c = 'ops.referral.codes';
  const list = useQuery({ queryKey: ['ops', 'codes'], queryFn: () => opsApi('/ops/referral/codes', { schema: DistributionCodeList }) });
  const boxes = useQuery({
    queryKey: ['ops', 'codes', 'boxes'],
    queryFn: () => opsApi('/item/list', { query: { pageSize: 100 }, schema: BoxList }),
  });
  const now = new Date();
  const [form, setForm] = useState({
    code: '',
    startsAt: localInput(now),
    endsAt: localInput(new Date(now.getTime() + 7 * DAY_MS)),
    maxUses: '100',
    rewardType: 'coins',
    amount: '1',
    boxId: '',
  });
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const create = useMutation({
    mutationFn: () =>
      opsApi('/ops/referral/codes', {
        method: 'POST',
        schema: DistributionCode,
        body: {
          code: form.code.trim(),
          startsAt: new Date(form.startsAt).toISOString(),
          endsAt: new Date(form.endsAt).toISOString(),
          maxUses: Number(form.maxUses),
          rewardType: form.rewardType,
          ...(form.rewardType === 'coins' ? { rewardAmount: form.amount.trim() } : { rewardBoxId: Number(form.boxId) }),
        },
      }),
    onSuccess: (r) => {
      toast.success(t(`${c}.created`, { code: r.code }));
      setForm((f) => ({ ...f, code: '' }));
      void qc.invalidateQueries({ queryKey: ['ops', 'codes'] });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!create.isPending) create.mutate();
  };
  const boxOptions = (boxes.data?.list ?? [])
    .filter((b) => b.price > 0)
    .map((b) => ({ value: String(b.id), label: `${b.name} · ${money(coinsToCents(b.price))}` }));
  return (
    <div className="flex flex-col gap-5">
      <OpsHeading title={t(`${c}.title`)} subtitle={t(`${c}.subtitle`)} />
      <OpsCard title={t(`${c}.create`)} testId="ops-code-form">
        <form className="grid grid-cols-2 gap-3 md:grid-cols-4" onSubmit={submit}>
          <Input
            label={t(`${c}.code`)}
            value={form.code}
            onChange={set('code')}
            maxLength={16}
            autoCapitalize="characters"
            data-testid="ops-code-code"
          />
          <Input label={t(`${c}.startsAt`)} type="datetime-local" value={form.startsAt} onChange={set('startsAt')} />
          <Input label={t(`${c}.endsAt`)} type="datetime-local" value={form.endsAt} onChange={set('endsAt')} />
          <Input label={t(`${c}.maxUses`)} inputMode="numeric" value={form.maxUses} onChange={set('maxUses')} />
          <Select
            label={t(`${c}.rewardType`)}
            value={form.rewardType}
            onChange={set('rewardType')}
            options={[
              { value: 'coins', label: t(`${c}.coins`) },
              { value: 'box', label: t(`${c}.box`) },
              { value: 'voucher', label: t(`${c}.voucher`) },
            ]}
            data-testid="ops-code-type"
          />
          {form.rewardType === 'coins' ? (
            <Input label={t(`${c}.amount`)} inputMode="decimal" prefix="$" value={form.amount} onChange={set('amount')} />
          ) : (
            <Select
              label={t(`${c}.boxPick`)}
              value={form.boxId}
              onChange={set('boxId')}
              options={[{ value: '', label: '—' }, ...boxOptions]}
              containerClassName="col-span-2"
            />
          )}
          <div className="col-span-2 flex items-end gap-3 md:col-span-4">
            <Button type="submit" loading={create.isPending} disabled={!form.code.trim()} data-testid="ops-code-submit">
              {t(`${c}.create`)}
            </Button>
            <span className="text-xs text-muted">{t(`${c}.noVoucher`)}</span>
          </div>
          {create.error ? (
            <p className="col-span-2 text-sm font-medium text-danger md:col-span-4" role="alert">
              {errorMessage(create.error)}
            </p>
          ) : null}
        </form>
      </OpsCard>
      <ErrorLine error={list.error} />
      <OpsTable head={[t(`${c}.code`), t(`${c}.startsAt`), t(`${c}.endsAt`), t(`${c}.used`), t(`${c}.reward`)]} testId="ops-codes">
        {(list.data?.list ?? []).map((r) => (
          <tr key={r.id}>
            <Td className="font-mono font-semibold">{r.code}</Td>
            <Td className="whitespace-nowrap text-muted">{when(r.startsAt)}</Td>
            <Td className="whitespace-nowrap text-muted">{when(r.endsAt)}</Td>
            <Td className="tabular-nums">
              {r.uses} / {r.maxUses}
            </Td>
            <Td>
              {r.rewardType === 'coins'
                ? money(coinsToCents(r.rewardAmount ?? 0))
                : r.rewardType === 'voucher'
                  ? t(`${c}.voucherOf`, { box: r.rewardBoxName })
                  : r.rewardBoxName}
            </Td>
          </tr>
        ))}
      </OpsTable>
      {list.data && !list.data.list.length ? <Empty /> : null}
    </div>
  );
}
