import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionHeading } from '../../../components/index.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useQuests } from '../api/quests.ts';
import { QuestCard } from './quest-card.tsx';

/** Home "Glory Road quests" section (docs/product/routes.md#home home sections): the open quests, compact; signed-in players only. */
export function GloryRoadSection() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const quests = useQuests();
  if (!loggedIn || !quests.data) return null;
  const open = quests.data.taskDetail.filter((q) => q.state === 1 || q.state === 2).slice(0, 3);
  if (open.length === 0) return null;
  return (
    <section data-testid="home-glory-road" className="skip-offscreen">
      <SectionHeading
        title={t('vip.glory.homeTitle')}
        action={
          <Link to="/glory-road" className="text-sm font-semibold text-accent hover:underline">
            {t('vip.glory.seeAll')}
          </Link>
        }
      />
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
        {open.map((q) => (
          <QuestCard key={q.questId} quest={q} compact />
        ))}
      </div>
    </section>
  );
}
