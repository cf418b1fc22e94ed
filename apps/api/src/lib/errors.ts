import { errorCatalog, type ApiErrorBody, type ErrorCode } from '@pasarlens/contracts';

/** An expected failure with a stable code; the error handler turns it into its HTTP answer. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly extra: Partial<ApiErrorBody>;

  /** `cause` is logged, never sent: e.g. why a payment gateway call failed. */
  constructor(code: ErrorCode, extra: Partial<ApiErrorBody> = {}, cause?: unknown) {
    super(extra.message ?? errorCatalog[code].message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.status = errorCatalog[code].status;
    this.extra = extra;
  }

  toBody(): ApiErrorBody {
    return { ...this.extra, code: this.code, message: this.message };
  }
}
