import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MONEY_ACTIONS, OPS_ROLES, OpsMoneyRulesView, type OpsMoneyAction, type OpsMoneyRules, type OpsRole } from '@hapa/contracts';
import { formatPlainCoins, parseCoinAmount } from '@hapa/domain';
import { Button, Input } from '../../../components/index.ts';
import { refreshQueries } from '../../../lib/query-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsCard, OpsTable, Td, money } from '../ui.tsx';

/** Query key of GET /api/ops/money/rules. */
export const MONEY_RULES_KEY = ['ops', 'money-rules'];

/** The console money rules and the caller's own limits (GET /api/ops/money/rules). */
export function useMoneyRules() {
  return useQuery({ queryKey: MONEY_RULES_KEY, queryFn: () => opsApi('/ops/money/rules', { schema: OpsMoneyRulesView }) });
}

/** Roles that can hold a money action's route (the others never reach one). */
const MONEY_ROLES: OpsRole[] = OPS_ROLES.filter((r) => r === 'admin' || r === 'finance' || r === 'fulfilment');

type Draft = { windowHours: string; cells: Record<OpsMoneyAction, Record<OpsRole | 'total', string>> };

function toDraft(rules: OpsMoneyRules): Draft {
  const cells = {} as Draft['cells'];
  for (const a of MONEY_ACTIONS) {
    const rule = rules.actions[a];
    const row = { total: formatPlainCoins(rule.totalCents) } as Record<OpsRole | 'total', string>;
    for (const r of OPS_ROLES) row[r] = rule.roles[r] === undefined ? '' : formatPlainCoins(rule.roles[r]);
    cells[a] = row;
  }
  return { windowHours: String(rules.windowHours), cells };
}

/** Draft -> rules; throws on an amount that does not parse (shown as the form's error). */
function fromDraft(d: Draft): OpsMoneyRules {
  const cents = (v: string) => parseCoinAmount(v.trim());
  const actions = {} as OpsMoneyRules['actions'];
  for (const a of MONEY_ACTIONS) {
    const roles: OpsMoneyRules['actions'][OpsMoneyAction]['roles'] = {};
    for (const r of OPS_ROLES) if (d.cells[a][r].trim()) roles[r] = cents(d.cells[a][r]);
    actions[a] = { roles, totalCents: cents(d.cells[a].total || '0') };
  }
  return { windowHours: Number(d.windowHours), actions };
}

/**
 * The console money rule table (docs/security.md#console-money-rules): per action, each role's limit alone and the
 * all-operators total per player within the window. Everyone with a money role reads it; an admin edits it.
 */
export function MoneyRulesCard({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const q = useMoneyRules();
  const [draft, setDraft] = useState<Draft | null>(null);
  const current = draft ?? (q.data ? toDraft(q.data.rules) : null);
  const save = useMutation({
    mutationFn: (d: Draft) => opsApi('/ops/money/rules', { method: 'POST', body: fromDraft(d), schema: OpsMoneyRulesView }),
    onSuccess: () => {
      toast.success(t('ops.moneyRules.saved'));
      setDraft(null);
      void refreshQueries(qc, MONEY_RULES_KEY);
      void refreshQueries(qc, ['ops', 'corrections']);
    },
  });
  if (!q.data || !current) return <ErrorLine error={q.error} />;
  const set = (a: OpsMoneyAction, col: OpsRole | 'total', v: string) =>
    setDraft({ ...current, cells: { ...current.cells, [a]: { ...current.cells[a], [col]: v.replace(/[^\d.]/g, '') } } });
  const cell = (a: OpsMoneyAction, col: OpsRole | 'total') =>
    editable ? (
      <Input
        aria-label={`${t(`ops.moneyRules.actions.${a}`)} ${col === 'total' ? t('ops.moneyRules.total') : t(`ops.roles.${col}`)}`}
        inputMode="decimal"
        prefix="$"
        value={current.cells[a][col]}
        onChange={(e) => set(a, col, e.target.value)}
        containerClassName="w-28"
        data-testid={`ops-money-${a}-${col}`}
      />
    ) : current.cells[a][col] ? (
      money(parseCoinAmount(current.cells[a][col]))
    ) : (
      t('ops.moneyRules.none')
    );
  return (
    <OpsCard title={t('ops.moneyRules.title')} testId="ops-money-rules">
      <p className="mb-3 text-sm text-muted">{t('ops.moneyRules.subtitle')}</p>
      <OpsTable head={[t('ops.moneyRules.action'), ...MONEY_ROLES.map((r) => t(`ops.roles.${r}`)), t('ops.moneyRules.total')]}>
        {MONEY_ACTIONS.map((a) => (
          <tr key={a}>
            <Td className="whitespace-nowrap font-semibold">{t(`ops.moneyRules.actions.${a}`)}</Td>
            {MONEY_ROLES.map((r) => (
              <Td key={r} className="tabular-nums">
                {cell(a, r)}
              </Td>
            ))}
            <Td className="tabular-nums">{cell(a, 'total')}</Td>
          </tr>
        ))}
      </OpsTable>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(current);
        }}
      >
        {editable ? (
          <>
            <Input
              label={t('ops.moneyRules.window')}
              inputMode="numeric"
              value={current.windowHours}
              onChange={(e) => setDraft({ ...current, windowHours: e.target.value.replace(/\D/g, '') })}
              name="windowHours"
              containerClassName="w-40"
            />
            <Button type="submit" variant="secondary" loading={save.isPending} data-testid="ops-money-save">
              {t('ops.moneyRules.save')}
            </Button>
            <span className="text-xs text-muted">{t('ops.moneyRules.hint')}</span>
          </>
        ) : (
          <span className="text-sm">
            {t('ops.moneyRules.window')}: {current.windowHours}
          </span>
        )}
      </form>
      <ErrorLine error={save.error} />
    </OpsCard>
  );
}
