import { OpsPirateSettings } from '@hapa/contracts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsPirate } from '../../../lib/i18n/en/ops-events.ts';
import { SettingsSection, type SettingField } from './settings-section.tsx';

// the section's strings join i18n with the console chunk
i18n.addResourceBundle('en', 'translation', { opsPirate }, true, true);

const FIELDS: readonly SettingField[] = [
  { key: 'edgePpm', kind: 'percentPpm', label: 'edge', hint: 'edgeHelp' },
  { key: 'minBet', kind: 'money', label: 'minBet' },
  { key: 'maxBet', kind: 'money', label: 'maxBet' },
  { key: 'maxPayout', kind: 'money', label: 'maxPayout' },
  { key: 'levels', kind: 'int', label: 'levels' },
  { key: 'autoCashOutHours', kind: 'int', label: 'autoCashOut' },
];

/** Finance: Pirate 2024's house edge, limits, tower height and auto cash-out (docs/architecture/console.md; audited). */
export function PirateSettingsSection() {
  return <SettingsSection ns="opsPirate" path="/ops/games/pirate" schema={OpsPirateSettings} fields={FIELDS} testId="ops-games-pirate" />;
}
