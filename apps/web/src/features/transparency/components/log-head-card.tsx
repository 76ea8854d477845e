import type { SignedTreeHead } from '@hapa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, MonoField, Skeleton } from '../../../components/index.ts';
import { formatDateTime, formatNumber } from '../../../lib/i18n/format.ts';
import { readJson, writeJson } from '../../../lib/storage.ts';
import { useLogKey } from '../api/get-log-key.ts';
import { getConsistency, useTreeHead } from '../api/get-tree-head.ts';
import { useCheck } from '../hooks/use-check.ts';
import { checkConsistency, checkHead } from '../lib/verify.ts';
import { CheckStatus } from './check-status.tsx';

/** Where this browser keeps the last head it verified: the next visit checks the log only grew from it. */
const SEEN_KEY = 'hapa.transparency.seenHead';

/**
 * The newest signed tree head of the public fairness log, its signature checked here, and the browser's own small
 * monitor: the head seen on the last visit must be a prefix of this one (RFC 9162 consistency proof), else the log
 * was rewritten (docs/transparency.md#monitoring-the-log).
 */
export function LogHeadCard() {
  const { t } = useTranslation();
  const key = useLogKey();
  const head = useTreeHead();
  const h = head.data;
  const signature = useCheck(['head', h?.treeSize, h?.timestamp], key.data && h ? () => checkHead(h, key.data!) : null);
  // read once per visit: the check below stores the new head, which must not become this visit's "seen"
  const [seen] = useState(() => readJson<SignedTreeHead>(SEEN_KEY));
  const monitor = useCheck(
    ['monitor', seen?.treeSize, seen?.rootHash, h?.treeSize, h?.rootHash],
    h && signature.state === 'ok' ? () => extends_(seen, h) : null,
  );
  let since: string | null = null;
  if (h && monitor.state !== 'checking') {
    if (!seen) since = t('transparency.log.firstVisit');
    else if (monitor.state === 'failed') since = t('transparency.log.rewritten', { size: formatNumber(seen.treeSize) });
    else if (seen.treeSize === h.treeSize) since = t('transparency.log.sinceLastSame', { size: formatNumber(h.treeSize) });
    else since = t('transparency.log.sinceLast', { from: formatNumber(seen.treeSize), to: formatNumber(h.treeSize) });
  }
  return (
    <Card className="flex flex-col gap-3" data-testid="log-head">
      <div className="flex flex-col gap-1">
        <h2 className="text-base font-extrabold tracking-tight">{t('transparency.log.title')}</h2>
        {h ? <CheckStatus state={signature.state} testId="log-head-status" /> : null}
      </div>
      <p className="text-sm text-muted">{t('transparency.log.text')}</p>
      {head.isError ? (
        <p className="text-sm text-danger">{t('transparency.log.loadFailed')}</p>
      ) : !h ? (
        <Skeleton className="h-32" />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('transparency.log.entries')}</dt>
              <dd className="font-mono text-lg font-bold" data-testid="log-head-size">
                {formatNumber(h.treeSize)}
              </dd>
            </div>
            <div>
              <dt className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('transparency.log.signedAt')}</dt>
              <dd className="font-semibold">{formatDateTime(h.timestamp)}</dd>
            </div>
          </dl>
          <MonoField label={t('transparency.log.root')} value={h.rootHash} testId="log-head-root" />
          <MonoField label={t('transparency.log.key')} value={key.data?.publicKey ?? ''} />
          {since ? (
            <p
              className={monitor.state === 'failed' ? 'text-sm font-bold text-danger' : 'text-xs text-muted'}
              data-testid="log-head-monitor"
            >
              {since}
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}

/** Checks the head seen last time is a prefix of `head`, then remembers `head` (only a consistent one). */
async function extends_(seen: SignedTreeHead | null, head: SignedTreeHead): Promise<boolean> {
  let ok = true;
  if (seen && seen.treeSize > head.treeSize) ok = false;
  else if (seen && seen.treeSize === head.treeSize) ok = seen.rootHash === head.rootHash;
  else if (seen) ok = await checkConsistency(seen, head, (await getConsistency(seen.treeSize, head.treeSize)).proof);
  if (ok) writeJson(SEEN_KEY, head);
  return ok;
}
