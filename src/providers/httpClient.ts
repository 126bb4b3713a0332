import { MESSAGES } from '#domain/messages';
import { API_TIMEOUT_MS, API_URL, loginPathFor } from './apiConnection';
import { storage } from './storage';
import { createIdempotencyKeys } from './idempotencyKeys';
import { createTokenRefresh } from './tokenRefresh';

/** SPEC §8 error kinds: a network failure, a timeout, an unreadable body, or else the HTTP status. */
export type ApiErrorKind = 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSING_ERROR' | number;

export class ApiError extends Error {
  /** react-admin reads `status` (checkError) and `body` (form errors). */
  readonly status?: number;
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = typeof kind === 'number' ? kind : undefined;
  }
}

/** SPEC §7: message (an array joined with |), else error, else data, else the generic text. */
export function errorText(body: unknown): string {
  if (body && typeof body === 'object') {
    const { message, error, data } = body as Record<string, unknown>;
    if (Array.isArray(message) && message.length) return message.join('|');
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
    if (typeof data === 'string' && data) return data;
    if (data !== undefined && data !== null) return JSON.stringify(data);
  }
  if (typeof body === 'string' && body) return body;
  return MESSAGES.generic;
}

export interface RequestOptions {
  method?: string;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** Send the bearer token and refresh on 401 (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  /** 'blob' answers the body as a file (`BinaryResponse`) instead of the `data` of a JSON envelope. */
  responseType?: 'json' | 'blob';
  /** Reports the share of the request body sent so far (0..1); sends with XMLHttpRequest, which can. */
  onUploadProgress?: (fraction: number) => void;
  /** Extra request headers (If-Match on a multipart edit, whose version cannot travel in a JSON body). */
  headers?: Record<string, string>;
}

/** A file the API answered with (downloads, the contract-amount result CSV). */
export interface BinaryResponse {
  blob: Blob;
  fileName: string | undefined;
  header(name: string): string | null;
}

/** What send() reads of an answer: fetch's Response has it, and so does our XMLHttpRequest wrapper. */
interface RawResponse {
  ok: boolean;
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  blob(): Promise<Blob>;
}

/** fetch cannot report upload progress; XMLHttpRequest can. Same request, same answer shape. */
function xhrFetch(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: FormData | string; signal: AbortSignal },
  onProgress: (fraction: number) => void,
) {
  return new Promise<RawResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.responseType = 'blob';
    Object.entries(init.headers).forEach(([name, value]) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) =>
      event.lengthComputable && event.total > 0 && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      const body = xhr.response as Blob;
      onProgress(1);
      resolve({
        ok: xhr.status >= 200 && xhr.status < 300,
        status: xhr.status,
        headers: { get: (name) => xhr.getResponseHeader(name) },
        text: () => body.text(),
        blob: async () => body,
      });
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    init.signal.addEventListener('abort', () => xhr.abort());
    xhr.send(init.body ?? null);
  });
}

/** The file name of a Content-Disposition header (its UTF-8 form first). */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      /* fall through to the plain name */
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

export interface HttpClientOptions {
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Where the user goes when the session cannot be renewed (default: a page load of that path). */
  onSessionExpired?: (loginPath: string) => void;
  currentPath?: () => string;
}

const buildUrl = (baseUrl: string, path: string, query?: RequestOptions['query']) => {
  const params = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([key, value]) => {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  });
  const search = params.toString();
  return `${baseUrl}${path}${search ? `?${search}` : ''}`;
};

