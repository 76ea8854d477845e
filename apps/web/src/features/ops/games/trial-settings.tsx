import { OpsTrialSettings } from '@hapa/contracts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsTrial } from '../../../lib/i18n/en/ops-trial.ts';
import { SettingsSection, type SettingField } from './settings-section.tsx';

// the section's strings join i18n with the console chunk
i18n.addResourceBundle('en', 'translation', { opsTrial }, true, true);

const FIELDS: readonly SettingField[] = [
  { key: 'boxId', kind: 'int', label: 'boxId', hint: 'boxHelp' },
  { key: 'discountPpm', kind: 'percentPpm', label: 'discount', hint: 'discountHelp' },
  { key: 'validityHours', kind: 'int', label: 'validity' },
  { key: 'boostsPerTrial', kind: 'int', label: 'boosts' },
];

/** Finance: the 90%-off Lucky Trial (docs/architecture/console.md): trial box, discount, validity and friends' helps per extra trial; audited. */
export function TrialSettingsSection() {
  return <SettingsSection ns="opsTrial" path="/ops/games/trial" schema={OpsTrialSettings} fields={FIELDS} testId="ops-trial-settings" />;
}
