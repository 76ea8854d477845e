import { formatCoins, parseBoxInfo } from '@hapa/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Badge, Button, ButtonLink, EmptyState, IconChevronLeft, PageSpinner, Price } from '../../components/index.ts';
import { BoxItems, BoxStats, LikeButton, useBoxDetail } from '../../features/boxes/index.ts';
import { FreeBoxPanel } from '../../features/free/index.ts';
import { PageLiveDrops, RecentDrops } from '../../features/live-drops/index.ts';
import { useRecoverItems } from '../../features/store/index.ts';
import { UnboxingStage } from '../../features/unboxing/index.ts';
import { VipBoxLock } from '../../features/vip/index.ts';
import { isApiError } from '../../lib/api-error.ts';
import { openAuth } from '../../lib/modals.ts';
import { coinsToCents } from '../../lib/money.ts';
import { useRedirect } from '../../lib/navigation.ts';
import { useIsLoggedIn } from '../../lib/session.ts';
import { toast } from '../../lib/toast-store.ts';

/** `/box-detail/:boxInfo` (`<id>-<slug>`, optional `?dropBox=true`): open a box, see its odds. */
export default function BoxDetailPage() {
  const { t } = useTranslation();
  const { boxInfo = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const redirect = useRedirect();
  const loggedIn = useIsLoggedIn();
  const id = parseBoxInfo(boxInfo);
  const { data: box, isLoading, error, refetch } = useBoxDetail(id);
  const recover = useRecoverItems();
  const promptedDropBox = useRef(false);

  // canonical slug in the URL (not once the player has left: docs/architecture/web-app.md#redirects)
  useEffect(() => {
    if (box && box.boxInfo !== boxInfo) redirect(`/box-detail/${box.boxInfo}${location.search}`);
  }, [box, boxInfo, location.search, redirect]);

  // drop-box landing: invite a visitor to sign up and stay on this box
  useEffect(() => {
    if (params.get('dropBox') === 'true' && !loggedIn && box && !promptedDropBox.current) {
      promptedDropBox.current = true;
      openAuth('signup', 'box');
    }
  }, [params, loggedIn, box]);

  if (id === null || (error && isApiError(error) && error.status === 404)) {
    return (
      <EmptyState
        title={t('unbox.notFound')}
        description={t('unbox.notFoundText')}
        action={<ButtonLink to="/boxes-list">{t('nav.boxes')}</ButtonLink>}
        className="my-10"
        data-testid="box-not-found"
      />
    );
  }
  if (error) {
    return (
      <EmptyState
        title={t('boxes.loadFailed')}
        action={
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        }
        className="my-10"
      />
    );
  }
  if (isLoading || !box) return <PageSpinner />;

  async function sell(ids: number[]) {
    const res = await recover.mutateAsync(ids);
    toast.success(t('unbox.soldToast', { amount: formatCoins(coinsToCents(res.totalAmount)) }));
    return res;
  }

  return (
    <div className="flex flex-col gap-8 md:gap-12" data-testid="box-detail-page" data-box-id={box.id}>
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <div className="flex flex-col gap-4 lg:col-start-2">
          <Link
            to="/boxes-list"
            className="flex w-fit items-center gap-1 text-xs font-bold uppercase tracking-wide text-muted hover:text-fg"
          >
            <IconChevronLeft size={14} /> {t('unbox.back')}
          </Link>
          <div>
            <div className="mb-2 flex flex-wrap gap-1.5">
              {box.tags.map((tag) => (
                <Badge key={tag} tone="violet">
                  {tag}
                </Badge>
              ))}
            </div>
            <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-4xl" data-testid="box-name">
              {box.name}
            </h1>
            <p className="mt-2 line-clamp-3 text-sm text-muted md:line-clamp-none">{box.description}</p>
          </div>
          <div className="flex items-end justify-between gap-3">
            {box.isFree ? (
              <span className="text-2xl font-black uppercase text-rarity-1 md:text-3xl" data-testid="box-price">
                {t('unbox.free')}
              </span>
            ) : (
              <Price coins={box.price} icon className="text-2xl text-accent md:text-3xl" data-testid="box-price" />
            )}
            <span className="flex items-center gap-3">
              <span className="text-xs text-subtle" data-testid="box-opened-count">
                {t('unbox.openedCount', { count: box.openedCount })}
              </span>
              <LikeButton boxId={box.id} isLiked={box.isLiked} />
            </span>
          </div>
          {box.isFree ? <FreeBoxPanel boxId={box.id} /> : null}
          <VipBoxLock boxId={box.id} />
        </div>
        <div className="lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <UnboxingStage key={box.id} box={box} onSell={sell} />
        </div>
        <div className="lg:col-start-2">
          <BoxStats box={box} />
        </div>
      </div>
      <BoxItems items={box.items} />
      <PageLiveDrops />
      <RecentDrops boxId={box.id} />
    </div>
  );
}
