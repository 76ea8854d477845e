import { artPath, FREE_BOX_ID } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button, Dialog, IconGift } from '../../../components/index.ts';
import { closeFreeGuide, openAuth, useModals } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { writeJson } from '../../../lib/storage.ts';
import { FREE_GUIDE_KEY } from '../lib/free-guide-key.ts';
import { picture } from '../../../lib/picture.ts';

const STEPS = ['signup', 'open', 'keep'] as const;

/** "Open Free Box" guide (docs/product/routes.md#modals): what the free box is and how to get it. */
export function FreeBoxGuideDialog() {
  const { t } = useTranslation();
  const { freeGuide } = useModals();
  const loggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();

  function close() {
    writeJson(FREE_GUIDE_KEY, true);
    closeFreeGuide();
  }

  function go() {
    close();
    if (location.pathname !== '/free') navigate('/free');
    if (!loggedIn) openAuth('signup', 'box');
  }

  return (
    <Dialog
      open={freeGuide}
      onOpenChange={(o) => (o ? undefined : close())}
      title={t('free.guideTitle')}
      size="sm"
      data-testid="free-guide"
    >
      <div className="flex flex-col items-center gap-4 text-center">
        <div className="relative">
          <span className="absolute inset-0 rounded-full bg-rarity-1/30 blur-2xl" aria-hidden />
          <img
            {...picture(artPath('box', FREE_BOX_ID), '128px')}
            alt=""
            className="relative size-32 object-contain"
            onError={(e) => (e.currentTarget.style.display = 'none')}
          />
        </div>
        <p className="text-sm text-muted">{t('free.guideText')}</p>
        <ol className="flex w-full flex-col gap-2 text-left">
          {STEPS.map((s, i) => (
            <li key={s} className="flex items-center gap-3 rounded-xl border border-line bg-surface-2 px-3 py-2 text-sm">
              <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-black text-accent-ink">
                {i + 1}
              </span>
              {t(`free.steps.${s}`)}
            </li>
          ))}
        </ol>
        <Button variant="gold" size="lg" block icon={<IconGift size={20} />} onClick={go} data-testid="free-guide-open">
          {t('free.open')}
        </Button>
      </div>
    </Dialog>
  );
}
