import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LiabilitiesRoot, OpsTransparency, SignedTreeHead } from '@hapa/contracts';
import { Badge, Button } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { formatRatioPercent } from '../../../lib/i18n/format.ts';
import { opsTransparency } from '../../../lib/i18n/en/ops-transparency.ts';
import { opsApi } from '../api.ts';
import { ErrorLine, money, OpsCard, OpsHeading, OpsTable, Td, when } from '../ui.tsx';

i18n.addResourceBundle('en', 'translation', { opsTransparency }, true, true);

const KEY = ['ops', 'transparency'];
const pct = (r: number | null) => (r === null ? '–' : formatRatioPercent(r));

function Row({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-line py-1.5 last:border-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-mono text-sm font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/**
 * Finance: the transparency layer at a glance (docs/transparency.md): the log's size and newest signed head (sign one
 * now), the newest liabilities snapshot beside the ledger's figure of that moment (take one now), and every box or game
 * whose realised RTP is outside its 99 % range.
 */
export default function TransparencyOpsPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const view = useQuery({ queryKey: KEY, queryFn: () => opsApi('/ops/transparency', { schema: OpsTransparency }) });
  const [done, setDone] = useState<string | null>(null);
  const sign = useMutation({
    meta: { silent: true },
    mutationFn: () => opsApi('/ops/transparency/sth', { method: 'POST', schema: SignedTreeHead }),
    onSuccess: (h) => {
      setDone(t('opsTransparency.signed', { size: h.treeSize }));
      void qc.invalidateQueries({ queryKey: KEY });
    },
  });
  const snapshot = useMutation({
    meta: { silent: true },
    mutationFn: () => opsApi('/ops/transparency/liabilities', { method: 'POST', schema: LiabilitiesRoot }),
    onSuccess: (r) => {
      setDone(t('opsTransparency.snapshotTaken', { period: r.period }));
      void qc.invalidateQueries({ queryKey: KEY });
    },
  });
  const v = view.data;
  const l = v?.liabilities ?? null;
  return (
    <div data-testid="ops-transparency-page">
      <OpsHeading title={t('opsTransparency.title')} subtitle={t('opsTransparency.subtitle')} />
      <ErrorLine error={view.error ?? sign.error ?? snapshot.error} />
      {done ? (
        <p className="mb-3 text-sm font-semibold text-accent" role="status">
          {done}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <OpsCard title={t('opsTransparency.log')} testId="ops-transparency-log">
          <dl>
            <Row label={t('opsTransparency.entries')} value={v?.logSize ?? '–'} />
            <Row
              label={t('opsTransparency.head')}
              value={
                v?.head
                  ? t('opsTransparency.headOf', { size: v.head.treeSize, time: when(new Date(v.head.timestamp).toISOString()) })
                  : t('opsTransparency.noHead')
              }
            />
          </dl>
          <Button
            className="mt-3"
            size="sm"
            variant="secondary"
            loading={sign.isPending}
            onClick={() => sign.mutate()}
            data-testid="ops-sign-head"
          >
            {t('opsTransparency.signNow')}
          </Button>
        </OpsCard>
        <OpsCard title={t('opsTransparency.liabilities')} testId="ops-transparency-liabilities">
          {l ? (
            <dl>
              <Row label={t('opsTransparency.period')} value={l.period} />
              <Row label={t('opsTransparency.coins')} value={money(l.totalCoinsCents)} />
              <Row label={t('opsTransparency.ledger')} value={money(l.ledgerCoinsCents)} />
              <Row label={t('opsTransparency.prizes')} value={money(l.totalPrizesCents)} />
              <Row label={t('opsTransparency.hapacoins')} value={l.totalHapacoins} />
              <Row label={t('opsTransparency.ledgerHapacoins')} value={l.ledgerHapacoins} />
              <Row label={t('opsTransparency.players')} value={l.leafCount} />
              <Row
                label=""
                testId="ops-liabilities-match"
                value={
                  l.matchesLedger ? (
                    <Badge tone="accent">{t('opsTransparency.matches')}</Badge>
                  ) : (
                    <Badge tone="danger">{t('opsTransparency.mismatch')}</Badge>
                  )
                }
              />
            </dl>
          ) : (
            <p className="text-sm text-muted">{t('opsTransparency.noSnapshot')}</p>
          )}
          <Button
            className="mt-3"
            size="sm"
            variant="secondary"
            loading={snapshot.isPending}
            onClick={() => snapshot.mutate()}
            data-testid="ops-take-snapshot"
          >
            {t('opsTransparency.snapshotNow')}
          </Button>
        </OpsCard>
      </div>
      <h2 className="mb-2 mt-6 text-sm font-bold uppercase tracking-wide text-muted">{t('opsTransparency.flagged')}</h2>
      {v && v.flagged.length === 0 ? (
        <p className="text-sm text-muted" data-testid="ops-rtp-no-flags">
          {t('opsTransparency.noFlags')}
        </p>
      ) : (
        <OpsTable
          testId="ops-rtp-flagged"
          head={[
            t('opsTransparency.subject'),
            t('opsTransparency.samples'),
            t('opsTransparency.promised'),
            t('opsTransparency.realised'),
            t('opsTransparency.range'),
          ]}
        >
          {(v?.flagged ?? []).map((r) => (
            <tr key={`${r.kind}:${r.subject}`}>
              <Td>{r.name}</Td>
              <Td>{r.samples}</Td>
              <Td>{pct(r.promised)}</Td>
              <Td className="font-bold text-danger">{pct(r.realised)}</Td>
              <Td>
                {pct(r.low)} – {pct(r.high)}
              </Td>
            </tr>
          ))}
        </OpsTable>
      )}
    </div>
  );
}
