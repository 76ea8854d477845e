/**
 * The operator console's route tree (docs/architecture/console.md), loaded lazily from the app router at `/ops/*`: its own
 * layout, sign-in and the registry's pages. Its strings join i18n here, so players never download them.
 */
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/index.ts';
import { i18n } from '../../lib/i18n/index.ts';
import { ops } from '../../lib/i18n/en/ops.ts';
import { OpsLayout } from './layout.tsx';
import { pagesFor, OPS_PAGES, canOpen } from './registry.ts';
import { useOpsSession } from './session.ts';
import { SignInPage } from './sign-in/sign-in-page.tsx';

i18n.addResourceBundle('en', 'translation', { ops }, true, true);

function Forbidden() {
  const { t } = useTranslation();
  return (
    <p className="rounded-xl border border-line bg-surface p-6 text-sm text-muted" data-testid="ops-forbidden">
      {t('ops.common.forbidden')}
    </p>
  );
}

/** /ops/*: sign-in without a console session, else the layout with the pages the operator's roles open. */
export default function OpsApp() {
  const session = useOpsSession();
  if (!session) return <SignInPage />;
  const roles = session.operator.roles;
  const first = pagesFor(roles).find((p) => p.labelKey);
  return (
    <Routes>
      <Route element={<OpsLayout />}>
        <Route index element={first ? <Navigate to={first.path} replace /> : <Forbidden />} />
        {OPS_PAGES.map((p) => (
          <Route
            key={p.path}
            path={p.path}
            element={
              canOpen(roles, p) ? (
                <Suspense fallback={<PageSpinner />}>
                  <p.Component />
                </Suspense>
              ) : (
                <Forbidden />
              )
            }
          />
        ))}
        <Route path="*" element={<Navigate to="/ops" replace />} />
      </Route>
    </Routes>
  );
}
