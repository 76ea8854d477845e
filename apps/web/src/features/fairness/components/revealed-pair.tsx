import { sha256Hex } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { cn, IconCheck, IconX, MonoField } from '../../../components/index.ts';

interface Pair {
  serverSeed: string;
  serverSeedHashed: string;
  clientSeed: string;
  lastNonce: number;
}

/** A revealed seed pair, with the browser's check that the seed hashes to the old commitment. */
export function RevealedPair({
  pair,
  title,
  history,
}: {
  pair: Pair;
  title?: string;
  /** an older pair in the list (no test ids) */ history?: boolean;
}) {
  const { t } = useTranslation();
  const matches = sha256Hex(pair.serverSeed) === pair.serverSeedHashed;
  return (
    <div
      className="flex flex-col gap-3 rounded-2xl border border-accent/30 bg-accent/5 p-4"
      data-testid={history ? 'seed-history-pair' : 'seed-revealed'}
    >
      <div>
        <p className="text-sm font-extrabold text-accent">{title ?? t('fairness.revealedTitle')}</p>
        <p className="text-xs text-muted">{t('fairness.revealedText')}</p>
      </div>
      <MonoField label={t('fairness.serverSeed')} value={pair.serverSeed} testId={history ? undefined : 'seed-revealed-server'} />
      <MonoField label={t('fairness.serverSeedHashed')} value={pair.serverSeedHashed} />
      <div className="grid grid-cols-2 gap-3">
        <MonoField label={t('fairness.clientSeed')} value={pair.clientSeed} />
        <MonoField label={t('fairness.lastNonce')} value={String(pair.lastNonce)} />
      </div>
      <p
        className={cn('flex items-center gap-2 text-xs font-semibold', matches ? 'text-accent' : 'text-danger')}
        data-testid={history ? undefined : 'seed-revealed-check'}
        data-ok={matches}
      >
        {matches ? <IconCheck size={16} /> : <IconX size={16} />}
        {matches ? t('fairness.hashMatches') : t('fairness.hashMismatch')}
      </p>
    </div>
  );
}
