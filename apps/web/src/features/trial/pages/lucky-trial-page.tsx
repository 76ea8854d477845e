import type { TrialConfig } from '@hapa/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, Card, CardTitle, EmptyState, IconBox, PageSpinner, Price } from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';
import { useSession } from '../../../lib/session.ts';
import { useBoxDetail } from '../../boxes/index.ts';
import { useTrialConfig, useTrialInfo } from '../api/trial.ts';
import { HelpPanel } from '../components/help-panel.tsx';
import { SharePanel } from '../components/share-panel.tsx';
import { TrialStage } from '../components/trial-stage.tsx';
import { formatOff, money } from '../lib/format.ts';
import { markTrialSeen } from '../lib/seen.ts';
import { picture } from '../../../lib/picture.ts';

/**
 * `/ninety-percent-off` (docs/games.md; docs/product/routes.md#events): the player's Lucky Trial (the box at 10% of its price, countdown,
 * "Open for $X" with the box page's reel), the helps toward the next trial with the share link; a visitor arriving
 * with `?trialShareNo=` sees whose trial it is and can help (VIP 1). Signed-out visitors see what the Lucky Trial is
 * and log in or sign up. The rules state the price, validity and boost rules from the server's settings.
 */
export default function LuckyTrialPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const shareNo = params.get('trialShareNo')?.trim() || null;
  const session = useSession();
  const config = useTrialConfig();
  const info = useTrialInfo();
  const own = !!info.data && !!shareNo && info.data.shareNo === shareNo.toUpperCase();
  const box = useBoxDetail(info.data?.box.id ?? null);

  // the page announces the trial itself: the home modal need not show this voucher again
  const voucher = info.data?.voucher;
  useEffect(() => {
    if (session && voucher?.status === 'available') markTrialSeen(session.uid, voucher.id);
  }, [session, voucher]);

  return (
    <div className="flex flex-col gap-6" data-testid="lucky-trial-page">
      <header>
        <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-4xl">{t('trial.title')}</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('trial.subtitle')}</p>
      </header>
      {shareNo && !own ? <HelpPanel shareNo={shareNo} /> : null}
      {!session ? (
        config.data ? (
          <SignedOut config={config.data} />
        ) : config.isError ? (
          <EmptyState title={t('trial.loadFailed')} />
        ) : (
          <PageSpinner />
        )
      ) : info.isPending ? (
        <PageSpinner />
      ) : info.isError || !info.data ? (
        <EmptyState
          title={t('trial.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void info.refetch()}>
              {t('common.retry')}
            </Button>
          }
          data-testid="trial-load-failed"
        />
      ) : (
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-6">
          <Card className="flex flex-col gap-3" data-testid="trial-own">
            {shareNo && !own ? <CardTitle>{t('trial.yourOwn')}</CardTitle> : null}
            <TrialStage info={info.data} box={box.data} />
          </Card>
          <SharePanel info={info.data} />
        </div>
      )}
      {config.data ? <Rules config={config.data} /> : null}
    </div>
  );
}

function SignedOut({ config }: { config: TrialConfig }) {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col items-center gap-4 text-center md:flex-row md:text-left" data-testid="trial-signin">
      <div className="relative shrink-0">
        <img
          {...picture(config.box.image, '(min-width: 768px) 176px, 144px')}
          alt={config.box.name}
          className="size-36 object-contain md:size-44"
        />
        <span className="absolute -right-2 top-1 rotate-12 rounded-lg bg-gradient-to-b from-[#ffd866] to-[#f0a500] px-2 py-1 text-xs font-black text-[#2a1900] shadow-lg">
          {t('trial.off', { percent: formatOff(config.discountPpm) })}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <h2 className="text-xl font-black">{t('trial.signInTitle')}</h2>
        <p className="text-sm text-muted">{t('trial.signInText')}</p>
        <p className="flex items-baseline justify-center gap-2 md:justify-start">
          <span className="font-bold">{config.box.name}</span>
          <Price coins={config.box.price} className="text-sm text-muted line-through" />
          <Price coins={config.trialPrice} className="text-xl text-accent" />
        </p>
        <div className="grid grid-cols-2 gap-2 md:max-w-sm">
          <Button onClick={() => openAuth('signup')} data-testid="trial-signup">
            {t('trial.signUp')}
          </Button>
          <Button variant="secondary" onClick={() => openAuth('login')} data-testid="trial-login">
            {t('trial.logIn')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

function Rules({ config }: { config: TrialConfig }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="trial-rules">
      <CardTitle>
        <span className="flex items-center gap-2">
          <IconBox size={18} className="text-accent" />
          {t('trial.rulesTitle')}
        </span>
      </CardTitle>
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-muted">
        <li>
          {t('trial.rule1', {
            box: config.box.name,
            price: money(config.trialPrice),
            real: money(config.box.price),
            percent: formatOff(config.discountPpm),
          })}
        </li>
        <li>{t('trial.rule2')}</li>
        <li>{t('trial.rule3', { hours: config.validityHours })}</li>
        <li>{t('trial.rule4', { count: config.boostsPerTrial })}</li>
      </ol>
    </Card>
  );
}
