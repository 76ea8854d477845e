import { describe, expect, it } from 'vitest';
import { OpsLuckyStarSettings } from '@hapa/contracts';
import { parseSettingsForm, type SettingField } from './settings-section.tsx';

const FIELDS: SettingField[] = [
  { key: 'enabled', kind: 'bool', label: 'x' },
  { key: 'minPayout', kind: 'money', label: 'x' },
  { key: 'minMultiplier', kind: 'int', label: 'x' },
  { key: 'minMultiplierPayout', kind: 'money', label: 'x' },
];

describe('parseSettingsForm', () => {
  it('turns typed values into the body, and refuses 3 decimals, words and what the schema refuses', () => {
    expect(
      parseSettingsForm(
        FIELDS,
        { enabled: true, minPayout: ' 100.50', minMultiplier: '10', minMultiplierPayout: '20' },
        OpsLuckyStarSettings,
      ),
    ).toEqual({ enabled: true, minPayout: 100.5, minMultiplier: 10, minMultiplierPayout: 20 });
    expect(
      parseSettingsForm(
        FIELDS,
        { enabled: false, minPayout: '1.005', minMultiplier: '10', minMultiplierPayout: '20' },
        OpsLuckyStarSettings,
      ),
    ).toBeNull();
    expect(
      parseSettingsForm(FIELDS, { enabled: false, minPayout: '1', minMultiplier: 'ten', minMultiplierPayout: '20' }, OpsLuckyStarSettings),
    ).toBeNull();
    expect(
      parseSettingsForm(FIELDS, { enabled: false, minPayout: '1', minMultiplier: '1', minMultiplierPayout: '20' }, OpsLuckyStarSettings),
    ).toBeNull(); // multiplier >= 2
  });
  it('sends a percentage as ppm', () => {
    const schema = OpsLuckyStarSettings.pick({ minMultiplier: true });
    expect(parseSettingsForm([{ key: 'minMultiplier', kind: 'percentPpm', label: 'x' }], { minMultiplier: '2.5' }, schema)).toEqual({
      minMultiplier: 25_000,
    });
  });
});
