import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../components/index.ts';
import { EventPage, eventSlugOf } from '../../features/promo-events/index.ts';

/** 404 with a way home (also used for game routes not built yet). */
function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[55vh] flex-col items-center justify-center gap-5 text-center" data-testid="not-found">
      <div className="relative">
        <span className="text-gradient text-8xl font-black italic tracking-tighter md:text-9xl">404</span>
      </div>
      <h1 className="text-2xl font-extrabold">{t('errors.notFoundTitle')}</h1>
      <p className="max-w-md text-sm text-muted">{t('errors.notFoundText')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to="/" size="lg" data-testid="not-found-home">
          {t('common.backHome')}
        </ButtonLink>
        <ButtonLink to="/boxes-list" size="lg" variant="secondary">
          {t('nav.boxes')}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * Every path no route names: `/{slug}` may be an event page operators built (docs/events.md#event-pages), shown by
 * its feature (a switched-off event says so); anything else, or an unknown slug, is the 404.
 */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  const slug = eventSlugOf(pathname);
  return slug ? <EventPage key={slug} slug={slug} notFound={<NotFound />} /> : <NotFound />;
}
