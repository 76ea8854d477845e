import { artPath, FREE_BOX_ID } from '@hapa/domain';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink, IconGift, IconShield } from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useFreeBoxes } from '../api/get-free-boxes.ts';
import { picture } from '../../../lib/picture.ts';

/**
 * `/fb-landing-page` (docs/product/routes.md, bare layout): where a Facebook ad lands. The ad's `fbclid` / `fbCode` are kept by the
 * request headers like on any page (lib/request-headers.ts). One screen: the free box and one call to action; a
 * visitor signs up (then lands on /free, docs/product/states.md#after-sign-up post-sign-up), a player goes straight to /free.
 */
export default function FbLandingPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const daily = useFreeBoxes().data?.find((b) => b.kind === 'daily');
  return (
    <div className="flex w-full max-w-3xl flex-col items-center gap-6 text-center md:gap-8" data-testid="fb-landing">
      <img src="/favicon.svg" alt="HapaBox" className="size-12" />
      <div className="flex flex-col gap-3">
        <p className="text-xs font-black uppercase tracking-widest text-accent">{t('free.landing.kicker')}</p>
        <h1 className="text-3xl font-black uppercase italic leading-tight tracking-tight sm:text-4xl md:text-5xl">
          {t('free.landing.title')}
        </h1>
        <p className="mx-auto max-w-xl text-sm text-muted md:text-base">{t('free.landing.text')}</p>
      </div>
      <div className="relative">
        <span className="absolute inset-0 rounded-full bg-rarity-1/30 blur-3xl" aria-hidden />
        <img
          {...picture(daily?.image ?? artPath('box', FREE_BOX_ID), '(min-width: 768px) 224px, 176px')}
          alt={daily?.name ?? ''}
          className="relative size-44 object-contain drop-shadow-[0_20px_40px_rgb(0_0_0/0.5)] md:size-56"
          fetchPriority="high"
        />
      </div>
      <div className="flex w-full max-w-sm flex-col gap-3">
        {loggedIn ? (
          <ButtonLink to="/free" variant="gold" size="lg" block data-testid="fb-landing-cta">
            <IconGift size={20} /> {t('free.landing.ctaIn')}
          </ButtonLink>
        ) : (
          <Button
            variant="gold"
            size="lg"
            block
            icon={<IconGift size={20} />}
            onClick={() => openAuth('signup', 'box')}
            data-testid="fb-landing-cta"
          >
            {t('free.landing.cta')}
          </Button>
        )}
        <ButtonLink to="/" variant="ghost" block data-testid="fb-landing-browse">
          {t('free.landing.browse')}
        </ButtonLink>
      </div>
      <p className="flex items-center gap-2 text-xs text-muted">
        <IconShield size={16} className="text-accent" /> {t('free.landing.fair')}
      </p>
      <p className="text-[11px] text-subtle">{t('free.landing.adult')}</p>
    </div>
  );
}
