/**
 * The one API client of the web app (spec §7, DESIGN §4):
 * - every call includes credentials;
 * - non-GET calls send the CSRF header with the value of the readable csrf cookie;
 * - a failed call resolves (never throws) to `{ ok: false, status, statusText, body }`;
 * - a 2xx answer without a JSON body throws Error('Server error');
 * - an optional local schema is checked first; a bad input resolves to status 412
 *   'Data Validation Error' without any request.
 */
import type { ApiErrorBody } from '@pasarlens/contracts';
import { CSRF_COOKIE, CSRF_HEADER } from '@pasarlens/contracts/plain';
import { readCookie } from './cookies.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
}

export interface ApiFailure {
  ok: false;
  /** HTTP status; 412 for a local validation failure, 0 when the network failed. */
  status: number;
  statusText: string;
  /** The JSON error body, or null when the answer had none. */
  body: ApiErrorBody | null;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export type ApiIssue = NonNullable<ApiErrorBody['issues']>[number];

/** The part of a zod schema the client needs (kept structural so the web app needs no zod import). */
export interface LocalSchema<T> {
  safeParse(
    input: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };
}

export interface RequestOptions {
  /** Checked before the call; the parsed value is what gets sent. */
  schema?: LocalSchema<unknown>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Sees the headers of any answer the server gave. */
  onHeaders?: (headers: Headers) => void;
}

const LOCAL_VALIDATION_STATUS = 412;
export const LOCAL_VALIDATION_TEXT = 'Data Validation Error';
const SERVER_ERROR_MESSAGE = 'Server error';

/** Base URL of the API: VITE_API_ORIGIN, or '' for the same origin. */
export const API_ORIGIN: string = (import.meta.env.VITE_API_ORIGIN ?? '').replace(/\/+$/, '');

export function apiUrl(path: string): string {
  return `${API_ORIGIN}${path}`;
}

/** Thrown by `unwrap` so that TanStack Query sees a failed call as an error. */
export class ApiError extends Error {
  readonly failure: ApiFailure;
  constructor(failure: ApiFailure) {
    super(failure.body?.message ?? `${failure.status} ${failure.statusText}`);
    this.name = 'ApiError';
    this.failure = failure;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The data of a successful result; throws ApiError for a failed one (for query functions). */
export function unwrap<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ApiError(result);
  return result.data;
}

/** The failure a call resolves to when its input fails the local check (no request is made). */
export function localValidationFailure(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): ApiFailure {
  return {
    ok: false,
    status: LOCAL_VALIDATION_STATUS,
    statusText: LOCAL_VALIDATION_TEXT,
    body: {
      code: 'VALIDATION_FAILED',
      message: LOCAL_VALIDATION_TEXT,
      issues: issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
    },
  };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function asErrorBody(value: unknown): ApiErrorBody | null {
  if (value !== null && typeof value === 'object' && 'code' in value && typeof value.code === 'string') {
    return value as ApiErrorBody;
  }
  return null;
}

export async function apiRequest<TData, TInput = unknown>(
  method: HttpMethod,
  path: string,
  input?: TInput,
  options: RequestOptions = {},
): Promise<ApiResult<TData>> {
  let payload: unknown = input;
  if (options.schema) {
    const parsed = options.schema.safeParse(input);
    if (!parsed.success) return localValidationFailure(parsed.error.issues);
    payload = parsed.data;
  }

  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  // A form (a file upload) sets its own multipart type and boundary.
  const form = payload instanceof FormData ? payload : undefined;
  if (payload !== undefined && !form) headers['content-type'] = 'application/json';
  if (method !== 'GET') {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }

  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      credentials: 'include',
      headers,
      body: form ?? (payload === undefined ? undefined : JSON.stringify(payload)),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { ok: false, status: 0, statusText: 'Network Error', body: null };
  }

  options.onHeaders?.(response.headers);
  const text = await response.text().catch(() => '');
  const json = parseJson(text);
  if (response.ok) {
    if (!json.ok) throw new Error(SERVER_ERROR_MESSAGE);
    return { ok: true, status: response.status, data: json.value as TData };
  }
  return {
    ok: false,
    status: response.status,
    statusText: response.statusText,
    body: json.ok ? asErrorBody(json.value) : null,
  };
}
