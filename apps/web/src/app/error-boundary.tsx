import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteError } from 'react-router';
import { Button, ButtonLink, buttonClass, IconInfo } from '../components/index.ts';

/** What a crash looks like: never a blank page, always a way back. */
export function ErrorFallback({ onRetry, outsideRouter }: { onRetry?: () => void; outsideRouter?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 px-4 text-center"
      role="alert"
      data-testid="error-fallback"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-danger/15 text-danger">
        <IconInfo size={28} />
      </span>
      <h1 className="text-xl font-extrabold">{t('errors.boundaryTitle')}</h1>
      <p className="text-sm text-muted">{t('errors.boundaryText')}</p>
      <div className="flex gap-3">
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {t('errors.reload')}
          </Button>
        )}
        {outsideRouter ? (
          <a href="/" className={buttonClass()}>
            {t('common.backHome')}
          </a>
        ) : (
          <ButtonLink to="/" reloadDocument={!onRetry}>
            {t('common.backHome')}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** changing this value clears the error (e.g. the route path) */
  resetKey?: unknown;
  /** the boundary sits above the router (no router links in the fallback) */
  outsideRouter?: boolean;
}

/** Class error boundary around page content; resets when `resetKey` changes. */
export class ErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[ui] render error', error, info.componentStack);
  }

  override componentDidUpdate(prev: BoundaryProps) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (this.state.error) return <ErrorFallback outsideRouter={this.props.outsideRouter} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}

/** Page-level boundary that resets on navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <ErrorBoundary resetKey={location.pathname}>{children}</ErrorBoundary>;
}

/** react-router `errorElement`: loader/render errors outside the page boundary. */
export function RouterErrorElement() {
  const error = useRouteError();
  console.error('[router] error', error);
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <ErrorFallback />
    </div>
  );
}
