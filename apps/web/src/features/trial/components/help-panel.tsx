import type { TrialBoostResult } from '@hapa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, IconCheck, IconHeart, Price, Skeleton } from '../../../components/index.ts';
import { errorMessage, isApiError, shouldToastError } from '../../../lib/api-error.ts';
import { openAuth, openTopUp } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast-store.ts';
import { boostTrial, trialKeys, useTrialShare } from '../api/trial.ts';
import { formatOff, money } from '../lib/format.ts';
import { BoostProgress } from './boost-progress.tsx';
import { picture } from '../../../lib/picture.ts';

/**
 * The top-up a VIP 0 visitor is offered: the share rides along, so the form names the friend, the order records the
 * share (referEvent `trial_boost:{shareNo}`) and closing asks the trial-boost leave confirmation (docs/product/states.md#top-up).
 */
export function openTrialTopUp(shareNo: string): void {
  openTopUp({ trialShareNo: shareNo });
}

/**
 * A friend's share link (`/ninety-percent-off?trialShareNo=...`): whose Lucky Trial it is (masked nickname), the box
 * and the helps so far, and "Help". Signed out -> log in; below VIP 1 -> the spec's text "VIP 1 needed to help your
 * friend get Lucky Trial" (a silent rejection: no toast) with a top-up button; after helping, a thank-you state.
 */
export function HelpPanel({ shareNo }: { shareNo: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const share = useTrialShare(shareNo);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<TrialBoostResult | null>(null);
  const [needVip, setNeedVip] = useState(false);

  if (share.isPending) return <Skeleton className="h-56 rounded-2xl" />;
  if (share.isError || !share.data) {
    const invalid = isApiError(share.error) && (share.error.status === 404 || share.error.status === 400);
    return <EmptyState title={invalid ? t('trial.linkInvalid') : t('trial.loadFailed')} data-testid="trial-help-invalid" />;
  }
  const s = share.data;
  const name = s.sharer;
  const boosts = done?.boosts ?? s.boosts;
  const helped = !!done || !!s.viewer?.helped;

  async function help() {
    if (!loggedIn) {
      openAuth('login');
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      const r = await boostTrial(shareNo);
      setDone(r);
      setNeedVip(false);
      void qc.invalidateQueries({ queryKey: trialKeys.shareRoot });
    } catch (e) {
      if (isApiError(e, 'boost.error.trial.level1')) setNeedVip(true);
      else if (isApiError(e, 'boost.error.already')) void qc.invalidateQueries({ queryKey: trialKeys.shareRoot });
      if (shouldToastError(e)) toast.error(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card className="flex flex-col gap-4 border-accent/40" data-testid="trial-help">
      <div className="flex items-center gap-3">
        <img {...picture(s.box.image, '(min-width: 768px) 96px, 80px')} alt="" className="size-20 shrink-0 object-contain md:size-24" />
        <div className="min-w-0">
          <h2 className="text-lg font-black md:text-xl" data-testid="trial-help-title">
            {t('trial.friendTitle', { name })}
          </h2>
          <p className="text-sm text-muted">
            {t('trial.friendText', { name, box: s.box.name, price: money(s.trialPrice), needed: boosts.needed })}
          </p>
          <p className="mt-1 flex items-baseline gap-2">
            <Price coins={s.box.price} className="text-xs text-muted line-through" />
            <Price coins={s.trialPrice} className="text-lg text-accent" />
            <span className="text-xs font-black text-warning">{t('trial.off', { percent: formatOff(s.discountPpm) })}</span>
          </p>
        </div>
      </div>
      <BoostProgress boosts={boosts} friend={name} />
      {s.viewer?.isSharer ? (
        <p className="rounded-xl bg-bg-2 p-3 text-sm text-muted" data-testid="trial-help-own">
          {t('trial.ownLink')}
        </p>
      ) : helped ? (
        <p
          className="flex items-center gap-2 rounded-xl bg-accent/10 p-3 text-sm font-semibold text-accent"
          data-testid="trial-help-done"
          role="status"
        >
          <IconCheck size={18} className="shrink-0" />
          {done?.granted ? t('trial.helpedGranted', { name }) : done ? t('trial.helped') : t('trial.alreadyHelped')}
        </p>
      ) : needVip ? (
        <div
          className="flex flex-col gap-3 rounded-xl border border-warning/40 bg-warning/10 p-3"
          data-testid="trial-need-vip"
          role="alert"
        >
          <p className="text-sm font-bold text-fg">{t('trial.needVip')}</p>
          <p className="text-xs text-muted">{t('trial.needVipText')}</p>
          <Button variant="gold" block onClick={() => openTrialTopUp(shareNo)} data-testid="trial-topup">
            {t('trial.topUp')}
          </Button>
        </div>
      ) : (
        <Button size="lg" block loading={busy} icon={<IconHeart size={18} />} onClick={() => void help()} data-testid="trial-help-button">
          {t('trial.help')}
        </Button>
      )}
    </Card>
  );
}
