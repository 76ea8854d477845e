import { useTranslation } from 'react-i18next';
import { ButtonLink, Card, IconTrophy } from '../../../components/index.ts';
import { BattleGateBanner } from '../../battles/index.ts';

const CARDS = [
  { to: '/battles/contest', title: 'contests.hubContest', text: 'contests.hubContestText', testId: 'hub-contest' },
  { to: '/battles/challenge-bot', title: 'contests.hubBot', text: 'contests.hubBotText', testId: 'hub-bot' },
  { to: '/battles/challenge-boss', title: 'contests.hubBoss', text: 'contests.hubBossText', testId: 'hub-boss' },
] as const;

/** /battles/challenge (docs/product/routes.md#battles): the hub of battles that start at once: contest levels, a bot, the boss. */
export default function ChallengePage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-5" data-testid="challenge-page">
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-black uppercase italic tracking-tight md:text-4xl">
          <IconTrophy size={30} className="text-accent" /> {t('contests.challenge')}
        </h1>
        <p className="mt-1 text-sm text-muted">{t('contests.challengeSubtitle')}</p>
      </header>
      <BattleGateBanner />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {CARDS.map((c) => (
          <Card key={c.to} className="flex flex-col gap-3" data-testid={c.testId}>
            <h2 className="text-lg font-black">{t(c.title)}</h2>
            <p className="flex-1 text-sm text-muted">{t(c.text)}</p>
            <ButtonLink to={c.to} block>
              {t('contests.go')}
            </ButtonLink>
          </Card>
        ))}
      </div>
    </div>
  );
}
