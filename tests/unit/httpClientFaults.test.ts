import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createHttpClient } from '../../src/providers/httpClient';
import { MESSAGES } from '#domain/messages';

/** The API misbehaving: every fault ends as one of SPEC §8's kinds with SPEC's text. */
const API = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TIMEOUT_MS = 50;
const client = (fetchImpl?: typeof fetch) =>
  createHttpClient({
    baseUrl: API,
    timeoutMs: TIMEOUT_MS,
    fetch: fetchImpl,
    currentPath: () => '/shipments',
    onSessionExpired: vi.fn(),
  });

const encoder = new TextEncoder();

/**
 * A fetch whose answer arrives with its headers and the first chunk, then as the browser's would:
 * the rest never comes (stall) or the connection breaks (reset). Aborting the request's signal
 * errors the body, as fetch does.
 */
function fetchWithBody(
  first: string,
  then: 'stall' | 'reset',
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
) {
  return vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(first));
        if (then === 'reset') setTimeout(() => controller.error(new TypeError('network error')), 5);
        init?.signal?.addEventListener('abort', () =>
          controller.error(new DOMException('The operation was aborted.', 'AbortError')),
        );
      },
    });
    return new Response(body, { status: 200, headers });
  }) as unknown as typeof fetch;
}

describe('httpClient under faults', () => {
  it('headers on time but a body that never ends is TIMEOUT_ERROR, not a request that hangs', async () => {
    const request = client(fetchWithBody('{"data":{"content":[', 'stall')).request('/shipment');
    await expect(request).rejects.toMatchObject({ kind: 'TIMEOUT_ERROR', message: MESSAGES.generic });
  }, 2000);

  it('a download whose body stalls is TIMEOUT_ERROR too', async () => {
    const request = client(fetchWithBody('%PDF-1.4', 'stall', { 'Content-Type': 'application/pdf' })).request(
      '/document/1',
      { responseType: 'blob' },
    );
    await expect(request).rejects.toMatchObject({ kind: 'TIMEOUT_ERROR', message: MESSAGES.generic });
  }, 2000);

  it('a connection that breaks in the middle of the body is FETCH_ERROR with the generic text, not a raw TypeError', async () => {
    const error = await client(fetchWithBody('{"data":', 'reset'))
      .request('/shipment')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', kind: 'FETCH_ERROR', message: MESSAGES.generic });
  }, 2000);

  it('a refused connection is FETCH_ERROR with the generic text', async () => {
    const refused = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(client(refused).request('/shipment')).rejects.toMatchObject({
      kind: 'FETCH_ERROR',
      message: MESSAGES.generic,
    });
  });

  const PROXY_PAGE = '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>';
  it.each([
    ['a proxy page with 200 (the SPA answering /api)', 200, PROXY_PAGE, 'text/html', 'PARSING_ERROR'],
    ['a proxy page with 502', 502, PROXY_PAGE, 'text/html', 502],
    ['a plain-text 503', 503, 'Service Unavailable', 'text/plain', 503],
    ['an empty 500', 500, '', 'application/json', 500],
    ['a truncated JSON 200', 200, '{"data":{"content":[', 'application/json', 'PARSING_ERROR'],
  ])('%s → its kind and the generic text', async (_what, status, body, contentType, kind) => {
    server.use(
      http.get(`${API}/x`, () => new HttpResponse(body, { status, headers: { 'Content-Type': contentType } })),
    );
    await expect(client().request('/x')).rejects.toMatchObject({ kind, message: MESSAGES.generic });
  });

  it("the API's own 500 keeps its message (SPEC §8: message, then error, then data)", async () => {
    server.use(
      http.get(`${API}/x`, () =>
        HttpResponse.json(
          { statusCode: 500, error: 'Internal Server Error', message: MESSAGES.generic },
          { status: 500 },
        ),
      ),
    );
    await expect(client().request('/x')).rejects.toMatchObject({ kind: 500, status: 500, message: MESSAGES.generic });
  });

  it('a call that succeeds after a fault works again (nothing stays broken in the client)', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/x`, () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(PROXY_PAGE, { status: 200, headers: { 'Content-Type': 'text/html' } })
          : HttpResponse.json({ data: { ok: true } });
      }),
    );
    const http1 = client();
    await expect(http1.request('/x')).rejects.toMatchObject({ kind: 'PARSING_ERROR' });
    await expect(http1.request('/x')).resolves.toEqual({ ok: true });
  });
});
