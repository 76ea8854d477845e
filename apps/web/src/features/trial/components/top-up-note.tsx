import { useTranslation } from 'react-i18next';
import { IconHeart } from '../../../components/index.ts';
import { useTrialShare } from '../api/trial.ts';

/**
 * In the top-up opened from a friend's Lucky Trial (`trialShareNo`): whose trial the deposit helps, read from the
 * share itself (GET /api/trial/share/{shareNo}); nothing for a number that names no one.
 */
export function TrialTopUpNote({ shareNo }: { shareNo: string }) {
  const { t } = useTranslation();
  const share = useTrialShare(shareNo);
  if (!share.data) return null;
  return (
    <p className="flex items-start gap-2 rounded-xl border border-accent/40 bg-accent/10 p-3 text-sm" data-testid="topup-trial-note">
      <IconHeart size={18} className="mt-0.5 shrink-0 text-accent" />
      <span>{t('trial.topUpNote', { name: share.data.sharer })}</span>
    </p>
  );
}
