import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { NOTIFICATION_PAGE_SIZE, type Notification } from '@hapa/contracts';
import {
  Button,
  ButtonLink,
  Card,
  cn,
  EmptyState,
  IconBell,
  IconCheck,
  IconChevronRight,
  IconLock,
  Pagination,
  Skeleton,
} from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useNotificationPage } from '../api/get-notification-page.ts';
import { useReadAllNotifications } from '../api/read-all-notifications.ts';
import { useReadNotification } from '../api/read-notification.ts';
import { formatNoticeTime } from '../lib/notice-time.ts';
import { notificationText } from '../lib/notification-text.ts';

/** The page number of `?page=` (1 when missing or not a positive integer). */
function pageOf(raw: string | null): number {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/**
 * `/notification` (docs/product/routes.md#user-area, docs/product/constants.md#lists-and-pages; apps/server/src/modules/notify/README.md): the player's notifications 10 a page, newest first, unread ones
 * marked; a click marks one read and opens its page; "Mark all as read". The page is in `?page=`.
 */
export default function NotificationPage() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const query = useNotificationPage(page);
  const readAll = useReadAllNotifications();
  if (!loggedIn) {
    return (
      <EmptyState
        icon={<IconLock size={28} />}
        title={t('notifications.signIn')}
        action={<Button onClick={() => openAuth('login')}>{t('auth.logIn')}</Button>}
        className="my-10"
        data-testid="notifications-signed-out"
      />
    );
  }
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / NOTIFICATION_PAGE_SIZE)) : 1;
  const unread = data?.unread ?? 0;
  const setPage = (p: number) => setParams(p === 1 ? {} : { page: String(p) });
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5" data-testid="notification-page">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-black uppercase italic tracking-tight md:text-3xl">{t('notifications.title')}</h1>
          <p className="mt-1 text-sm text-muted">{t('notifications.subtitle')}</p>
        </div>
        {data && data.total > 0 ? (
          <div className="flex items-center gap-3">
            <span className="text-sm font-bold text-muted" data-testid="notification-unread-summary">
              {unread > 0 ? t('notifications.unreadSummary', { count: unread }) : t('notifications.allCaughtUp')}
            </span>
            <Button
              variant="secondary"
              size="sm"
              icon={<IconCheck size={14} />}
              disabled={unread === 0}
              loading={readAll.isPending}
              onClick={() => readAll.mutate()}
              data-testid="notification-read-all"
            >
              {t('notifications.allRead')}
            </Button>
          </div>
        ) : null}
      </header>
      {query.isLoading ? <Skeleton className="h-96" /> : null}
      {query.isError ? (
        <EmptyState
          title={t('notifications.loadFailed')}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : null}
      {data && data.total === 0 ? (
        <EmptyState
          icon={<IconBell size={28} />}
          title={t('notifications.empty')}
          description={t('notifications.emptyText')}
          action={<ButtonLink to="/boxes-list">{t('notifications.emptyAction')}</ButtonLink>}
          data-testid="notification-empty"
        />
      ) : null}
      {data && data.list.length > 0 ? (
        <Card padded={false} className="divide-y divide-line/70">
          {data.list.map((n) => (
            <Row key={n.id} n={n} />
          ))}
        </Card>
      ) : null}
      <Pagination page={page} pages={pages} onPageChange={setPage} />
    </div>
  );
}

function Row({ n }: { n: Notification }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const read = useReadNotification();
  const success = n.tone === 'success';
  const Icon = success ? IconCheck : IconBell;
  const text = notificationText(t, i18n.language, n);
  const open = () => {
    if (!n.hasRead) read.mutate(n.id);
    if (n.link) navigate(n.link);
  };
  return (
    <button
      type="button"
      onClick={open}
      className={cn(
        'flex w-full items-start gap-3 px-4 py-4 text-left transition hover:bg-surface-2 md:px-5',
        !n.hasRead && 'bg-accent/[0.04]',
      )}
      data-testid="notification-row"
      data-id={n.id}
      data-read={n.hasRead}
    >
      <span
        className={cn(
          'relative mt-0.5 grid size-10 shrink-0 place-items-center rounded-full',
          success ? 'bg-accent/15 text-accent' : 'bg-violet/15 text-violet',
          n.hasRead && 'opacity-60',
        )}
      >
        <Icon size={18} />
        {n.hasRead ? null : <span className="absolute -right-0.5 -top-0.5 size-3 rounded-full bg-danger ring-2 ring-surface" aria-hidden />}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <span className={cn('text-sm', n.hasRead ? 'font-semibold text-muted' : 'font-black text-fg')}>
            <span data-testid="notification-title">{text.title}</span>
            {n.hasRead ? null : <span className="sr-only"> ({t('notifications.unread')})</span>}
          </span>
          <time dateTime={n.gmtCreated} className="shrink-0 text-xs text-subtle">
            {formatNoticeTime(n.gmtCreated, Date.now(), i18n.language)}
          </time>
        </span>
        <span className={cn('mt-1 block text-sm', n.hasRead ? 'text-subtle' : 'text-muted')} data-testid="notification-content">
          {text.content}
        </span>
      </span>
      {n.link ? <IconChevronRight size={18} className="mt-2.5 shrink-0 text-subtle" /> : null}
    </button>
  );
}
