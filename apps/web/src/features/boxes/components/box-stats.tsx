import type { BoxDetail } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconShield, Price } from '../../../components/index.ts';
import { formatRatioPercent } from '../../../lib/i18n/format.ts';
import { OddsHistory } from './odds-history.tsx';

/**
 * EV, RTP, house edge and the fairness link of a box. The free box costs nothing, so it has no RTP or house
 * edge to show (docs/architecture/web-app.md: no "0.00% / 100.00%" maths on a zero price): its row says Free and its average value.
 */
export function BoxStats({ box }: { box: BoxDetail }) {
  const { t } = useTranslation();
  const stats =
    box.isFree || box.price <= 0
      ? [
          {
            label: t('unbox.price'),
            value: (
              <span className="text-rarity-1" data-testid="box-free-price">
                {t('unbox.free')}
              </span>
            ),
          },
          { label: t('unbox.ev'), value: <Price coins={box.ev} data-testid="box-ev" />, testId: 'box-ev-row' },
        ]
      : [
          { label: t('unbox.ev'), value: <Price coins={box.ev} data-testid="box-ev" />, testId: 'box-ev-row' },
          { label: t('unbox.rtp'), value: <span data-testid="box-rtp">{formatRatioPercent(box.rtp)}</span> },
          { label: t('unbox.houseEdge'), value: <span>{formatRatioPercent(1 - box.rtp)}</span> },
        ];
  return (
    <div className="flex flex-col gap-3">
      <dl className={stats.length === 3 ? 'grid grid-cols-3 gap-2' : 'grid grid-cols-2 gap-2'}>
        {stats.map((s) => (
          <div key={s.label} className="rounded-xl border border-line bg-bg-2/70 px-3 py-2">
            <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{s.label}</dt>
            <dd className="mt-0.5 text-sm font-extrabold tabular-nums">{s.value}</dd>
          </div>
        ))}
      </dl>
      <Link
        to="/provably-fair"
        className="group flex items-start gap-3 rounded-xl border border-accent/25 bg-accent/5 p-3 transition hover:border-accent/60"
        data-testid="box-fair-link"
      >
        <IconShield size={20} className="mt-0.5 shrink-0 text-accent" />
        <span>
          <span className="block text-sm font-bold text-accent group-hover:underline">{t('unbox.fairLink')}</span>
          <span className="mt-0.5 block text-xs text-muted">{t('unbox.fairText')}</span>
          <span className="mt-1 block text-[10px] font-semibold uppercase tracking-wider text-subtle">
            {t('unbox.oddsVersion', { v: box.oddsVersion })}
          </span>
        </span>
      </Link>
      {box.isFree ? null : <OddsHistory boxId={box.id} current={box.oddsVersion} />}
    </div>
  );
}
