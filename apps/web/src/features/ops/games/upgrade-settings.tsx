import { OpsUpgradeSettings } from '@hapa/contracts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsUpgrade } from '../../../lib/i18n/en/games-upgrade.ts';
import { SettingsSection, type SettingField } from './settings-section.tsx';

// the section's strings join i18n with the console chunk
i18n.addResourceBundle('en', 'translation', { opsUpgrade }, true, true);

const FIELDS: readonly SettingField[] = [
  { key: 'edgePpm', kind: 'percentPpm', label: 'edge', hint: 'edgeHelp' },
  { key: 'capPpm', kind: 'percentPpm', label: 'cap', hint: 'capHelp' },
  { key: 'minChancePpm', kind: 'percentPpm', label: 'minChance', hint: 'minChanceHelp' },
  { key: 'minCoin', kind: 'money', label: 'minCoin' },
  { key: 'maxCoin', kind: 'money', label: 'maxCoin' },
];

/** Finance: upgrade's house edge, chance cap, minimum chance and coin stake limits (docs/architecture/console.md; audited). */
export function UpgradeSettingsSection() {
  return (
    <SettingsSection ns="opsUpgrade" path="/ops/games/upgrade" schema={OpsUpgradeSettings} fields={FIELDS} testId="ops-games-upgrade" />
  );
}
