import type { BattleDetail } from '@hapa/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn, IconCheck, IconX } from '../../../components/index.ts';
import { useRoundBoxes } from '../api/get-round-box.ts';
import { verifyBattle } from '../lib/verify.ts';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <span className="text-[11px] font-bold uppercase tracking-wide text-muted">{label}</span>
      <code className="break-all rounded-lg bg-bg-2 px-2 py-1.5 font-mono text-xs" data-testid={testId}>
        {children}
      </code>
    </div>
  );
}

function Check({ ok, label }: { ok: boolean | null; label: string }) {
  if (ok === null) return null;
  return (
    <p className={cn('flex items-center gap-1.5 text-xs font-semibold', ok ? 'text-success' : 'text-danger')}>
      {ok ? <IconCheck size={14} /> : <IconX size={14} />} {label}
    </p>
  );
}

/**
 * A battle's fairness inputs and checks (fairness.md "Battles"): the hashed server seed from creation,
 * each seat's recorded client seed, the battle client seed, the server seed after the end, and every
 * revealed round's ticket recomputed in this browser with @hapa/domain.
 */
export function BattleFairness({ detail, showLink = true }: { detail: BattleDetail; showLink?: boolean }) {
  const { t } = useTranslation();
  const boxes = useRoundBoxes(detail.rounds.map((r) => r.box.id));
  const check = verifyBattle(detail, boxes);
  return (
    <div className="flex flex-col gap-4" data-testid="battle-fairness">
      <Field label={t('battles.serverSeedHashed')} testId="fair-server-hash">
        {detail.serverSeedHashed}
      </Field>
      <Field label={t('battles.serverSeed')} testId="fair-server-seed">
        {detail.serverSeed ?? t('battles.hiddenUntilEnd')}
      </Field>
      <div className="flex flex-col gap-1">
        <span className="text-[11px] font-bold uppercase tracking-wide text-muted">{t('battles.seatSeeds')}</span>
        <ul className="flex flex-col gap-1 text-xs">
          {detail.players.map((p) => (
            <li key={p.number} className="flex gap-2 rounded-lg bg-bg-2 px-2 py-1.5">
              <span className="shrink-0 font-bold text-muted">{t('battles.seat', { n: p.number })}</span>
              <code className="break-all font-mono">{p.clientSeed ?? '—'}</code>
            </li>
          ))}
        </ul>
      </div>
      <Field label={t('battles.battleClientSeed')} testId="fair-client-seed">
        {detail.clientSeed ?? t('battles.pendingSeats')}
      </Field>
      <p className="text-xs text-muted">{t('battles.formula')}</p>
      <div className="flex flex-col gap-1">
        <Check ok={check.hashOk} label={check.hashOk ? t('battles.hashOk') : t('battles.hashBad')} />
        <Check ok={check.clientSeedOk} label={check.clientSeedOk ? t('battles.clientSeedOk') : t('battles.clientSeedBad')} />
      </div>
      {check.rounds.some((r) => r.draws.length) ? (
        <div className="flex flex-col gap-2">
          <span className="text-[11px] font-bold uppercase tracking-wide text-muted">{t('battles.tickets')}</span>
          <table className="w-full text-xs" data-testid="fair-tickets">
            <tbody>
              {check.rounds
                .filter((r) => r.draws.length)
                .map((r) => (
                  <tr key={r.round} className="border-t border-line">
                    <td className="py-1 pr-2 font-bold text-muted">{t('battles.round', { n: r.round + 1 })}</td>
                    {r.draws.map((d) => {
                      const ok = d.expected === null ? null : d.expected === d.ticket && d.itemOk !== false;
                      return (
                        <td
                          key={d.number}
                          className="py-1 pr-2 font-mono tabular-nums"
                          title={d.itemOk === null && d.expected !== null ? t('battles.oddsChanged') : undefined}
                        >
                          <span
                            className={cn(ok === true && 'text-success', ok === false && 'text-danger')}
                            data-testid="fair-ticket"
                            data-ok={ok === null ? 'pending' : String(ok)}
                          >
                            {d.ticket}
                            {ok === true ? ' ✓' : ok === false ? ' ✗' : ''}
                          </span>
                        </td>
                      );
                    })}
                  </tr>
                ))}
            </tbody>
          </table>
          {detail.serverSeed ? null : <p className="text-xs text-muted">{t('battles.notYet')}</p>}
        </div>
      ) : null}
      {showLink ? (
        <Link to={`/provably-fair?battle=${detail.uuid}#battle-verifier`} className="text-xs font-semibold text-accent hover:underline">
          {t('battles.verifyOnPage')}
        </Link>
      ) : null}
    </div>
  );
}
