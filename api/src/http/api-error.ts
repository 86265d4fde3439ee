import { ERROR_HTTP_STATUS, type ErrorCode } from '@chameleon/contract';

/** A failure the caller is told about as `{ status: false, message: code }`. */
export class ApiError extends Error {
  readonly statusCode: number;

  constructor(readonly code: ErrorCode) {
    super(code);
    this.name = 'ApiError';
    this.statusCode = ERROR_HTTP_STATUS[code];
  }
}
