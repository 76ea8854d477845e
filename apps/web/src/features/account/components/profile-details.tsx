import type { Profile } from '@hapa/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, CardTitle, CopyButton, Input } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useResendConfirm, useSubmitFriendCode, useUpdateProfile } from '../api/profile.ts';

/** Email (confirmation state, resend), birthday (once), sign-in methods and friend codes. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const resend = useResendConfirm();
  const update = useUpdateProfile();
  const friend = useSubmitFriendCode();
  const [birthday, setBirthday] = useState(profile.birthday ?? '');
  const [birthdayError, setBirthdayError] = useState<string | undefined>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();

  function saveBirthday(e: FormEvent) {
    e.preventDefault();
    if (!birthday) return;
    update.mutate(
      { birthday },
      {
        onSuccess: () => toast.success(t('account.profile.saved')),
        onError: (err) => setBirthdayError(isApiError(err) ? err.message : t('common.somethingWrong')),
      },
    );
  }

  function submitCode(e: FormEvent) {
    e.preventDefault();
    if (!code.trim()) return;
    friend.mutate(code.trim(), {
      onSuccess: () => toast.success(t('account.profile.friendCodeDone')),
      onError: (err) => setCodeError(isApiError(err) ? err.message : t('common.somethingWrong')),
    });
  }

  return (
    <Card className="flex flex-col gap-5" data-testid="profile-details">
      <div>
        <CardTitle>{t('account.profile.email')}</CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 break-all text-sm font-semibold" data-testid="profile-email">
            {profile.email}
          </span>
          {profile.emailVerified ? (
            <Badge tone="accent">{t('account.profile.verified')}</Badge>
          ) : (
            <Badge tone="warning">{t('account.profile.notVerified')}</Badge>
          )}
        </div>
        {!profile.emailVerified ? (
          <Button
            className="mt-3"
            size="sm"
            variant="outline"
            loading={resend.isPending}
            onClick={() => resend.mutate(undefined, { onSuccess: () => toast.success(t('account.profile.resent')) })}
            data-testid="profile-resend"
          >
            {t('account.profile.resend')}
          </Button>
        ) : null}
      </div>
      <form onSubmit={saveBirthday} noValidate className="flex items-start gap-2">
        <Input
          containerClassName="min-w-0 flex-1"
          type="date"
          label={t('account.profile.birthday')}
          value={birthday}
          disabled={!!profile.birthday}
          onChange={(e) => {
            setBirthday(e.target.value);
            setBirthdayError(undefined);
          }}
          error={birthdayError}
          hint={profile.birthday ? t('account.profile.birthdaySetOnce') : t('account.profile.birthdayHint')}
          data-testid="profile-birthday"
        />
        {!profile.birthday ? (
          <Button
            type="submit"
            className="mt-[22px] h-11"
            loading={update.isPending}
            disabled={!birthday}
            data-testid="profile-birthday-save"
          >
            {t('account.profile.save')}
          </Button>
        ) : null}
      </form>
      <div className="flex flex-col gap-3">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('account.profile.friendCode')}</p>
          <div className="mt-1 flex items-center gap-2">
            <code className="rounded-lg bg-bg-2 px-3 py-1.5 font-mono text-sm font-bold" data-testid="profile-friend-code">
              {profile.friendCode}
            </code>
            <CopyButton value={profile.friendCode} />
          </div>
        </div>
        {profile.friendCodeUsed ? (
          <p className="text-sm text-muted">{t('account.profile.friendCodeUsed')}</p>
        ) : (
          <form onSubmit={submitCode} noValidate className="flex items-start gap-2">
            <Input
              containerClassName="min-w-0 flex-1"
              label={t('account.profile.enterFriendCode')}
              placeholder={t('account.profile.friendCodePlaceholder')}
              value={code}
              maxLength={12}
              onChange={(e) => {
                setCode(e.target.value);
                setCodeError(undefined);
              }}
              error={codeError}
              data-testid="profile-friend-input"
            />
            <Button type="submit" className="mt-[22px] h-11" loading={friend.isPending} disabled={!code.trim()}>
              {t('account.profile.friendCodeSubmit')}
            </Button>
          </form>
        )}
      </div>
    </Card>
  );
}
