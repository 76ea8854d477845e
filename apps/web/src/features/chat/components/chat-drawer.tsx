import { useTranslation } from 'react-i18next';
import { Button, Drawer, Spinner, Tabs } from '../../../components/index.ts';
import { openAuth } from '../../../lib/modals.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useChatAccess } from '../api/get-chat-access.ts';
import { closeChat, setChatTab, useChatDrawer, type ChatTab } from '../lib/chat-store.ts';
import { ChatGate } from './gate.tsx';
import { RoomPanel } from './room-panel.tsx';
import { SupportPanel } from './support-panel.tsx';
import { VipPanel } from './vip-panel.tsx';

const TABS: ChatTab[] = ['support', 'vip', 'room'];

/**
 * The chat drawer (apps/server/src/modules/chat/README.md): tabs Support / VIP / Room, each with its gate text when locked (never a dead
 * button). A side panel on wide screens, a bottom sheet on phones. Loaded on its first opening.
 */
export default function ChatDrawer() {
  const { t } = useTranslation();
  const { open, tab, orderId } = useChatDrawer();
  const loggedIn = useIsLoggedIn();
  const wide = useMediaQuery('(min-width: 768px)');
  const access = useChatAccess(open);
  return (
    <Drawer
      open={open}
      onOpenChange={(o) => (o ? undefined : closeChat())}
      title={t('chat.title')}
      description={t('chat.subtitle')}
      side={wide ? 'right' : 'bottom'}
      className={wide ? '' : 'h-[88dvh]'}
      data-testid="chat-drawer"
    >
      <div className="-mx-5 -mb-5 -mt-2 flex h-full min-h-0 flex-col pt-2">
        <Tabs
          variant="segmented"
          className="px-4 pb-2"
          value={tab}
          onValueChange={(v) => setChatTab(v as ChatTab)}
          aria-label={t('chat.title')}
          items={TABS.map((v) => ({ value: v, label: t(`chat.tabs.${v}`), testId: `chat-tab-${v}` }))}
        />
        {!loggedIn ? (
          <ChatGate
            testId="chat-gate-signin"
            title={t('chat.gate.signIn')}
            text={t('chat.gate.signInText')}
            action={
              <Button size="sm" onClick={() => openAuth('login')}>
                {t('chat.gate.signInAction')}
              </Button>
            }
          />
        ) : !access.data ? (
          <div className="flex flex-1 items-center justify-center">
            {access.isError ? (
              <Button variant="ghost" onClick={() => void access.refetch()}>
                {t('chat.reload')}
              </Button>
            ) : (
              <Spinner />
            )}
          </div>
        ) : tab === 'support' ? (
          <SupportPanel access={access.data} orderId={orderId} />
        ) : tab === 'vip' ? (
          <VipPanel access={access.data} />
        ) : (
          <RoomPanel access={access.data} />
        )}
      </div>
    </Drawer>
  );
}
