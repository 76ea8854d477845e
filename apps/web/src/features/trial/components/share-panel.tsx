import type { TrialInfo } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardTitle, IconCopy } from '../../../components/index.ts';
import { toast } from '../../../lib/toast-store.ts';
import { BoostProgress } from './boost-progress.tsx';

/** The link a friend opens: this site's address, whatever the server thinks its public address is. */
export function shareLinkOf(sharePath: string): string {
  return `${window.location.origin}${sharePath}`;
}

/**
 * "Get another Lucky Trial" (docs/games.md boosts): the helps received toward the next trial (n of 3) and the player's
 * share link with a copy button.
 */
export function SharePanel({ info }: { info: TrialInfo }) {
  const { t } = useTranslation();
  const link = shareLinkOf(info.sharePath);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('common.copied'));
    } catch {
      toast.error(t('common.somethingWrong'));
    }
  }
  return (
    <Card className="flex flex-col gap-4" data-testid="trial-share">
      <div>
        <CardTitle>{t('trial.boostTitle')}</CardTitle>
        <p className="-mt-1 text-sm text-muted">{t('trial.boostText', { count: info.boosts.needed })}</p>
      </div>
      <BoostProgress boosts={info.boosts} />
      {info.boosts.granted > 0 ? (
        <p className="text-xs text-accent" data-testid="trial-earned">
          {t('trial.earned', { count: info.boosts.granted })}
        </p>
      ) : null}
      <div className="flex flex-col gap-1.5">
        <span className="text-xs font-semibold text-muted">{t('trial.shareLink')}</span>
        <div className="flex items-stretch gap-2">
          <input
            readOnly
            value={link}
            onFocus={(e) => e.currentTarget.select()}
            className="min-w-0 flex-1 truncate rounded-xl border border-line bg-bg-2 px-3 font-mono text-xs text-fg"
            aria-label={t('trial.shareLink')}
            data-testid="trial-share-link"
          />
          <Button onClick={() => void copy()} icon={<IconCopy size={16} />} data-testid="trial-copy">
            {t('trial.copy')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
