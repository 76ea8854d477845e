import type { RotateSeedResponse } from '@hapa/contracts';
import { errorText } from '@hapa/contracts';
import { isValidClientSeed } from '@hapa/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, CardTitle, Input, MonoField, Skeleton } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSeedInfo } from '../api/get-seed-info.ts';
import { useRotateSeed } from '../api/rotate-seed.ts';
import { releaseLockOnRefresh, useSeedLock } from '../api/seed-lock.ts';
import { RevealedPair } from './revealed-pair.tsx';
import { LogInclusionCard } from '../../transparency/index.ts';

/** 16 random hex characters from the browser's CSPRNG (a suggestion for a new client seed). */
function randomClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Active seed pair of one seed type (1 boxes, 2 battles, 3 games) with the client seed editor (view, Change,
 * Save), server seed rotation and the seed lock (docs/product/states.md#seed-lock: unlocked to locked; released on page refresh or when
 * the revealed server seed is viewed; a battle lock lasts one battle; changing a seed clears it).
 */
export function SeedPanel({
  onRevealed,
  seedType = 1,
  title,
}: {
  onRevealed?: (r: RotateSeedResponse) => void;
  seedType?: number;
  title?: string;
}) {
  const { t } = useTranslation();
  const seed = useSeedInfo(seedType);
  const rotate = useRotateSeed();
  const lock = useSeedLock(seedType);
  const { mutate: setLock } = lock;
  useEffect(() => {
    if (seed.data) releaseLockOnRefresh(seed.data, () => setLock(false));
  }, [seed.data, setLock]);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<RotateSeedResponse | null>(null);

  function submit(type: 'client' | 'server') {
    if (rotate.isPending) return;
    if (type === 'client') {
      const value = draft.trim();
      if (!isValidClientSeed(value)) return setError(errorText('fairness.error.client_seed'));
    }
    setError(null);
    rotate.mutate(
      { type, clientSeed: type === 'client' ? draft.trim() : undefined, seedType },
      {
        onSuccess: (res) => {
          setRevealed(res);
          setEditing(false);
          onRevealed?.(res);
          toast.success(t('fairness.seedSaved'));
        },
        onError: (err) => setError(isApiError(err) ? err.message : t('common.somethingWrong')),
      },
    );
  }

  const info = seed.data;
  return (
    <Card className="flex flex-col gap-4" data-testid="seed-panel" data-seed-type={seedType}>
      <CardTitle
        action={
          info ? (
            <div className="flex items-center gap-2">
              {info.has_lock ? (
                <span data-testid="seed-locked-badge">
                  <Badge tone="accent">{t('fairness.locked')}</Badge>
                </span>
              ) : null}
              <Button
                variant={info.has_lock ? 'secondary' : 'outline'}
                size="sm"
                loading={lock.isPending}
                onClick={() => setLock(!info.has_lock)}
                title={t(seedType === 2 ? 'fairness.lockHintBattle' : 'fairness.lockHint')}
                aria-pressed={info.has_lock}
                data-testid="seed-lock"
              >
                {info.has_lock ? t('fairness.unlock') : t('fairness.lock')}
              </Button>
            </div>
          ) : null
        }
      >
        {title ?? t('fairness.seedsTitle')}
      </CardTitle>
      {seed.isLoading || !info ? (
        <div className="flex flex-col gap-3">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : (
        <>
          {editing ? (
            <div className="flex flex-col gap-2">
              <Input
                label={t('fairness.clientSeed')}
                value={draft}
                maxLength={64}
                onChange={(e) => setDraft(e.target.value)}
                error={error ?? undefined}
                hint={t('fairness.seedHint')}
                className="font-mono"
                autoFocus
                data-testid="seed-client-input"
                suffix={
                  <button type="button" className="text-xs font-bold text-accent" onClick={() => setDraft(randomClientSeed())}>
                    {t('fairness.random')}
                  </button>
                }
              />
              <div className="flex gap-2">
                <Button onClick={() => submit('client')} loading={rotate.isPending} data-testid="seed-save">
                  {t('fairness.save')}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => {
                    setEditing(false);
                    setError(null);
                  }}
                  disabled={rotate.isPending}
                >
                  {t('fairness.cancel')}
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <MonoField label={t('fairness.clientSeed')} value={info.current_client_seed} testId="seed-client" />
              </div>
              <Button
                variant="secondary"
                onClick={() => {
                  setDraft(info.current_client_seed);
                  setEditing(true);
                }}
                data-testid="seed-change"
              >
                {t('fairness.change')}
              </Button>
            </div>
          )}
          <MonoField label={t('fairness.serverSeedHashed')} value={info.current_server_seed_hashed} testId="seed-server-hashed" />
          <LogInclusionCard seedHash={info.current_server_seed_hashed} />
          <MonoField label={t('fairness.nextServerSeedHashed')} value={info.next_server_seed_hashed} testId="seed-next-hashed" />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <span className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('fairness.nonce')}</span>
              <p className="font-mono text-lg font-bold" data-testid="seed-nonce">
                {info.nonce}
              </p>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => submit('server')}
              loading={rotate.isPending && rotate.variables?.type === 'server'}
              title={t('fairness.rotateServerHint')}
              data-testid="seed-rotate-server"
            >
              {t('fairness.rotateServer')}
            </Button>
          </div>
          {!editing && error ? (
            <p className="text-xs text-danger" role="alert">
              {error}
            </p>
          ) : null}
        </>
      )}
      {revealed ? <RevealedPair pair={revealed} /> : null}
    </Card>
  );
}
