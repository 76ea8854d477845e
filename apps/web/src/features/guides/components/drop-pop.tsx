import { artPath, FREE_BOX_ID } from '@hapa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button, Dialog, IconGift } from '../../../components/index.ts';
import { usePopupSlot } from '../../../lib/popup-queue.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useActiveBox } from '../api/active-box.ts';
import { useFinishGuide } from '../api/finish-guide.ts';
import { useRetainBox } from '../api/get-retain-box.ts';
import { picture } from '../../../lib/picture.ts';

const HOME = new Set(['/', '/boxes']);

/**
 * The drop pop (docs/product/states.md#after-sign-up home popup priority, third: slot `dropPop`): "You got a free drop!" when the server says a
 * free drop is waiting (`POST /user/active/box` at start, then `/sys/has/retain/box`: the free box can be opened
 * and this pop was not closed in the last 24 h). Open Free Box goes to /free; either button tells the server
 * (`finish_guide` drop). Home page only.
 */
export function DropPop() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();
  const start = useActiveBox();
  const retain = useRetainBox(start.isSuccess);
  const finish = useFinishGuide();
  const [done, setDone] = useState(false);
  const onHome = HOME.has(pathname);
  const loading = start.isLoading || retain.isLoading;
  const wish = !loggedIn || !onHome || done ? 'none' : loading ? 'pending' : retain.data?.hasRetainBox ? 'want' : 'none';
  const turn = usePopupSlot('dropPop', wish);
  if (!turn || wish !== 'want') return null;

  const close = () => {
    setDone(true);
    finish.mutate('drop');
  };
  return (
    <Dialog
      open
      onOpenChange={(o) => (o ? undefined : close())}
      title={t('guides.drop.title')}
      description={t('guides.drop.text')}
      size="sm"
      data-testid="drop-pop"
    >
      <div className="flex flex-col items-center gap-4">
        <div className="relative">
          <span className="absolute inset-0 rounded-full bg-rarity-1/30 blur-2xl" aria-hidden />
          <img
            {...picture(artPath('box', retain.data?.boxId ?? FREE_BOX_ID), '112px')}
            alt=""
            className="relative size-28 object-contain"
            onError={(e) => (e.currentTarget.style.display = 'none')}
          />
        </div>
        <div className="flex w-full gap-2">
          <Button variant="secondary" block onClick={close} data-testid="drop-pop-later">
            {t('guides.drop.later')}
          </Button>
          <Button
            variant="gold"
            block
            icon={<IconGift size={18} />}
            onClick={() => {
              close();
              navigate('/free');
            }}
            data-testid="drop-pop-open"
          >
            {t('guides.drop.open')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
