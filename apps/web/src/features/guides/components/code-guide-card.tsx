import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button, IconGift, Input } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast-store.ts';
import { codeGuideKey, useCodeGuide } from '../api/get-code-guide.ts';
import { useFinishGuide } from '../api/finish-guide.ts';
import { useSubmitFriendCode } from '../api/submit-friend-code.ts';

/**
 * The referral-code guide (docs/product/endpoints.md#system /sys/code/guide/status; docs/spec-notes.md#referral-code-guide): "Got a friend
 * code?" for a new player nobody invited, in their first week. Apply links the referral (/user/friendCode/submit,
 * the refusal's text shown in place); "Not now" finishes the guide (`finish_guide` code) so it does not come back.
 * Inline on /free (where a new player lands after sign-up), never a pop-up over the page.
 */
export function CodeGuideCard() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const uid = useSession()?.uid ?? null;
  const status = useCodeGuide();
  const submit = useSubmitFriendCode();
  const finish = useFinishGuide();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!status.data?.show) return null;

  const hide = () => qc.setQueryData(codeGuideKey(uid), { show: false });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.trim()) return;
    setError(null);
    submit.mutate(code.trim(), {
      onSuccess: () => {
        toast.success(t('guides.code.done'));
        finish.mutate('code');
        hide();
      },
      onError: (err) => setError(isApiError(err) ? err.message : t('common.somethingWrong')),
    });
  };
  return (
    <form className="flex flex-col gap-3 rounded-2xl border border-violet/40 bg-violet/10 p-4" onSubmit={onSubmit} data-testid="code-guide">
      <div className="flex items-start gap-3">
        <IconGift size={22} className="mt-0.5 shrink-0 text-violet" />
        <div>
          <p className="text-sm font-extrabold">{t('guides.code.title')}</p>
          <p className="mt-0.5 text-xs text-muted">{t('guides.code.text')}</p>
        </div>
      </div>
      <Input
        label={t('guides.code.label')}
        value={code}
        maxLength={32}
        autoComplete="off"
        placeholder={t('guides.code.placeholder')}
        onChange={(e) => setCode(e.target.value)}
        error={error ?? undefined}
        data-testid="code-guide-input"
      />
      <div className="flex gap-2">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            finish.mutate('code');
            hide();
          }}
          data-testid="code-guide-later"
        >
          {t('guides.code.later')}
        </Button>
        <Button
          type="submit"
          size="sm"
          loading={submit.isPending}
          disabled={!code.trim()}
          className="ml-auto"
          data-testid="code-guide-apply"
        >
          {t('guides.code.apply')}
        </Button>
      </div>
    </form>
  );
}
