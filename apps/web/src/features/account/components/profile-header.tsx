import type { Profile } from '@hapa/contracts';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Card, Input, UserAvatar } from '../../../components/index.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useUpdateProfile, useUploadAvatar } from '../api/profile.ts';
import { formatNumber } from '../../../lib/i18n/format.ts';

/** Avatar (upload), nickname (edit), VIP level and XP progress. */
export function ProfileHeader({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const fileRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const update = useUpdateProfile();
  const [nickname, setNickname] = useState(profile.nickname);
  const [error, setError] = useState<string | undefined>();
  // eslint-disable-next-line no-restricted-syntax -- a percentage, not money
  const progress = profile.nextLevelXp === null ? 100 : Math.min(100, Math.round((profile.xp / Math.max(1, profile.nextLevelXp)) * 100));

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) upload.mutate(file, { onSuccess: () => toast.success(t('account.profile.avatarSaved')) });
  }

  function saveNickname(e: FormEvent) {
    e.preventDefault();
    if (nickname.trim() === profile.nickname) return;
    update.mutate(
      { nickname },
      {
        onSuccess: () => toast.success(t('account.profile.saved')),
        onError: (err) => setError(isApiError(err) ? err.message : t('common.somethingWrong')),
      },
    );
  }

  return (
    <Card className="flex flex-col gap-5 md:flex-row md:items-center" data-testid="profile-header">
      <div className="flex items-center gap-4">
        <UserAvatar name={profile.nickname} src={profile.headImg} className="size-20 text-2xl" />
        <div className="flex flex-col gap-1.5">
          <Button
            size="sm"
            variant="secondary"
            loading={upload.isPending}
            onClick={() => fileRef.current?.click()}
            data-testid="avatar-change"
          >
            {t('account.profile.changeAvatar')}
          </Button>
          <span className="text-xs text-muted">{t('account.profile.avatarHint')}</span>
          <input ref={fileRef} type="file" accept="image/png,image/jpeg" className="hidden" onChange={onFile} data-testid="avatar-input" />
        </div>
      </div>
      <form onSubmit={saveNickname} noValidate className="flex min-w-0 flex-1 items-start gap-2">
        <Input
          containerClassName="min-w-0 flex-1"
          label={t('account.profile.nickname')}
          value={nickname}
          maxLength={20}
          onChange={(e) => {
            setNickname(e.target.value);
            setError(undefined);
          }}
          error={error}
          hint={error ? undefined : t('account.profile.nicknameHint')}
          data-testid="profile-nickname"
        />
        <Button
          type="submit"
          className="mt-[22px] h-11"
          loading={update.isPending}
          disabled={nickname.trim() === profile.nickname}
          data-testid="profile-nickname-save"
        >
          {t('account.profile.save')}
        </Button>
      </form>
      <div className="flex flex-col gap-2 md:w-56" data-testid="profile-vip">
        <div className="flex items-center justify-between gap-2">
          <Badge tone="violet">{t('account.profile.vipLevel', { level: profile.level })}</Badge>
          <span className="text-xs font-semibold text-muted">{t('account.profile.xp', { xp: formatNumber(profile.xp) })}</span>
        </div>
        <div
          className="h-2 overflow-hidden rounded-full bg-surface-3"
          role="progressbar"
          aria-label={t('account.profile.vipLevel', { level: profile.level })}
          aria-valuenow={progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="h-full rounded-full bg-gradient-to-r from-violet to-accent" style={{ width: `${progress}%` }} />
        </div>
        <span className="text-xs text-muted">
          {profile.nextLevelXp === null
            ? t('account.profile.maxLevel')
            : t('account.profile.xpToNext', { xp: formatNumber(profile.nextLevelXp - profile.xp), level: profile.level + 1 })}
        </span>
      </div>
    </Card>
  );
}
