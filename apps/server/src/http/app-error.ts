import { ERRORS, type ErrorKey } from '@hapa/contracts';

/**
 * The one server error (style.md docs/product/roles.md): a stable catalogue key, its HTTP status and English text.
 * `msg` may override the catalogue text when the spec's text carries a value (e.g. a minimum amount).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly key: ErrorKey,
    msg?: string,
    readonly details?: unknown,
  ) {
    super(msg ?? ERRORS[key].msg);
    this.status = ERRORS[key].status;
  }
}
