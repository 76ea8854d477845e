import * as RadixDialog from '@radix-ui/react-dialog';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hasCloseControl } from '@hapa/domain';
import { DialogOverlay, IconClose } from '../../../components/index.ts';
import { usePopupSlot } from '../../../lib/popup-queue.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useHomePops } from '../api/get-banners.ts';
import { runBannerAction } from '../lib/banner-action.ts';
import { recordClose, visibleBanners } from '../lib/banners.ts';

/**
 * The home pop list (docs/product/states.md#after-sign-up popup priority, last; docs/product/states.md#banners banner visibility rules apply): the first pop the
 * player may see, as a modal image, once the popup queue (lib/popup-queue.ts) gives it the turn: never on
 * top of the birthday pop or a level-up. Tapping it follows its link; a no_close pop has no close control
 * (tapping it is the way on).
 */
export function HomePop() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const { data, isLoading } = useHomePops();
  const [done, setDone] = useState<number[]>([]);
  const pop = useMemo(() => visibleBanners(data ?? []).find((p) => !done.includes(p.id)) ?? null, [data, done]);
  const turn = usePopupSlot('homePop', isLoading ? 'pending' : pop ? 'want' : 'none');
  if (!pop || !turn) return null;
  const closable = hasCloseControl(pop);
  const close = () => {
    recordClose(pop.id);
    setDone((d) => [...d, pop.id]);
  };
  const follow = () => {
    close();
    runBannerAction(pop, { loggedIn, navigate });
  };
  return (
    <RadixDialog.Root open onOpenChange={(open) => (!open && closable ? close() : undefined)}>
      <RadixDialog.Portal>
        <DialogOverlay />
        <RadixDialog.Content
          className="fixed left-1/2 top-1/2 z-50 w-[min(92vw,420px)] -translate-x-1/2 -translate-y-1/2 animate-pop outline-none"
          onEscapeKeyDown={(e) => (closable ? undefined : e.preventDefault())}
          onPointerDownOutside={(e) => (closable ? undefined : e.preventDefault())}
          data-testid="home-pop"
        >
          <RadixDialog.Title className="sr-only">{pop.title || t('home.popTitle')}</RadixDialog.Title>
          <RadixDialog.Description className="sr-only">{t('home.popTitle')}</RadixDialog.Description>
          <button
            type="button"
            onClick={follow}
            className="block w-full overflow-hidden rounded-2xl border border-line shadow-2xl shadow-black/60"
            data-testid="home-pop-image"
          >
            <img src={pop.img} alt={pop.title || t('home.popTitle')} className="block max-h-[75dvh] w-full object-contain" />
          </button>
          {closable ? (
            <RadixDialog.Close
              className="absolute -top-3 right-0 flex size-9 -translate-y-full items-center justify-center rounded-full bg-surface-2 text-fg hover:bg-surface"
              aria-label={t('common.close')}
              data-testid="home-pop-close"
            >
              <IconClose size={18} />
            </RadixDialog.Close>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
