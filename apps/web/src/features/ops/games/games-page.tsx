import { useTranslation } from 'react-i18next';
import { OpsMinesSettings } from '@hapa/contracts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsGames, opsMines } from '../../../lib/i18n/en/ops-games.ts';
import { TreasureSettingsSection } from './treasure-settings.tsx';
import { UpgradeSettingsSection } from './upgrade-settings.tsx';
import { TrialSettingsSection } from './trial-settings.tsx';
import { FlipSettingsSection } from './flip-settings.tsx';
import { PirateSettingsSection } from './pirate-settings.tsx';
import { LotterySettingsSection } from './lottery-settings.tsx';
import { BingoSettingsSection } from './bingo-settings.tsx';
import { FancySettingsSection } from './fancy-settings.tsx';
import { LuckyStarSettingsSection } from './lucky-star-settings.tsx';
import { SettingsSection, type SettingField } from './settings-section.tsx';
import { OpsHeading } from '../ui.tsx';

// the page's strings join i18n with its chunk
i18n.addResourceBundle('en', 'translation', { opsGames, opsMines }, true, true);

const MINES_FIELDS: readonly SettingField[] = [
  { key: 'edgePpm', kind: 'percentPpm', label: 'edge', hint: 'edgeHelp' },
  { key: 'minBet', kind: 'money', label: 'minBet' },
  { key: 'maxBet', kind: 'money', label: 'maxBet' },
  { key: 'maxPayout', kind: 'money', label: 'maxPayout' },
  { key: 'autoCashOutHours', kind: 'int', label: 'autoCashOut' },
];

/** Finance: the games' house edges and limits (docs/architecture/console.md: edges and caps are operator settings). */
export default function GamesSettingsPage() {
  const { t } = useTranslation();
  return (
    <div data-testid="ops-games-page">
      <OpsHeading title={t('opsGames.title')} subtitle={t('opsGames.subtitle')} />
      <SettingsSection ns="opsMines" path="/ops/games/mines" schema={OpsMinesSettings} fields={MINES_FIELDS} testId="ops-games-mines" />
      <div className="mt-6">
        <TreasureSettingsSection />
      </div>
      <div className="mt-6">
        <UpgradeSettingsSection />
      </div>
      <div className="mt-6">
        <TrialSettingsSection />
      </div>
      <div className="mt-6">
        <FlipSettingsSection />
      </div>
      <div className="mt-6">
        <PirateSettingsSection />
      </div>
      <div className="mt-6">
        <LotterySettingsSection />
      </div>
      <div className="mt-6">
        <BingoSettingsSection />
      </div>
      <div className="mt-6">
        <FancySettingsSection />
      </div>
      <div className="mt-6">
        <LuckyStarSettingsSection />
      </div>
    </div>
  );
}
