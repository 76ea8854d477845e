import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsVipView, type OpsVipLevel, type OpsVipSettings } from '@hapa/contracts';
import { Button, Input } from '../../../components/index.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, OpsCard, OpsHeading, OpsTable, Td } from '../ui.tsx';

const KEY = ['ops', 'vip'];
const FLAGS = ['exclusiveBox', 'supportChat', 'vipChat', 'supportService'] as const;
const num = (v: string) => (v.trim() === '' ? null : Number(v));

/** Finance: the VIP table (thresholds and perks, docs/architecture/console.md) and the progression settings, each saved with an audit row. */
export default function VipOpsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const view = useQuery({ queryKey: KEY, queryFn: () => opsApi('/ops/vip', { schema: OpsVipView }) });
  const [levels, setLevels] = useState<OpsVipLevel[]>([]);
  const [settings, setSettings] = useState<OpsVipSettings | null>(null);
  useEffect(() => {
    if (view.data) {
      setLevels(view.data.levels);
      setSettings(view.data.settings);
    }
  }, [view.data]);
  const saveTable = useMutation({
    mutationFn: () => opsApi('/ops/vip/levels', { method: 'POST', body: { levels }, schema: OpsVipView }),
    onSuccess: (d) => qc.setQueryData(KEY, d),
  });
  const saveSettings = useMutation({
    mutationFn: () => opsApi('/ops/vip/settings', { method: 'POST', body: settings, schema: OpsVipView }),
    onSuccess: (d) => qc.setQueryData(KEY, d),
  });
  const patch = (i: number, p: Partial<OpsVipLevel>) => setLevels((ls) => ls.map((l, j) => (j === i ? { ...l, ...p } : l)));
  const numField = (i: number, key: 'xp' | 'rakebackPpm' | 'cashbackPpm', value: number) => (
    <input
      type="number"
      min={0}
      value={value}
      onChange={(e) => patch(i, { [key]: Number(e.target.value) })}
      className="w-28 rounded-lg border border-line bg-bg-2 px-2 py-1 font-mono text-sm"
      aria-label={t(`ops.vip.${key === 'xp' ? 'xp' : key === 'rakebackPpm' ? 'rakeback' : 'cashback'}`)}
    />
  );
  const submitSettings = (e: FormEvent) => {
    e.preventDefault();
    saveSettings.mutate();
  };
  return (
    <div className="flex flex-col gap-6" data-testid="ops-vip">
      <OpsHeading title={t('ops.vip.title')} subtitle={t('ops.vip.subtitle')} />
      <ErrorLine error={view.error ?? saveTable.error} />
      <OpsTable
        head={[
          t('ops.vip.level'),
          t('ops.vip.xp'),
          t('ops.vip.rakeback'),
          t('ops.vip.cashback'),
          t('ops.vip.levelUpItem'),
          t('ops.vip.exclusiveBoxId'),
          t('ops.vip.flags'),
          t('ops.vip.withdrawal'),
        ]}
        testId="ops-vip-levels"
      >
        {levels.map((l, i) => (
          <tr key={l.level}>
            <Td className="font-bold">VIP{l.level}</Td>
            <Td>{numField(i, 'xp', l.xp)}</Td>
            <Td>{numField(i, 'rakebackPpm', l.rakebackPpm)}</Td>
            <Td>{numField(i, 'cashbackPpm', l.cashbackPpm)}</Td>
            <Td>
              <input
                type="number"
                min={1}
                value={l.levelUpItemId ?? ''}
                onChange={(e) => patch(i, { levelUpItemId: num(e.target.value) })}
                className="w-24 rounded-lg border border-line bg-bg-2 px-2 py-1 font-mono text-sm"
                aria-label={t('ops.vip.levelUpItem')}
              />
            </Td>
            <Td>
              <input
                type="number"
                min={1}
                value={l.exclusiveBoxId ?? ''}
                onChange={(e) => patch(i, { exclusiveBoxId: num(e.target.value) })}
                className="w-24 rounded-lg border border-line bg-bg-2 px-2 py-1 font-mono text-sm"
                aria-label={t('ops.vip.exclusiveBoxId')}
              />
            </Td>
            <Td>
              <div className="flex flex-col gap-1">
                {FLAGS.map((f) => (
                  <label key={f} className="flex items-center gap-2 text-xs">
                    <input type="checkbox" checked={l[f]} onChange={(e) => patch(i, { [f]: e.target.checked })} /> {t(`ops.vip.${f}`)}
                  </label>
                ))}
              </div>
            </Td>
            <Td>
              <select
                value={l.withdrawalPerk ?? ''}
                onChange={(e) => patch(i, { withdrawalPerk: (e.target.value || null) as OpsVipLevel['withdrawalPerk'] })}
                className="rounded-lg border border-line bg-bg-2 px-2 py-1 text-sm"
                aria-label={t('ops.vip.withdrawal')}
              >
                <option value="">{t('ops.vip.none')}</option>
                <option value="priority">{t('ops.vip.priority')}</option>
                <option value="express">{t('ops.vip.express')}</option>
              </select>
            </Td>
          </tr>
        ))}
      </OpsTable>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() =>
            setLevels((ls) => [...ls, { ...ls[ls.length - 1]!, level: ls.length, xp: ls[ls.length - 1]!.xp * 2, levelUpItemId: null }])
          }
        >
          {t('ops.vip.addLevel')}
        </Button>
        <Button variant="secondary" disabled={levels.length <= 2} onClick={() => setLevels((ls) => ls.slice(0, -1))}>
          {t('ops.vip.removeLevel')}
        </Button>
        <Button loading={saveTable.isPending} onClick={() => saveTable.mutate()} data-testid="ops-vip-save-table">
          {t('ops.vip.saveTable')}
        </Button>
        {saveTable.isSuccess ? <span className="text-sm text-accent">{t('ops.vip.saved')}</span> : null}
      </div>
      {settings ? (
        <OpsCard title={t('ops.vip.settings')}>
          <form className="grid grid-cols-1 gap-3 md:grid-cols-2" onSubmit={submitSettings} data-testid="ops-vip-settings">
            <Input
              label={t('ops.vip.battleMinVip')}
              type="number"
              min={0}
              value={settings.battleMinVip}
              onChange={(e) => setSettings({ ...settings, battleMinVip: Number(e.target.value) })}
            />
            <Input
              label={t('ops.vip.questBoostBeans')}
              type="number"
              min={0}
              value={settings.questBoostBeans}
              onChange={(e) => setSettings({ ...settings, questBoostBeans: Number(e.target.value) })}
            />
            <Input
              label={t('ops.vip.birthdayWindowHours')}
              type="number"
              min={1}
              value={settings.birthdayWindowHours}
              onChange={(e) => setSettings({ ...settings, birthdayWindowHours: Number(e.target.value) })}
            />
            <Input
              label={t('ops.vip.birthdayFreeItemId')}
              type="number"
              min={1}
              value={settings.birthdayFreeItemId ?? ''}
              onChange={(e) => setSettings({ ...settings, birthdayFreeItemId: num(e.target.value) })}
            />
            <Input
              label={t('ops.vip.birthdayWaitDays')}
              type="number"
              min={0}
              max={366}
              value={settings.birthdayWaitDays ?? 30}
              onChange={(e) => setSettings({ ...settings, birthdayWaitDays: Number(e.target.value) })}
              data-testid="ops-vip-birthday-wait"
            />
            <Input
              label={t('ops.vip.spinUnitCents')}
              type="number"
              min={1}
              value={settings.spinUnitCents}
              onChange={(e) => setSettings({ ...settings, spinUnitCents: Number(e.target.value) })}
            />
            <div className="flex items-end gap-3">
              <Button type="submit" loading={saveSettings.isPending}>
                {t('ops.vip.saveSettings')}
              </Button>
              {saveSettings.isSuccess ? <span className="text-sm text-accent">{t('ops.vip.saved')}</span> : null}
            </div>
            <ErrorLine error={saveSettings.error} />
          </form>
        </OpsCard>
      ) : null}
    </div>
  );
}
