import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, Dialog } from '../../../components/index.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useProtection } from '../api/protection.ts';

const STARTED_KEY = 'hapa.playStartedAt';

/** When the player started this visit (kept per browser tab), ms. */
function playStartedAt(): number {
  const stored = Number(sessionStorage.getItem(STARTED_KEY));
  if (stored > 0) return stored;
  const now = Date.now();
  sessionStorage.setItem(STARTED_KEY, String(now));
  return now;
}

/** Reality check: every N minutes of play (the player's setting) a reminder of how long they have played. */
export function RealityCheck() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const { data } = useProtection();
  const minutes = loggedIn ? (data?.realityCheckMinutes ?? null) : null;
  const [shownFor, setShownFor] = useState<number | null>(null);

  useEffect(() => {
    if (!minutes) return;
    const started = playStartedAt();
    const every = minutes * 60_000;
    const timer = setInterval(() => {
      const played = Math.floor((Date.now() - started) / 60_000);
      if (played > 0 && played % minutes === 0 && Date.now() - started >= every) setShownFor((cur) => (cur === played ? cur : played));
    }, 20_000);
    return () => clearInterval(timer);
  }, [minutes]);

  return (
    <Dialog
      open={shownFor !== null}
      onOpenChange={(o) => (o ? undefined : setShownFor(null))}
      title={t('protection.rcTitle')}
      size="sm"
      data-testid="reality-check-dialog"
      footer={
        <>
          <Button
            variant="secondary"
            block
            onClick={() => {
              setShownFor(null);
              navigate('/user/stats');
            }}
          >
            {t('protection.rcStats')}
          </Button>
          <Button block onClick={() => setShownFor(null)}>
            {t('protection.rcContinue')}
          </Button>
        </>
      }
    >
      <p className="text-sm">{t('protection.rcText', { minutes: shownFor ?? 0 })}</p>
    </Dialog>
  );
}
