import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ApiError, createHttpClient, fileNameOf, type BinaryResponse } from '../../src/providers/httpClient';
import { storage } from '../../src/providers/storage';
import { MESSAGES } from '#domain/messages';

const API = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = (overrides: Parameters<typeof createHttpClient>[0] = {}) =>
  createHttpClient({
    baseUrl: API,
    timeoutMs: 500,
    currentPath: () => '/shipments/7/show',
    onSessionExpired: vi.fn(),
    ...overrides,
  });

/** What the API's attachmentHeader sends: an ASCII name, then the exact name in RFC 5987 form. */
const DISPOSITION = `attachment; filename="r_sum_ _.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%E2%82%AC.pdf`;

describe('fileNameOf (Content-Disposition)', () => {
  it.each([
    [null, undefined],
    ['', undefined],
    ['attachment', undefined],
    ['inline', undefined],
    ['attachment; filename="report.csv"', 'report.csv'],
    ['attachment; filename=report.csv', 'report.csv'],
    ['attachment; filename=report.csv; size=120', 'report.csv'],
    ['attachment; FILENAME="Upper.PDF"', 'Upper.PDF'],
  ])('%j → %j', (header, name) => expect(fileNameOf(header)).toBe(name));

  it('the UTF-8 form wins over the plain name, whichever comes first', () => {
    expect(fileNameOf(DISPOSITION)).toBe('résumé €.pdf');
    expect(fileNameOf(`attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf; filename="resume.pdf"`)).toBe('résumé.pdf');
    expect(fileNameOf(`attachment; filename*=utf-8''%E2%82%AC.csv`)).toBe('€.csv');
  });

  it('keeps characters the UTF-8 form percent-encodes, such as ; and quotes', () => {
    expect(fileNameOf(`attachment; filename="a_b.pdf"; filename*=UTF-8''a%3Bb%22c.pdf`)).toBe('a;b"c.pdf');
  });

  it('falls back to the plain name when the UTF-8 form cannot be decoded', () => {
    expect(fileNameOf(`attachment; filename="plain.csv"; filename*=UTF-8''bad%E2%ZZ.csv`)).toBe('plain.csv');
    expect(fileNameOf(`attachment; filename*=UTF-8''bad%E2%ZZ.csv; filename="plain.csv"`)).toBe('plain.csv');
  });

  it('never answers the extended parameter itself as a name', () => {
    expect(fileNameOf(`attachment; filename*=UTF-8''bad%E2%ZZ.csv`)).toBeUndefined();
    expect(fileNameOf(`attachment; filename*=ISO-8859-1''n%E4me.pdf; filename="name.pdf"`)).toBe('name.pdf');
  });
});

