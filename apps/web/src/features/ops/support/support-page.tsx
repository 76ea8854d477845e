import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OpsConversationList, type ChatMessage, type OpsConversation, type OpsConversationQuery } from '@hapa/contracts';
import { Tabs, cn } from '../../../components/index.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { opsSupport } from '../../../lib/i18n/en/ops-support.ts';
import { opsApi } from '../api.ts';
import { Empty, ErrorLine, OpsHeading, Pager, when } from '../ui.tsx';
import { ConversationPane } from './conversation-pane.tsx';
import { INBOX_KEY, useInboxSocket } from './ops-socket.ts';

i18n.addResourceBundle('en', 'translation', { opsSupport }, true, true);

type Filter = OpsConversationQuery['filter'];
const FILTERS: Filter[] = ['all', 'unread', 'mine', 'unassigned'];

/**
 * The support inbox (docs/architecture/console.md; role support, admin passes): conversations newest activity first with unread
 * counts and assignment; open one to read its history, reply (text, image), assign, mute in the chat room.
 * Real time over the console's own socket (`chat:message`, `chat:conversation`).
 */
export default function SupportPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery({
    queryKey: [...INBOX_KEY, 'list', filter, page],
    queryFn: () => opsApi('/ops/support/conversations', { query: { filter, page }, schema: OpsConversationList }),
  });
  const onMessage = useCallback(
    (m: ChatMessage) => {
      if (m.room === 'support') void qc.invalidateQueries({ queryKey: [...INBOX_KEY, 'detail'] });
    },
    [qc],
  );
  const onConversation = useCallback((_c: OpsConversation) => void qc.invalidateQueries({ queryKey: [...INBOX_KEY, 'list'] }), [qc]);
  useInboxSocket({ onMessage, onConversation });

  return (
    <div className="flex flex-col gap-4" data-testid="ops-support">
      <OpsHeading title={t('opsSupport.title')} subtitle={t('opsSupport.subtitle')} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(260px,340px)_1fr]">
        <section className={cn('flex flex-col gap-3', openId !== null && 'hidden lg:flex')}>
          <Tabs
            variant="pills"
            value={filter}
            onValueChange={(v) => {
              setFilter(v as Filter);
              setPage(1);
            }}
            aria-label={t('opsSupport.title')}
            items={FILTERS.map((f) => ({ value: f, label: t(`opsSupport.filter.${f}`), testId: `ops-support-filter-${f}` }))}
          />
          <ErrorLine error={list.error} />
          {list.data && list.data.list.length === 0 ? <Empty /> : null}
          <ul className="flex flex-col gap-2" data-testid="ops-support-list">
            {list.data?.list.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => setOpenId(c.id)}
                  className={cn(
                    'flex w-full flex-col gap-1 rounded-xl border px-3 py-2.5 text-left transition hover:border-line-strong',
                    openId === c.id ? 'border-accent bg-accent/5' : 'border-line bg-surface',
                  )}
                  data-testid="ops-support-conversation"
                  data-uid={c.userId}
                  data-unread={c.unread}
                >
                  <span className="flex items-center gap-2">
                    <span className="min-w-0 flex-1 truncate font-bold">{c.nickname}</span>
                    <span className="shrink-0 rounded-md bg-surface-2 px-1.5 py-0.5 text-[11px] font-bold text-muted">
                      {t('opsSupport.level', { level: c.level })}
                    </span>
                    {c.unread > 0 ? (
                      <span
                        className="shrink-0 rounded-full bg-danger px-1.5 text-[11px] font-black text-white"
                        data-testid="ops-support-unread"
                      >
                        {c.unread}
                      </span>
                    ) : null}
                  </span>
                  <span className="truncate text-sm text-muted">{c.lastText}</span>
                  <span className="flex justify-between gap-2 text-[11px] text-subtle">
                    <span className="truncate">
                      {c.assignedName ? t('opsSupport.assignedTo', { name: c.assignedName }) : t('opsSupport.unassigned')}
                    </span>
                    <span className="shrink-0">{when(c.lastMessageAt)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {list.data ? <Pager page={page} total={list.data.total} pageSize={list.data.pageSize} onPage={setPage} /> : null}
        </section>
        {openId !== null ? (
          <ConversationPane id={openId} onBack={() => setOpenId(null)} />
        ) : (
          <p className="hidden rounded-xl border border-line bg-surface p-6 text-sm text-muted lg:block">{t('opsSupport.pick')}</p>
        )}
      </div>
    </div>
  );
}
