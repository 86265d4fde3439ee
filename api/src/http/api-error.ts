import { ERROR_HTTP_STATUS, type ErrorCode } from '@chameleon/contract';

/** A failure the caller is told about as `{ status: false, message: code }`. */
export class ApiError extends Error {
  readonly statusCode: number;

  /** Sent as `Retry-After`: how long a refused caller waits before the same call can succeed. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    options: { retryAfterMs?: number } = {},
  ) {
    super(code);
    this.retryAfterSeconds = options.retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(options.retryAfterMs / 1000));
    this.name = 'ApiError';
    this.statusCode = ERROR_HTTP_STATUS[code];
  }
}