export function createHttpClient(options: HttpClientOptions = {}) {
  const baseUrl = options.baseUrl ?? API_URL;
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const currentPath = options.currentPath ?? (() => window.location.pathname + window.location.search);
  const onSessionExpired = options.onSessionExpired ?? ((path: string) => window.location.assign(path));
  // No answer, a timeout, an unreadable answer, a 5xx, a 408 or an abort: the API may have acted.
  const idempotencyKeys = createIdempotencyKeys(
    (error) =>
      !(error instanceof ApiError) || typeof error.kind !== 'number' || error.kind >= 500 || error.kind === 408,
  );

  async function send<T>(
    path: string,
    {
      method = 'GET',
      query,
      body,
      auth = true,
      signal,
      responseType = 'json',
      onUploadProgress,
      headers: extraHeaders,
    }: RequestOptions,
    idempotencyKey?: string,
  ): Promise<T> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    signal?.addEventListener('abort', () => controller.abort());
    const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    const token = auth ? storage.get('token') : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;

    // The timer covers the body too: a server that sends its headers and then stalls is as slow as one that sends nothing.
    let response: RawResponse;
    let text: string | undefined;
    let blob: Blob | undefined;
    try {
      const init = {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
        signal: controller.signal,
      };
      const url = buildUrl(baseUrl, path, query);
      response = onUploadProgress ? await xhrFetch(url, init, onUploadProgress) : await doFetch(url, init);
      if (response.ok && responseType === 'blob') blob = await response.blob();
      else text = await response.text();
    } catch (error) {
      if (timedOut) throw new ApiError('TIMEOUT_ERROR', MESSAGES.generic);
      if (signal?.aborted) throw error;
      throw new ApiError('FETCH_ERROR', MESSAGES.generic, String(error));
    } finally {
      clearTimeout(timer);
    }

    if (blob) {
      const headersOf = response.headers;
      return {
        blob,
        fileName: fileNameOf(headersOf.get('content-disposition')),
        header: (name: string) => headersOf.get(name),
      } satisfies BinaryResponse as T;
    }
    let parsed: unknown = undefined;
    let parseFailed = false;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parseFailed = true;
      }
    }
    if (!response.ok) {
      const data = parseFailed ? text : parsed;
      throw new ApiError(response.status, parseFailed ? MESSAGES.generic : errorText(data), data);
    }
    if (parseFailed) throw new ApiError('PARSING_ERROR', MESSAGES.generic, text);
    return (parsed as { data: T } | undefined)?.data as T;
  }

  /** One refresh for any number of concurrent 401s, one tab at a time across the browser (tokenRefresh.ts). */
  const refreshOnce = createTokenRefresh({
    post: <T>(path: string, body: unknown) => send<T>(path, { method: 'POST', body, auth: false }),
    // A 429 says "not now", not "this session is over": the call fails and the session stays.
    isRefusal: (error) => error instanceof ApiError && isRefusal(error) && error.kind !== 429,
  });

  function expireSession(): never {
    storage.clearSession();
    const here = currentPath();
    if (!here.includes('/auth')) {
      storage.setFlash(MESSAGES.sessionExpired);
      onSessionExpired(loginPathFor(here));
    }
    throw new ApiError(401, MESSAGES.sessionExpired);
  }

  /**
   * Calls the API and answers the `data` of its envelope. A 401 refreshes once and retries once. The
   * tokens another refresh had already stored (`taken`) may have lapsed as well (this call was held up
   * meanwhile): refused with those too, the call refreshes once itself before its last try.
   */
  async function callApi<T>(path: string, options: RequestOptions, idempotencyKey?: string): Promise<T> {
    // A 401 here is an answer to act on (with the token that was refused); anything else fails the call.
    const sendCarrying = (): Promise<{ answer: T } | { refusedToken: string | null }> => {
      const carriedToken = storage.get('token');
      return send<T>(path, options, idempotencyKey).then(
        (answer) => ({ answer }),
        (error: unknown) => {
          const isAuthFailure = error instanceof ApiError && error.kind === 401 && options.auth !== false;
          if (!isAuthFailure) throw error;
          return { refusedToken: carriedToken };
        },
      );
    };
    const first = await sendCarrying();
    if ('answer' in first) return first.answer;
    let outcome = await refreshOnce(first.refusedToken);
    if (outcome === 'taken') {
      const withTaken = await sendCarrying();
      if ('answer' in withTaken) return withTaken.answer;
      outcome = await refreshOnce(withTaken.refusedToken);
    }
    if (outcome === 'refused') expireSession();
    const last = await sendCarrying();
    if ('answer' in last) return last.answer;
    expireSession();
  }

  /**
   * Every signed-in POST with a JSON body (or none) carries an Idempotency-Key. Pressing Save or Retry
   * after a try that got no usable answer sends the same request with the same key, so a create the
   * API did make is answered again rather than made twice; after a real answer the key is forgotten.
   */
  async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
    const { method = 'GET', body, auth = true, query } = options;
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (method.toUpperCase() !== 'POST' || !auth || isForm) return callApi<T>(path, options);
    const sameRequest = `POST ${buildUrl('', path, query)} ${body === undefined ? '' : JSON.stringify(body)}`;
    const key = idempotencyKeys.keyFor(sameRequest);
    try {
      const answer = await callApi<T>(path, options, key);
      idempotencyKeys.answered(sameRequest);
      return answer;
    } catch (error) {
      idempotencyKeys.failed(sameRequest, key, error);
      throw error;
    }
  }

  /**
   * After a call made outside this client (the change feed's stream) was refused its `refusedToken`:
   * one refresh as any call would do; a session that is over signs out as any call would.
   */
  async function renewToken(refusedToken: string | null) {
    if ((await refreshOnce(refusedToken)) === 'refused') expireSession();
  }

  return { request, renewToken };
}

/** The API answered and said no (400–499), as opposed to not answering usably. */
const isRefusal = (error: ApiError) => typeof error.kind === 'number' && error.kind >= 400 && error.kind < 500;

export type HttpClient = ReturnType<typeof createHttpClient>;
export const httpClient = createHttpClient();
