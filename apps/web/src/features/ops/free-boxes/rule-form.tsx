import { FREE_BOX_KINDS } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Input, Select } from '../../../components/index.ts';
import { Toggle } from '../catalogue/shared.tsx';
import type { RuleDraft } from './rule-draft.ts';

/** The fields of a free box's rule; only the kind's own condition is shown (docs/free-boxes.md#kinds). */
export function RuleFields({ draft: d, set }: { draft: RuleDraft; set: (patch: Partial<RuleDraft>) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Select
        label={t('opsFreeBoxes.kind')}
        value={d.kind}
        onChange={(e) => set({ kind: e.target.value as RuleDraft['kind'] })}
        options={FREE_BOX_KINDS.map((k) => ({ value: k, label: t(`opsFreeBoxes.kinds.${k}`) }))}
        data-testid="ops-free-kind"
      />
      {d.kind === 'vip' ? (
        <Input
          label={t('opsFreeBoxes.minVipLevel')}
          inputMode="numeric"
          value={d.minVipLevel}
          onChange={(e) => set({ minVipLevel: e.target.value })}
          data-testid="ops-free-vip"
        />
      ) : null}
      {d.kind === 'level' ? (
        <Input
          label={t('opsFreeBoxes.minXp')}
          inputMode="numeric"
          value={d.minXp}
          onChange={(e) => set({ minXp: e.target.value })}
          data-testid="ops-free-xp"
        />
      ) : null}
      {d.kind === 'topup' ? (
        <div className="grid grid-cols-2 gap-3">
          <Input
            label={t('opsFreeBoxes.minTopUp')}
            inputMode="decimal"
            value={d.minTopUp}
            onChange={(e) => set({ minTopUp: e.target.value })}
            data-testid="ops-free-topup"
          />
          <Input
            label={t('opsFreeBoxes.window')}
            inputMode="numeric"
            value={d.topUpWindowHours}
            onChange={(e) => set({ topUpWindowHours: e.target.value })}
          />
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <Input
          label={t('opsFreeBoxes.cooldown')}
          inputMode="numeric"
          value={d.cooldownHours}
          onChange={(e) => set({ cooldownHours: e.target.value })}
          data-testid="ops-free-cooldown"
        />
        <Input label={t('opsFreeBoxes.sort')} inputMode="numeric" value={d.sort} onChange={(e) => set({ sort: e.target.value })} />
      </div>
      <Input
        label={t('opsFreeBoxes.startsAt')}
        type="datetime-local"
        value={d.startsAt}
        onChange={(e) => set({ startsAt: e.target.value })}
        data-testid="ops-free-starts"
      />
      <Input
        label={t('opsFreeBoxes.endsAt')}
        type="datetime-local"
        value={d.endsAt}
        onChange={(e) => set({ endsAt: e.target.value })}
        data-testid="ops-free-ends"
      />
      <Toggle checked={d.isActive} onChange={(isActive) => set({ isActive })} label={t('opsFreeBoxes.active')} testId="ops-free-active" />
    </>
  );
}
