import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsFreeBox, OpsFreeBoxList, type OpsFreeBoxRule } from '@hapa/contracts';
import { Badge, Button, Input } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsFreeBoxes } from '../../../lib/i18n/en/ops-free-boxes.ts';
import { opsApi } from '../api.ts';
import { Empty, ErrorLine, money, OpsCard, OpsHeading, OpsTable, Td, when } from '../ui.tsx';
import { FormActions, useRevealOn } from '../catalogue/shared.tsx';
import { draftOf, NEW_RULE, ruleOf, type RuleDraft } from './rule-draft.ts';
import { RuleFields } from './rule-form.tsx';
import { formatNumber } from '../../../lib/i18n/format.ts';
import { picture } from '../../../lib/picture.ts';

// the page's strings join i18n with its chunk
i18n.addResourceBundle('en', 'translation', { opsFreeBoxes }, true, true);

const KEY = ['ops', 'free-boxes'];
/** The form: a free box's rule (`boxId` set), or a new free box (`boxId` null: its id typed in). */
type Editing = { boxId: number | null; newId: string; draft: RuleDraft };

/** One line of what opens a box and how often (the table's condition column). */
function Summary({ b }: { b: OpsFreeBox }) {
  const { t } = useTranslation();
  const r = b.rule;
  const what =
    r.kind === 'vip'
      ? t('opsFreeBoxes.summary.vip', { level: r.minVipLevel })
      : r.kind === 'level'
        ? t('opsFreeBoxes.summary.level', { xp: formatNumber(r.minXp) })
        : r.kind === 'topup'
          ? t('opsFreeBoxes.summary.topup', { amount: money(r.minTopUpCents), hours: r.topUpWindowHours })
          : t(`opsFreeBoxes.summary.${r.kind}`);
  const often = r.cooldownHours === 0 ? t('opsFreeBoxes.summary.once') : t('opsFreeBoxes.summary.every', { hours: r.cooldownHours });
  return (
    <span className="text-xs">
      {what} · {often}
    </span>
  );
}

/**
 * Console, free boxes (docs/free-boxes.md#console; docs/product/routes.md#free /free, docs/product/errors.md free boxes): every free box with its kind,
 * condition, dates and on/off; edit a rule, or make a box with published odds a free box. Role catalogue; audited.
 */
export default function FreeBoxesPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const list = useQuery({ queryKey: KEY, queryFn: () => opsApi('/ops/free-boxes', { schema: OpsFreeBoxList }) });
  const [editing, setEditing] = useState<Editing | null>(null);
  const panel = useRevealOn<HTMLDivElement>(editing ? (editing.boxId ?? 'new') : null);
  const rule = editing ? ruleOf(editing.draft) : null;
  const newId = editing && editing.boxId === null ? Number(editing.newId) : null;
  const valid = !!rule && (editing?.boxId !== null || (Number.isInteger(newId) && (newId ?? 0) > 0));
  const save = useMutation({
    meta: { silent: true },
    mutationFn: (v: { boxId: number | null; newId: number | null; rule: OpsFreeBoxRule }) =>
      v.boxId === null
        ? opsApi('/ops/free-boxes', { method: 'POST', body: { boxId: v.newId, rule: v.rule }, schema: OpsFreeBox })
        : opsApi(`/ops/free-boxes/${v.boxId}`, { method: 'POST', body: v.rule, schema: OpsFreeBox }),
    onSuccess: () => {
      setEditing(null);
      void qc.invalidateQueries({ queryKey: KEY });
    },
  });
  const set = (patch: Partial<RuleDraft>) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (editing && rule && valid) save.mutate({ boxId: editing.boxId, newId, rule });
  };
  const rows = list.data ?? [];
  return (
    <div data-testid="ops-free-boxes-page">
      <OpsHeading title={t('opsFreeBoxes.title')} subtitle={t('opsFreeBoxes.subtitle')}>
        <Button
          onClick={() => {
            save.reset();
            setEditing({ boxId: null, newId: '', draft: NEW_RULE });
          }}
          data-testid="ops-free-add"
        >
          {t('opsFreeBoxes.add')}
        </Button>
      </OpsHeading>
      <ErrorLine error={list.error} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_380px]">
        <OpsCard>
          {!rows.length ? (
            <Empty />
          ) : (
            <OpsTable
              head={[
                t('opsFreeBoxes.box'),
                t('opsFreeBoxes.kind'),
                t('opsFreeBoxes.condition'),
                t('opsFreeBoxes.dates'),
                t('opsFreeBoxes.state'),
                '',
              ]}
              testId="ops-free-table"
            >
              {rows.map((b) => (
                <tr key={b.boxId} data-testid={`ops-free-${b.boxId}`}>
                  <Td>
                    <span className="flex items-center gap-2">
                      <img {...picture(b.image, '36px')} alt="" className="size-9 shrink-0 object-contain" />
                      <span>
                        <span className="block font-semibold">{b.name}</span>
                        <span className="block text-xs text-muted">
                          #{b.boxId}
                          {b.hasOdds ? '' : ` · ${t('opsFreeBoxes.noOdds')}`}
                        </span>
                      </span>
                    </span>
                  </Td>
                  <Td className="text-xs">{t(`opsFreeBoxes.kinds.${b.rule.kind}`)}</Td>
                  <Td>
                    <Summary b={b} />
                  </Td>
                  <Td className="text-xs">
                    {b.rule.startsAt ? <span className="block">↦ {when(b.rule.startsAt)}</span> : null}
                    {b.rule.endsAt ? <span className="block">⇥ {when(b.rule.endsAt)}</span> : null}
                  </Td>
                  <Td>
                    <Badge tone={b.rule.isActive ? 'accent' : 'neutral'}>
                      {b.rule.isActive ? t('opsFreeBoxes.on') : t('opsFreeBoxes.off')}
                    </Badge>
                  </Td>
                  <Td>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => {
                        save.reset();
                        setEditing({ boxId: b.boxId, newId: '', draft: draftOf(b) });
                      }}
                      data-testid={`ops-free-edit-${b.boxId}`}
                    >
                      {t('opsFreeBoxes.edit')}
                    </Button>
                  </Td>
                </tr>
              ))}
            </OpsTable>
          )}
        </OpsCard>
        {editing ? (
          <div ref={panel} className="h-fit scroll-mt-4 lg:sticky lg:top-4">
            <OpsCard
              title={editing.boxId === null ? t('opsFreeBoxes.add') : t('opsFreeBoxes.editTitle', { id: editing.boxId })}
              testId="ops-free-form"
            >
              <form className="flex flex-col gap-3" onSubmit={submit}>
                {editing.boxId === null ? (
                  <>
                    <p className="text-xs text-muted">{t('opsFreeBoxes.addText')}</p>
                    <Input
                      label={t('opsFreeBoxes.boxId')}
                      inputMode="numeric"
                      value={editing.newId}
                      onChange={(e) => setEditing({ ...editing, newId: e.target.value })}
                      data-testid="ops-free-box-id"
                    />
                  </>
                ) : null}
                <RuleFields draft={editing.draft} set={set} />
                {!valid ? <p className="text-sm text-danger">{t('opsFreeBoxes.invalid')}</p> : null}
                <ErrorLine error={save.error} />
                <FormActions saving={save.isPending} disabled={!valid} testId="ops-free-save" onCancel={() => setEditing(null)} />
              </form>
            </OpsCard>
          </div>
        ) : null}
      </div>
    </div>
  );
}
