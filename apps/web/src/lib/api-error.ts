/**
 * One client-side error model (style.md docs/product/roles.md): every failed call becomes an ApiError with the
 * server's stable `key` (contracts ERRORS) and an English `message`.
 */
import { errorText } from '@hapa/contracts';

/** Key used when no response arrived at all (timeout or network down). */
export const NO_RESPONSE_KEY = 'error.no_response';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** stable error key, e.g. `coin.error.not_enough` */
  readonly key: string;
  /** HTTP status (0 when no response arrived) */
  readonly status: number;
  readonly details?: unknown;

  constructor(key: string, message: string, status: number, details?: unknown) {
    super(message);
    this.key = key;
    this.status = status;
    this.details = details;
  }
}

/**
 * Builds an ApiError from a response body `{code, msg}`; anything else becomes `error.internal`
 * with the catalogue text.
 */
export function parseApiError(body: unknown, status: number): ApiError {
  if (body && typeof body === 'object') {
    const { code, msg, details } = body as { code?: unknown; msg?: unknown; details?: unknown };
    if (typeof code === 'string' && code.length > 0) {
      return new ApiError(code, typeof msg === 'string' && msg ? msg : errorText(code), status, details);
    }
  }
  return new ApiError('error.internal', errorText('error.internal'), status);
}

export function isApiError(err: unknown, key?: string): err is ApiError {
  return err instanceof ApiError && (key === undefined || err.key === key);
}

/**
 * Errors the UI deliberately does not toast (docs/product/errors.md#client-handling "Silent rejections"), plus 401 (the login
 * modal opens instead) and no-response (its own toast already shows).
 */
export const SILENT_ERROR_KEYS: ReadonlySet<string> = new Set([
  'user.error.email_code_expired',
  'user.error.email_check_fail',
  'error.email.exists',
  'user.error.has_verify',
  'error.vip_level.min_1',
  'first_energy.error.already_obtain',
  'error.payment_created',
  'google_recaptcha.error.browser_error',
  'boost.error.trial.level1',
  'treasure_hunter.error.level',
  'coin.error.not_enough',
  'user.error.distribution_box_error',
  NO_RESPONSE_KEY,
]);

/** True when an error should be shown to the user as a toast. */
export function shouldToastError(err: unknown): boolean {
  if (!(err instanceof ApiError)) return true;
  if (err.status === 401) return false;
  return !SILENT_ERROR_KEYS.has(err.key);
}

/** Human text for any thrown value. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  return errorText('error.internal');
}