describe("responseType 'blob' (fetch)", () => {
  it('answers the file, its name and its headers, and sends the bearer token', async () => {
    storage.set('token', 'T1');
    let auth: string | null = null;
    server.use(
      http.get(`${API}/shipment-document/5/download`, ({ request }) => {
        auth = request.headers.get('authorization');
        return new HttpResponse('%PDF-1.4 body', {
          headers: { 'content-type': 'application/pdf', 'content-disposition': DISPOSITION, 'x-applied-count': '3' },
        });
      }),
    );
    const file = await client().request<BinaryResponse>('/shipment-document/5/download', { responseType: 'blob' });
    expect(auth).toBe('Bearer T1');
    expect(await file.blob.text()).toBe('%PDF-1.4 body');
    expect(file.blob.type).toBe('application/pdf');
    expect(file.fileName).toBe('résumé €.pdf');
    expect(file.header('x-applied-count')).toBe('3');
    expect(file.header('X-Applied-Count')).toBe('3');
    expect(file.header('x-missing')).toBeNull();
  });

  it('a file without Content-Disposition has no name', async () => {
    server.use(http.get(`${API}/file`, () => new HttpResponse('abc', { headers: { 'content-type': 'text/plain' } })));
    const file = await client().request<BinaryResponse>('/file', { responseType: 'blob' });
    expect(file.fileName).toBeUndefined();
    expect(await file.blob.text()).toBe('abc');
  });

  it('a body that is not JSON is still a file, not a PARSING_ERROR', async () => {
    server.use(
      http.get(
        `${API}/file`,
        () => new HttpResponse('<html>not json</html>', { headers: { 'content-type': 'text/html' } }),
      ),
    );
    const file = await client().request<BinaryResponse>('/file', { responseType: 'blob' });
    expect(await file.blob.text()).toBe('<html>not json</html>');
  });

  it("a failed download is an ApiError with the API's message, not a file", async () => {
    server.use(
      http.get(`${API}/file`, () =>
        HttpResponse.json({ message: MESSAGES.notFound, statusCode: 404 }, { status: 404 }),
      ),
    );
    const error = (await client()
      .request('/file', { responseType: 'blob' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe(404);
    expect(error.message).toBe(MESSAGES.notFound);
  });

  it('a 401 refreshes once and retries the download with the new token', async () => {
    storage.set('token', 'old');
    storage.set('refreshToken', 'R1');
    let refreshes = 0;
    server.use(
      http.post(`${API}/auth/user/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ data: { auth: { token: 'new', refreshToken: 'R2' } } });
      }),
      http.get(`${API}/file`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer new'
          ? new HttpResponse('a,b', { headers: { 'content-disposition': 'attachment; filename="x.csv"' } })
          : HttpResponse.json({ message: 'x' }, { status: 401 }),
      ),
    );
    const file = await client().request<BinaryResponse>('/file', { responseType: 'blob' });
    expect(refreshes).toBe(1);
    expect(file.fileName).toBe('x.csv');
    expect(await file.blob.text()).toBe('a,b');
  });
});

/** A stand-in XMLHttpRequest the test drives: progress events, then an answer, an error or an abort. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  responseType = '';
  requestHeaders: Record<string, string> = {};
  body: unknown = undefined;
  sent = false;
  aborted = false;
  status = 0;
  response: Blob | null = null;
  private responseHeaders: Record<string, string> = {};
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders[name] = value;
  }
  getResponseHeader(name: string) {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: unknown) {
    this.body = body;
    this.sent = true;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ lengthComputable, loaded, total });
  }
  respond(status: number, body: string, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseHeaders = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
    this.response = new Blob([body], { type: this.responseHeaders['content-type'] ?? '' });
    this.onload?.();
  }
  respondJson(status: number, body: unknown) {
    this.respond(status, JSON.stringify(body), { 'content-type': 'application/json' });
  }
  fail() {
    this.onerror?.();
  }
}

/** The n-th XMLHttpRequest once it is sent (a retry is sent after an await). */
const xhr = (n: number) =>
  vi.waitFor(() => {
    const found = FakeXhr.instances[n];
    if (!found?.sent) throw new Error(`no request ${n} sent yet`);
    return found;
  });

const uploadForm = () => {
  const form = new FormData();
  form.append('shipmentId', '7');
  form.append('documentTypeId', '2');
  form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'pod.pdf');
  return form;
};

describe('onUploadProgress (XMLHttpRequest)', () => {
  beforeEach(() => {
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the form with XMLHttpRequest (token, no JSON content type) and reports fractions up to 1', async () => {
    storage.set('token', 'T1');
    const fractions: number[] = [];
    const form = uploadForm();
    const pending = client().request('/shipment-document/upload', {
      method: 'POST',
      body: form,
      onUploadProgress: (f) => fractions.push(f),
    });
    const request = await xhr(0);
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${API}/shipment-document/upload`);
    expect(request.body).toBe(form);
    expect(request.requestHeaders).toEqual({ Accept: 'application/json', Authorization: 'Bearer T1' });
    expect(request.responseType).toBe('blob');

    request.progress(0, 400);
    request.progress(100, 400);
    request.progress(300, 400, false); // not computable: not reported
    request.progress(200, 400);
    request.progress(400, 400);
    expect(fractions).toEqual([0, 0.25, 0.5, 1]);
    request.respondJson(201, { data: { id: 11, fileName: 'pod.pdf' } });
    await expect(pending).resolves.toEqual({ id: 11, fileName: 'pod.pdf' });
    expect(fractions.at(-1)).toBe(1);
  });

  it('reports 1 when the answer arrives even if no progress event came', async () => {
    const onUploadProgress = vi.fn();
    const pending = client().request('/shipment-document/upload', {
      method: 'POST',
      body: uploadForm(),
      onUploadProgress,
    });
    (await xhr(0)).respondJson(200, { data: 'ok' });
    await expect(pending).resolves.toBe('ok');
    expect(onUploadProgress).toHaveBeenCalledTimes(1);
    expect(onUploadProgress).toHaveBeenCalledWith(1);
  });

  it("a 415 answer is an ApiError carrying the API's message", async () => {
    const message = 'Only PDF, JPEG, PNG or WebP files can be uploaded';
    const fractions: number[] = [];
    const pending = client().request('/shipment-document/upload', {
      method: 'POST',
      body: uploadForm(),
      onUploadProgress: (f) => fractions.push(f),
    });
    const request = await xhr(0);
    request.progress(8, 8);
    request.respondJson(415, { message, statusCode: 415 });
    const error = (await pending.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe(415);
    expect(error.status).toBe(415);
    expect(error.message).toBe(message);
    expect(error.body).toEqual({ message, statusCode: 415 });
    expect(fractions.at(-1)).toBe(1);
  });

  it('a 413 with a list of messages joins them (SPEC §7), like fetch does', async () => {
    const pending = client().request('/x', { method: 'POST', body: uploadForm(), onUploadProgress: () => {} });
    (await xhr(0)).respondJson(413, { message: ['Too big', 'Try a smaller file'] });
    await expect(pending).rejects.toMatchObject({ kind: 413, message: 'Too big|Try a smaller file' });
  });

  it('an error answer that is not JSON gets the generic text', async () => {
    const pending = client().request('/x', { method: 'POST', body: uploadForm(), onUploadProgress: () => {} });
    (await xhr(0)).respond(502, '<html>Bad gateway</html>', { 'content-type': 'text/html' });
    await expect(pending).rejects.toMatchObject({
      kind: 502,
      message: MESSAGES.generic,
      body: '<html>Bad gateway</html>',
    });
  });

  it('an unreadable success body is PARSING_ERROR', async () => {
    const pending = client().request('/x', { method: 'POST', body: uploadForm(), onUploadProgress: () => {} });
    (await xhr(0)).respond(200, 'oops');
    await expect(pending).rejects.toMatchObject({ kind: 'PARSING_ERROR' });
  });

  it('a network failure is FETCH_ERROR', async () => {
    const pending = client().request('/x', { method: 'POST', body: uploadForm(), onUploadProgress: () => {} });
    (await xhr(0)).fail();
    await expect(pending).rejects.toMatchObject({ kind: 'FETCH_ERROR', message: MESSAGES.generic });
  });

  it('an upload slower than the timeout is aborted and is TIMEOUT_ERROR', async () => {
    const pending = client({ timeoutMs: 30 }).request('/x', {
      method: 'POST',
      body: uploadForm(),
      onUploadProgress: () => {},
    });
    await expect(pending).rejects.toMatchObject({ kind: 'TIMEOUT_ERROR' });
    expect(FakeXhr.instances[0].aborted).toBe(true);
  });

  it("the caller's abort stops the upload and rejects with the abort, not an ApiError", async () => {
    const controller = new AbortController();
    const pending = client().request('/x', {
      method: 'POST',
      body: uploadForm(),
      signal: controller.signal,
      onUploadProgress: () => {},
    });
    const request = await xhr(0);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(request.aborted).toBe(true);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('a file answer (the contract CSV result) comes back as a BinaryResponse with its headers', async () => {
    const pending = client().request<BinaryResponse>('/shipment/contract-amount/upload', {
      method: 'POST',
      body: uploadForm(),
      responseType: 'blob',
      onUploadProgress: () => {},
    });
    (await xhr(0)).respond(200, 'referenceNumber,contractAmount,result,reason\nSH-1,100,Applied,', {
      'Content-Type': 'text/csv',
      'Content-Disposition': `attachment; filename="contract-amounts-result.csv"; filename*=UTF-8''contract-amounts-result.csv`,
      'X-Applied-Count': '1',
      'X-Rejected-Count': '0',
    });
    const file = await pending;
    expect(file.fileName).toBe('contract-amounts-result.csv');
    expect(file.header('x-applied-count')).toBe('1');
    expect(file.header('x-rejected-count')).toBe('0');
    expect(await file.blob.text()).toBe('referenceNumber,contractAmount,result,reason\nSH-1,100,Applied,');
  });

  it('a 401 refreshes once, then sends the upload again with the new token', async () => {
    storage.set('token', 'old');
    storage.set('refreshToken', 'R1');
    let refreshes = 0;
    server.use(
      http.post(`${API}/auth/user/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ data: { auth: { token: 'new', refreshToken: 'R2' } } });
      }),
    );
    const fractions: number[] = [];
    const form = uploadForm();
    const pending = client().request('/shipment-document/upload', {
      method: 'POST',
      body: form,
      onUploadProgress: (f) => fractions.push(f),
    });
    const first = await xhr(0);
    expect(first.requestHeaders.Authorization).toBe('Bearer old');
    first.respondJson(401, { message: 'Unauthorized' });
    const retry = await xhr(1);
    expect(refreshes).toBe(1);
    expect(retry.requestHeaders.Authorization).toBe('Bearer new');
    expect(retry.body).toBe(form);
    retry.progress(4, 8);
    retry.respondJson(201, { data: { id: 12 } });
    await expect(pending).resolves.toEqual({ id: 12 });
    expect(FakeXhr.instances).toHaveLength(2);
    expect(fractions).toEqual([1, 0.5, 1]);
    expect(storage.get('token')).toBe('new');
  });

  it('a 401 after the refresh ends the session', async () => {
    storage.set('token', 'old');
    storage.set('refreshToken', 'R1');
    const onSessionExpired = vi.fn();
    server.use(
      http.post(`${API}/auth/user/refresh`, () =>
        HttpResponse.json({ data: { auth: { token: 'new', refreshToken: 'R2' } } }),
      ),
    );
    const pending = client({ onSessionExpired }).request('/x', {
      method: 'POST',
      body: uploadForm(),
      onUploadProgress: () => {},
    });
    (await xhr(0)).respondJson(401, { message: 'x' });
    (await xhr(1)).respondJson(401, { message: 'x' });
    await expect(pending).rejects.toMatchObject({ kind: 401, message: MESSAGES.sessionExpired });
    expect(onSessionExpired).toHaveBeenCalledWith('/auth/login?redirect=%2Fshipments%2F7%2Fshow');
    expect(storage.get('token')).toBeNull();
  });

  it('without onUploadProgress the request goes through fetch, not XMLHttpRequest', async () => {
    server.use(http.post(`${API}/x`, () => HttpResponse.json({ data: 'via fetch' })));
    await expect(client().request('/x', { method: 'POST', body: uploadForm() })).resolves.toBe('via fetch');
    expect(FakeXhr.instances).toHaveLength(0);
  });
});
