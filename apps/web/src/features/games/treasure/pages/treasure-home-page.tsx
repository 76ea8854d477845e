import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, Card, EmptyState, IconSparkles, PageSpinner, SectionHeading } from '../../../../components/index.ts';
import { openAuth } from '../../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../../lib/session.ts';
import { useTreasureHome } from '../api/treasure-home.ts';
import { GameHeader, GamePageShell } from '../../components/game-page-shell.tsx';
import { TreasureBrilliantStrip } from '../components/treasure-brilliant.tsx';
import { TreasureCard, TreasureHotCard } from '../components/treasure-card.tsx';
import { TreasureRules } from '../components/treasure-rules.tsx';
import { picture } from '../../../../lib/picture.ts';

/**
 * `/treasureh` (docs/games.md; docs/product/routes.md#games, docs/product/endpoints.md#games /treasureHunter/home, hot list, brilliant history): the treasures with
 * their value, price of a play and chance per map, the hot ones, recent big finds, an unfinished hunt to continue,
 * the rules. Visitors see it all and a log-in button.
 */
export default function TreasureHomePage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const home = useTreasureHome();
  if (!home.data) return <PageSpinner />;
  const h = home.data;
  return (
    <GamePageShell
      testId="treasure-home-page"
      header={
        <GameHeader
          title={t('treasureHunter.title')}
          subtitle={t('treasureHunter.subtitle')}
          action={
            loggedIn ? null : (
              <Button onClick={() => openAuth('login')} data-testid="treasure-signin">
                {t('auth.logIn')}
              </Button>
            )
          }
        />
      }
      footer={<TreasureRules config={h.config} />}
    >
      {h.active ? (
        <Card className="flex flex-wrap items-center justify-between gap-3 border-rarity-1/50" data-testid="treasure-active-banner">
          <div className="flex min-w-0 items-center gap-3">
            <img {...picture(h.active.treasure.skuImage, '48px')} alt="" className="size-12 shrink-0 object-contain" />
            <p className="min-w-0 text-sm font-semibold">{t('treasureHunter.activeBanner', { name: h.active.treasure.skuName })}</p>
          </div>
          <ButtonLink to={`/treasure?id=${h.active.treasure.id}`} variant="gold" size="sm">
            {t('treasureHunter.continue')}
          </ButtonLink>
        </Card>
      ) : null}
      <TreasureBrilliantStrip />
      {h.hot.length ? (
        <section data-testid="treasure-hot">
          <SectionHeading title={t('treasureHunter.hot')} />
          <div className="-mx-1 flex gap-3 overflow-x-auto px-1 pb-1 scrollbar-none">
            {h.hot.map((x) => (
              <TreasureHotCard key={x.id} treasure={x} />
            ))}
          </div>
        </section>
      ) : null}
      <section data-testid="treasure-all">
        <SectionHeading title={t('treasureHunter.treasures')} />
        {h.treasures.length ? (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {h.treasures.map((x) => (
              <TreasureCard key={x.id} treasure={x} />
            ))}
          </div>
        ) : (
          <EmptyState icon={<IconSparkles size={28} />} title={t('treasureHunter.empty')} />
        )}
      </section>
    </GamePageShell>
  );
}
