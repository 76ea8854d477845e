import type { LotteryDrawResult } from '@hapa/contracts';
import { useTranslation } from 'react-i18next';
import { IconCheck, IconX, MonoField, Spinner } from '../../../components/index.ts';
import { useLotteryEntries } from '../api/lottery-entries.ts';
import { verifyDraw } from '../lib/verify-draw.ts';

/**
 * The browser check of a closed draw: fetches its entry ids, recomputes the server seed's hash, drawClientSeed and
 * the winners with the domain functions (lib/verify-draw.ts) and shows each comparison and the verdict.
 */
export function LotteryDrawCheck({ draw }: { draw: LotteryDrawResult }) {
  const { t } = useTranslation();
  const revealed = draw.serverSeed !== null;
  const entries = useLotteryEntries(draw.drawId, revealed);
  if (!revealed) return <p className="text-sm text-muted">{t('lottery.verifyPending')}</p>;
  if (!entries.data)
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <Spinner />
        {t('lottery.verifying')}
      </p>
    );
  const check = verifyDraw(draw, entries.data.entries);
  if (!check) return <p className="text-sm text-muted">{t('lottery.noEntries')}</p>;
  const line = (ok: boolean, text: string, testId: string) => (
    <li className="flex items-start gap-2" data-testid={testId} data-ok={ok}>
      {ok ? <IconCheck size={16} className="mt-0.5 shrink-0 text-accent" /> : <IconX size={16} className="mt-0.5 shrink-0 text-danger" />}
      <span>{text}</span>
    </li>
  );
  return (
    <div className="flex flex-col gap-3" data-testid="lottery-check" data-ok={check.ok}>
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('lottery.verifyTitle')}</p>
      <ul className="flex flex-col gap-1.5 text-sm text-fg">
        {line(check.hashMatch, t('lottery.checkHash'), 'lottery-check-hash')}
        {line(check.clientSeedMatch, t('lottery.checkClient', { count: entries.data.entries.length }), 'lottery-check-client')}
        {line(
          check.winnersMatch,
          t('lottery.checkWinners', { tickets: check.winners.map((id) => `#${id}`).join(', ') }),
          'lottery-check-winners',
        )}
      </ul>
      <p className={check.ok ? 'text-sm font-black text-accent' : 'text-sm font-black text-danger'} data-testid="lottery-check-verdict">
        {check.ok ? t('lottery.verified') : t('lottery.mismatch')}
      </p>
      <MonoField label={t('lottery.serverSeed')} value={draw.serverSeed ?? ''} testId="lottery-check-server-seed" />
      <MonoField label={t('lottery.clientSeed')} value={check.clientSeed} testId="lottery-check-client-seed" />
      <MonoField label={t('lottery.entries')} value={entries.data.entries.join(', ')} />
    </div>
  );
}
