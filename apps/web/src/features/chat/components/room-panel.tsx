import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ROOM_TEXT_MAX, type ChatAccess } from '@hapa/contracts';
import { Button } from '../../../components/index.ts';
import { formatDateTime } from '../../../lib/i18n/format.ts';
import { formatCoinUnits, centsToCoinUnits } from '../../../lib/money.ts';
import { openTopUp } from '../../../lib/modals.ts';
import { useRoomList } from '../api/get-room-list.ts';
import { speakRoom } from '../api/speak-room.ts';
import { mergeMessages } from '../lib/messages.ts';
import { Composer } from './composer.tsx';
import { ChatGate } from './gate.tsx';
import { MessageList } from './message-list.tsx';
import { useLiveMessages } from './use-live-messages.ts';

const all = () => true;

/**
 * The public chat room (docs/product/validation.md#server-rules: speaking needs a total deposit of 1 USD; one message every 3 s; operators may
 * mute): everyone signed in reads it live on `chat`; a player who may not speak sees why instead of the box.
 */
export function RoomPanel({ access }: { access: ChatAccess }) {
  const { t } = useTranslation();
  const list = useRoomList(true);
  const { live, add } = useLiveMessages('chat:room', all, 'chat');
  const messages = useMemo(() => mergeMessages(list.data?.list ?? [], live), [list.data, live]);
  const speak = useCallback(async (text: string) => add(await speakRoom(text)), [add]);
  const { room } = access;
  return (
    <>
      <MessageList testId="chat-room-list" messages={messages} loading={list.isPending} empty={t('chat.room.empty')} />
      {room.allowed ? (
        <Composer testId="chat-room-composer" max={ROOM_TEXT_MAX} placeholder={t('chat.composer.placeholderRoom')} onSendText={speak} />
      ) : room.mutedUntil ? (
        <div className="border-t border-line">
          <ChatGate
            testId="chat-gate-room"
            title={t('chat.gate.mutedTitle')}
            text={t('chat.gate.muted', { time: formatDateTime(room.mutedUntil) })}
          />
        </div>
      ) : (
        <div className="border-t border-line">
          <ChatGate
            testId="chat-gate-room"
            title={t('chat.gate.room', { amount: formatCoinUnits(centsToCoinUnits(room.minDepositCents)) })}
            text={t('chat.gate.roomText', { amount: formatCoinUnits(centsToCoinUnits(room.minDepositCents)) })}
            action={
              <Button size="sm" onClick={() => openTopUp()}>
                {t('chat.gate.roomAction')}
              </Button>
            }
          />
        </div>
      )}
    </>
  );
}
