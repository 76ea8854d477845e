import { useTranslation } from 'react-i18next';
import { Button, EmptyState, IconShield } from '../../components/index.ts';
import { FairnessExplainer, ManualVerifier, OpenHistory, SeedHistory, SeedPanel } from '../../features/fairness/index.ts';
import { BattleVerifier } from '../../features/battles/index.ts';
import { WheelVerifier } from '../../features/vip/index.ts';
import { openAuth } from '../../lib/modals.ts';
import { useIsLoggedIn } from '../../lib/session.ts';

/** `/provably-fair` and `/fairness`: the explanation, the player's seeds and openings, and a verifier. */
export default function ProvablyFairPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  return (
    <div className="flex flex-col gap-6" data-testid="provably-fair-page">
      <header className="flex items-start gap-4">
        <span className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-accent/10 text-accent sm:flex">
          <IconShield size={30} />
        </span>
        <div>
          <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-4xl">{t('fairness.title')}</h1>
          <p className="mt-1 max-w-2xl text-sm text-muted">{t('fairness.subtitle')}</p>
        </div>
      </header>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <FairnessExplainer />
        {loggedIn ? (
          <div className="order-first lg:order-none">
            <SeedPanel />
          </div>
        ) : (
          <EmptyState
            icon={<IconShield size={28} />}
            title={t('fairness.loginTitle')}
            description={t('fairness.loginText')}
            action={<Button onClick={() => openAuth('login')}>{t('auth.logIn')}</Button>}
          />
        )}
      </div>
      {loggedIn ? <OpenHistory /> : null}
      <ManualVerifier />
      <BattleVerifier />
      {loggedIn ? <WheelVerifier /> : null}
      {loggedIn ? <SeedHistory /> : null}
    </div>
  );
}
