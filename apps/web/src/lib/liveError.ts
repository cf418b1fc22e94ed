import { errorCatalog, type ErrorCode, type LiveError, type LiveEvent } from '@pasarlens/contracts';
import type { ApiFailure } from './api.ts';
import { isErrorCode } from './errors.ts';

/**
 * Failures of the live-data channel that the client itself gives (the server's own go through
 * LIVE_ERROR_EVENT with an error code of the catalogue):
 * - CONNECTION_LOST: the connection dropped after the request was sent, so its answer is lost;
 * - CONNECT_FAILED: the server refused the connection and will not be retried (session gone);
 * - TIMEOUT: no answer in LIVE_REQUEST_TIMEOUT_MS.
 * A request the contracts' schema refuses fails locally with VALIDATION_FAILED, unsent.
 */
const LOCAL_LIVE_CODES = ['CONNECTION_LOST', 'CONNECT_FAILED', 'TIMEOUT'] as const;
export type LocalLiveCode = (typeof LOCAL_LIVE_CODES)[number];

export const isLocalLiveCode = (code: unknown): code is LocalLiveCode =>
  (LOCAL_LIVE_CODES as readonly unknown[]).includes(code);

/**
 * A live request that failed: the LiveError the server sent on LIVE_ERROR_EVENT for its uuid, or
 * one the client made up (`answered` false) when no answer can come.
 */
export class LiveRequestError extends Error implements LiveError {
  readonly uuid: string | null;
  readonly event: LiveEvent | null;
  readonly code: string;
  /** The server answered (and may have counted the request); false for the client's own failures. */
  readonly answered: boolean;

  constructor(error: LiveError, answered: boolean) {
    super(error.message);
    this.name = 'LiveRequestError';
    this.uuid = error.uuid;
    this.event = error.event;
    this.code = error.code;
    this.answered = answered;
  }

  /** The plain LiveError. */
  toJSON(): LiveError {
    return { uuid: this.uuid, event: this.event, code: this.code, message: this.message };
  }
}

/**
 * A live failure in the shape of a failed HTTP call, so the research error views (not found, tokens
 * used up, plan required, …) treat both alike: the catalogue's status for a known code, else 0.
 */
export function liveFailure(error: LiveRequestError): ApiFailure {
  const status = isErrorCode(error.code) ? errorCatalog[error.code].status : 0;
  // The client's own codes are not in the catalogue; the views name them by LOCAL_LIVE_CODES.
  return { ok: false, status, statusText: error.code, body: { code: error.code as ErrorCode, message: error.message } };
}
