import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, IconRefresh, PageHeading, Skeleton } from '../../../components/index.ts';
import { useMailbox } from '../api/email.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';

/** `/dev/mailbox` (development only): mails kept in the outbox, with their links and HTML. */
export default function DevMailboxPage() {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch, isFetching } = useMailbox();
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <div className="flex flex-col gap-6" data-testid="dev-mailbox">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeading title={t('account.mailbox.title')} subtitle={t('account.mailbox.subtitle')} />
        <Button variant="secondary" size="sm" loading={isFetching} onClick={() => void refetch()}>
          <IconRefresh size={16} /> {t('account.mailbox.refresh')}
        </Button>
      </div>
      {isLoading ? <Skeleton className="h-40" /> : null}
      {isError ? <EmptyState title={t('account.mailbox.subtitle')} /> : null}
      {data?.mode === 'smtp' ? <p className="text-sm text-warning">{t('account.mailbox.smtp')}</p> : null}
      {data && data.list.length === 0 ? <EmptyState title={t('account.mailbox.empty')} /> : null}
      <div className="flex flex-col gap-3">
        {data?.list.map((m) => (
          <Card key={m.id} className="flex flex-col gap-2" data-testid="mail-item">
            <button type="button" className="flex flex-col gap-0.5 text-left" onClick={() => setOpenId(openId === m.id ? null : m.id)}>
              <span className="font-bold" data-testid="mail-subject">
                {m.subject}
              </span>
              <span className="break-all text-xs text-muted">
                {t('account.mailbox.to')}: <span data-testid="mail-to">{m.to}</span> · {formatDateTime(m.createdAt)}
              </span>
            </button>
            <div className="flex flex-col gap-1">
              {m.links.map((l) => (
                <a key={l} href={l} className="break-all text-sm font-semibold text-accent hover:underline" data-testid="mail-link">
                  {l}
                </a>
              ))}
            </div>
            {openId === m.id ? (
              <iframe title={m.subject} sandbox="" srcDoc={m.html} className="h-[520px] w-full rounded-xl border border-line bg-white" />
            ) : null}
          </Card>
        ))}
      </div>
    </div>
  );
}
