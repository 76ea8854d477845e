import { useTranslation } from 'react-i18next';
import { IconShield } from '../../../components/index.ts';
import { LiabilitiesCard } from '../components/liabilities-card.tsx';
import { LogHeadCard } from '../components/log-head-card.tsx';
import { RtpTable } from '../components/rtp-table.tsx';
import { VerifierCard } from '../components/verifier-card.tsx';

/**
 * `/transparency` (docs/transparency.md): the public fairness log's newest signed head (checked in the browser, and
 * against the head this browser saw last), the proof of liabilities (and the player's own leaf), real RTP beside the
 * promise, and how to check everything offline.
 */
export default function TransparencyPage() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-6" data-testid="transparency-page">
      <header className="flex items-start gap-4">
        <span className="hidden size-14 shrink-0 items-center justify-center rounded-2xl bg-accent/10 text-accent sm:flex">
          <IconShield size={30} />
        </span>
        <div>
          <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-4xl">{t('transparency.title')}</h1>
          <p className="mt-1 max-w-2xl text-sm text-muted">{t('transparency.subtitle')}</p>
        </div>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <LogHeadCard />
        <LiabilitiesCard />
      </div>
      <RtpTable />
      <VerifierCard />
    </div>
  );
}
