import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/index.ts';
import { formatNumber, formatTime } from '../../../lib/i18n/format.ts';
import { useLogKey } from '../api/get-log-key.ts';
import { useLogProof } from '../api/get-log-proof.ts';
import { checkInclusion } from '../lib/verify.ts';
import { useCheck } from '../hooks/use-check.ts';
import { CheckStatus } from './check-status.tsx';

/**
 * "This commitment is entry N of the public log, included in tree head T (signed)" for a server seed hash the player
 * is shown (the active pair on /provably-fair). The audit path and the head's signature are checked here, in the
 * browser, with Web Crypto (docs/transparency.md#checking-in-the-browser); while the commitment is still on its way to
 * the log (a few seconds after the seed was made) it says so and asks again.
 */
export function LogInclusionCard({ seedHash }: { seedHash: string }) {
  const { t } = useTranslation();
  const key = useLogKey();
  const proof = useLogProof(seedHash);
  const commit = proof.data?.proofs.find((p) => p.entry.kind === 'commit') ?? null;
  const check = useCheck(
    ['inclusion', seedHash, commit?.head.treeSize],
    key.data && commit ? () => checkInclusion(commit, key.data!).then((r) => r.ok) : null,
  );
  const pending = proof.data === null;
  return (
    <section
      className="flex flex-col gap-2 rounded-xl border border-line bg-bg-2 p-3"
      data-testid="log-inclusion"
      aria-label={t('transparency.inclusion.title')}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge tone="violet">{t('transparency.inclusion.title')}</Badge>
        {commit ? <CheckStatus state={check.state} testId="log-inclusion-status" /> : null}
      </div>
      {commit ? (
        <p className="text-xs leading-relaxed text-muted" data-testid="log-inclusion-text">
          {t('transparency.inclusion.entry', {
            index: formatNumber(commit.entry.index),
            size: formatNumber(commit.head.treeSize),
            time: formatTime(commit.head.timestamp),
          })}
        </p>
      ) : (
        <p className="text-xs text-muted" data-testid="log-inclusion-pending">
          {pending || proof.isLoading ? t('transparency.inclusion.pending') : t('transparency.log.loadFailed')}
        </p>
      )}
      {check.state === 'failed' ? <p className="text-xs font-bold text-danger">{t('transparency.inclusion.failed')}</p> : null}
      <Link to="/transparency" className="self-start text-xs font-bold text-accent hover:underline">
        {t('transparency.inclusion.more')}
      </Link>
    </section>
  );
}
