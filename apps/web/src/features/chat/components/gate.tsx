import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, IconLock } from '../../../components/index.ts';

/** A locked chat: the gate text (e.g. "VIP 2 Required.") with what unlocks it, never a dead button. */
export function ChatGate({ title, text, action, testId }: { title: string; text: string; action?: ReactNode; testId: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-10 text-center" data-testid={testId}>
      <span className="flex size-12 items-center justify-center rounded-full bg-surface-2 text-muted">
        <IconLock size={22} />
      </span>
      <p className="text-base font-extrabold" data-testid="chat-gate-title">
        {title}
      </p>
      <p className="max-w-xs text-sm text-muted">{text}</p>
      {action}
    </div>
  );
}

/** A chat locked below a VIP level (support, VIP chat): the gate text of `kind` with a link to the VIP page. */
export function VipLevelGate({ kind, level }: { kind: 'support' | 'vip'; level: number }) {
  const { t } = useTranslation();
  return (
    <ChatGate
      testId={`chat-gate-${kind}`}
      title={t(`chat.gate.${kind}`, { level })}
      text={t(`chat.gate.${kind}Text`, { level })}
      action={
        <ButtonLink to="/vip" variant="secondary" size="sm">
          {t('chat.gate.vipAction')}
        </ButtonLink>
      }
    />
  );
}
