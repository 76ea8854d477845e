import type { PlayerLimit } from '@hapa/contracts';
import { formatCoins } from '@hapa/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Input } from '../../../components/index.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { coinsToCents } from '../../../lib/money.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSetLimit } from '../api/protection.ts';

/** A limit amount in coin units: 1234.5 -> "$1,234.50" (en) / "$1.234,50" (pt-BR). */
const money = (n: number) => formatCoins(coinsToCents(n));

/** One limit (kind x period): in force, used, pending change; set a new amount or remove it. */
export function LimitRow({ limit }: { limit: PlayerLimit }) {
  const { t } = useTranslation();
  const set = useSetLimit();
  const [value, setValue] = useState('');

  function submit(e: FormEvent) {
    e.preventDefault();
    const amount = Number(value);
    if (!value || !Number.isFinite(amount) || amount <= 0) return;
    set.mutate(
      { kind: limit.kind, period: limit.period, amount },
      {
        onSuccess: () => {
          setValue('');
          toast.success(t('protection.saved'));
        },
      },
    );
  }

  const testId = `limit-${limit.kind}-${limit.period}`;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-2 border-t border-line py-3 first:border-t-0 sm:flex-row sm:items-center"
      data-testid={testId}
    >
      <div className="min-w-0 flex-1">
        <p className="text-sm font-bold">
          {(t('protection.period', { returnObjects: true }) as Record<string, string>)[limit.period]}:{' '}
          <span className="text-accent" data-testid={`${testId}-amount`}>
            {limit.amount === null ? t('protection.none') : money(limit.amount)}
          </span>
        </p>
        <p className="text-xs text-muted">
          {t('protection.used', { used: money(limit.used) })}
          {limit.pending
            ? ` · ${limit.pending.amount === null ? t('protection.pendingRemove', { date: formatDateTime(limit.pending.from) }) : t('protection.pending', { amount: money(limit.pending.amount), date: formatDateTime(limit.pending.from) })}`
            : ''}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Input
          containerClassName="w-32"
          aria-label={t('protection.amount')}
          placeholder={t('protection.amount')}
          inputMode="decimal"
          value={value}
          onChange={(e) => setValue(e.target.value.replace(/[^0-9.]/g, ''))}
          data-testid={`${testId}-input`}
        />
        <Button
          type="submit"
          size="sm"
          className="h-11"
          loading={set.isPending && set.variables?.amount !== null}
          disabled={!value}
          data-testid={`${testId}-set`}
        >
          {t('protection.set')}
        </Button>
        {limit.amount !== null && !(limit.pending && limit.pending.amount === null) ? (
          <Button
            size="sm"
            variant="ghost"
            className="h-11"
            onClick={() => set.mutate({ kind: limit.kind, period: limit.period, amount: null })}
          >
            {t('protection.remove')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
