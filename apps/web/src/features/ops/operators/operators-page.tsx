import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OPS_ROLES, Operator, OperatorList, OpsOperatorCreated, type OpsRole } from '@hapa/contracts';
import { Button, Input, cn } from '../../../components/index.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsCard, OpsHeading, OpsTable, Td, when } from '../ui.tsx';

const KEY = ['ops', 'operators'];

function RolePicker({ value, onChange, testId }: { value: OpsRole[]; onChange: (v: OpsRole[]) => void; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2" data-testid={testId}>
      {OPS_ROLES.map((r) => {
        const on = value.includes(r);
        return (
          <button
            key={r}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(on ? value.filter((x) => x !== r) : [...value, r])}
            className={cn(
              'rounded-full border px-3 py-1 text-xs font-semibold transition',
              on ? 'border-accent bg-accent/15 text-accent' : 'border-line text-muted hover:text-fg',
            )}
          >
            {t(`ops.roles.${r}`)}
          </button>
        );
      })}
    </div>
  );
}

/** Admin: operators, their roles and status; add an operator (a one-time password for a new account). */
export default function OperatorsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: () => opsApi('/ops/operators', { schema: OperatorList }) });
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<OpsRole[]>(['support']);
  const create = useMutation({
    mutationFn: () => opsApi('/ops/operators', { method: 'POST', body: { email, roles }, schema: OpsOperatorCreated }),
    onSuccess: () => {
      setEmail('');
      void qc.invalidateQueries({ queryKey: KEY });
    },
  });
  const update = useMutation({
    mutationFn: (v: { userId: number; roles?: OpsRole[]; disabled?: boolean; resetTotp?: boolean }) =>
      opsApi(`/ops/operators/${v.userId}`, {
        method: 'POST',
        body: { roles: v.roles, disabled: v.disabled, resetTotp: v.resetTotp },
        schema: Operator,
      }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: KEY }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate();
  };
  return (
    <div className="flex flex-col gap-6">
      <OpsHeading title={t('ops.operators.title')} subtitle={t('ops.operators.subtitle')} />
      <OpsCard title={t('ops.operators.add')}>
        <form className="flex flex-col gap-3" onSubmit={submit} data-testid="ops-add-operator">
          <Input
            label={t('ops.operators.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            name="email"
            containerClassName="max-w-md"
          />
          <span className="text-xs font-semibold uppercase tracking-wide text-muted">{t('ops.operators.roles')}</span>
          <RolePicker value={roles} onChange={setRoles} />
          <p className="text-xs text-muted">{t('ops.operators.existing')}</p>
          <ErrorLine error={create.error} />
          {create.data ? (
            <p className="rounded-lg bg-accent/10 p-3 text-sm text-accent" data-testid="ops-operator-created">
              {t('ops.operators.created')}
              {create.data.oneTimePassword ? <> · {t('ops.operators.oneTime', { password: create.data.oneTimePassword })}</> : null}
            </p>
          ) : null}
          <div>
            <Button type="submit" loading={create.isPending} disabled={!roles.length || !email}>
              {t('ops.operators.create')}
            </Button>
          </div>
        </form>
      </OpsCard>
      <ErrorLine error={list.error ?? update.error} />
      <OpsTable
        head={[
          t('ops.operators.email'),
          t('ops.operators.roles'),
          t('ops.operators.totp'),
          t('ops.operators.status'),
          t('ops.operators.since'),
          '',
        ]}
        testId="ops-operators"
      >
        {(list.data ?? []).map((op) => (
          <OperatorRow key={op.userId} op={op} busy={update.isPending} onSave={(patch) => update.mutate({ userId: op.userId, ...patch })} />
        ))}
      </OpsTable>
    </div>
  );
}

function OperatorRow({
  op,
  busy,
  onSave,
}: {
  op: Operator;
  busy: boolean;
  onSave: (p: { roles?: OpsRole[]; disabled?: boolean; resetTotp?: boolean }) => void;
}) {
  const { t } = useTranslation();
  const [roles, setRoles] = useState<OpsRole[]>(op.roles);
  const changed = roles.length !== op.roles.length || roles.some((r) => !op.roles.includes(r));
  return (
    <tr data-testid={`ops-operator-${op.userId}`}>
      <Td className="font-semibold">{op.email}</Td>
      <Td>
        <RolePicker value={roles} onChange={setRoles} />
        {changed ? (
          <Button size="sm" className="mt-2" disabled={!roles.length || busy} onClick={() => onSave({ roles })}>
            {roles.length ? t('ops.common.save') : t('ops.operators.pickRole')}
          </Button>
        ) : null}
      </Td>
      <Td className="whitespace-nowrap">
        {op.totpEnrolled ? t('ops.operators.enrolled') : t('ops.operators.notEnrolled')}
        {op.totpLockedUntil ? (
          <span className="block text-xs font-semibold text-danger" data-testid={`ops-operator-locked-${op.userId}`}>
            {t('ops.operators.locked', { time: when(op.totpLockedUntil) })}
          </span>
        ) : null}
      </Td>
      <Td>
        <span className={op.disabled ? 'text-danger' : 'text-accent'}>
          {op.disabled ? t('ops.operators.disabled') : t('ops.operators.active')}
        </span>
      </Td>
      <Td className="whitespace-nowrap text-muted">{when(op.createdAt)}</Td>
      <Td>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant={op.disabled ? 'secondary' : 'danger'}
            disabled={busy}
            onClick={() => onSave({ disabled: !op.disabled })}
          >
            {op.disabled ? t('ops.operators.enable') : t('ops.operators.disable')}
          </Button>
          {op.totpEnrolled ? (
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => onSave({ resetTotp: true })}>
              {t('ops.operators.resetTotp')}
            </Button>
          ) : null}
        </div>
      </Td>
    </tr>
  );
}
