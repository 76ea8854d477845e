import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OpsChallenge, OpsSession } from '@hapa/contracts';
import { Button, Input, IconShield, MonoField } from '../../../components/index.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { opsApi } from '../api.ts';
import { setOpsSession } from '../session.ts';

/**
 * /ops sign-in: email + password, then the TOTP code. At the first sign-in the answer carries the new
 * secret: the QR code (and the key as text) to scan, confirmed by the first code. A one-time password
 * (ops:create-admin, new operators) is replaced in the same step.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [challenge, setChallenge] = useState<OpsChallenge | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
      if (err instanceof ApiError && err.key === 'ops.error.challenge_expired') setChallenge(null);
    } finally {
      setBusy(false);
    }
  };
  const submitPassword = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      setChallenge(
        await opsApi('/ops/auth/login', { method: 'POST', body: { email, password }, schema: OpsChallenge, authRedirect: false }),
      );
      setCode('');
    });
  };
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    if (!challenge) return;
    void run(async () => {
      const body = { challenge: challenge.challenge, code, ...(challenge.mustChangePassword ? { newPassword } : {}) };
      setOpsSession(await opsApi('/ops/auth/totp', { method: 'POST', body, schema: OpsSession, authRedirect: false }));
    });
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-bg px-4 py-10 text-fg">
      <div className="w-full max-w-md rounded-2xl border border-line bg-surface p-6 shadow-xl sm:p-8">
        <div className="mb-6 flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-accent/15 text-accent">
            <IconShield size={22} />
          </span>
          <div>
            <h1 className="text-xl font-extrabold">
              {challenge ? (challenge.enrolment ? t('ops.signIn.enrolTitle') : t('ops.signIn.codeTitle')) : t('ops.signIn.title')}
            </h1>
            <p className="text-sm text-muted">{challenge ? null : t('ops.signIn.subtitle')}</p>
          </div>
        </div>
        {!challenge ? (
          <form className="flex flex-col gap-4" onSubmit={submitPassword} data-testid="ops-sign-in">
            <Input
              label={t('ops.signIn.email')}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
              name="email"
            />
            <Input
              label={t('ops.signIn.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              required
              name="password"
            />
            {error ? (
              <p className="text-sm font-medium text-danger" role="alert">
                {error}
              </p>
            ) : null}
            <Button type="submit" block loading={busy}>
              {t('ops.signIn.continue')}
            </Button>
          </form>
        ) : (
          <form className="flex flex-col gap-4" onSubmit={submitCode} data-testid="ops-totp">
            {challenge.enrolment ? (
              <div className="flex flex-col items-center gap-3" data-testid="ops-enrolment">
                <p className="text-sm text-muted">{t('ops.signIn.enrolText')}</p>
                <img
                  src={challenge.enrolment.qrDataUrl}
                  alt=""
                  width={200}
                  height={200}
                  className="rounded-xl bg-white p-2"
                  data-testid="ops-qr"
                />
                <div className="w-full">
                  <MonoField label={t('ops.signIn.secretLabel')} value={challenge.enrolment.secret} testId="ops-secret" />
                </div>
              </div>
            ) : (
              <p className="text-sm text-muted">{t('ops.signIn.codeText')}</p>
            )}
            <Input
              label={t('ops.signIn.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="\d{6}"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              required
              name="code"
            />
            {challenge.mustChangePassword ? (
              <Input
                label={t('ops.signIn.newPassword')}
                hint={t('ops.signIn.newPasswordHint')}
                type="password"
                autoComplete="new-password"
                value={newPassword}
                onChange={(e) => setNewPassword(e.target.value)}
                required
                name="newPassword"
              />
            ) : null}
            {error ? (
              <p className="text-sm font-medium text-danger" role="alert">
                {error}
              </p>
            ) : null}
            <Button type="submit" block loading={busy} disabled={code.length !== 6}>
              {t('ops.signIn.verify')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setChallenge(null);
                setError(null);
              }}
            >
              {t('ops.signIn.restart')}
            </Button>
          </form>
        )}
      </div>
    </main>
  );
}
