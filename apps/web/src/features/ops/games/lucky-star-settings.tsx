import { OpsLuckyStarSettings } from '@hapa/contracts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsLuckyStar } from '../../../lib/i18n/en/ops-games.ts';
import { SettingsSection, type SettingField } from './settings-section.tsx';

// the section's strings join i18n with the console chunk
i18n.addResourceBundle('en', 'translation', { opsLuckyStar }, true, true);

const FIELDS: readonly SettingField[] = [
  { key: 'enabled', kind: 'bool', label: 'enabled' },
  { key: 'minPayout', kind: 'money', label: 'minPayout', hint: 'minPayoutHelp' },
  { key: 'minMultiplier', kind: 'int', label: 'minMultiplier' },
  { key: 'minMultiplierPayout', kind: 'money', label: 'minMultiplierPayout', hint: 'minMultiplierPayoutHelp' },
];

/** Finance: which big wins the lucky_star ticker broadcasts (docs/architecture/console.md; audited). */
export function LuckyStarSettingsSection() {
  return (
    <SettingsSection ns="opsLuckyStar" path="/ops/games/lucky-star" schema={OpsLuckyStarSettings} fields={FIELDS} testId="ops-lucky-star" />
  );
}
