import type { ErrorCode } from '@chameleon/contract';

/**
 * Failures the client itself detects, beside the server's catalogue codes. A reply the client
 * cannot trust (not JSON, wrong shape, an unknown code) is the catalogue's INVALID_RESPONSE.
 */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'TIMEOUT'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** What a failed call says: a catalogue code (translated in `errors.auth`) or a client code. */
export type ApiMessage = ErrorCode | ClientErrorCode;

export interface ApiFailure {
  status: false;
  message: ApiMessage;
}

/** Every call resolves to its parsed success reply (`status: true`) or a failure; none throws. */
export type ApiResult<T extends { status: true }> = T | ApiFailure;

export const failure = (message: ApiMessage): ApiFailure => ({ status: false, message });

export function isFailure<T extends { status: true }>(result: ApiResult<T>): result is ApiFailure {
  return result.status === false;
}
