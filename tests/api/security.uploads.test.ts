import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { execFile } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/domain/messages';
import { bookings, shipments } from '../../server/db/schema';
import { createTestApp, expectError, type TestApp } from './testApp';

/**
 * Uploads cannot exhaust the server: the owner is checked from the fields sent before the file, so a
 * refused upload is never read; a stalled one is cut off; one user has a few at once; a stored name
 * ends as its content is.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

let t: TestApp;
let shipperB: string;
let shipperA: string;
let bookingOfA: number;
beforeAll(async () => {
  // Room for the 40 parallel uploads of the memory run; the per-user cap has an app of its own below.
  t = await createTestApp({ connectionTimeoutMs: 600, uploadsPerUser: 100 });
  shipperA = (await t.login('shipperA')).token;
  shipperB = (await t.login('shipperB')).token;
  const [row] = await t.database.db.select({ id: bookings.id }).from(bookings).innerJoin(shipments, eq(shipments.id, bookings.shipmentId)).where(eq(shipments.companyId, 1)).limit(1);
  bookingOfA = row.id;
});
afterAll(async () => {
  t?.app.server.closeAllConnections();
  await t?.close();
});

const boundary = '----uploadtest';
/** The form as the portal sends it: the owner's id and the document type, then the file's head. */
const formHead = (bookingId: number, fileName = 'pod.pdf') =>
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="bookingId"\r\n\r\n${bookingId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="documentTypeId"\r\n\r\n2\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
const formTail = Buffer.from(`\r\n--${boundary}--\r\n`);
const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` });

/** An upload whose file never ends: the test decides when (if ever) the rest arrives. */
function stalledUpload(token: string, bookingId: number) {
  const body = new PassThrough();
  body.write(formHead(bookingId));
  body.write(PDF);
  const answer = t.app.inject({ method: 'POST', url: '/api/bookingDocument/upload', headers: headers(token), payload: body });
  return { answer, finish: () => body.end(formTail) };
}

describe('uploads', () => {
  it("someone else's booking is refused from the fields, before the file is read: the 404 comes while the file is still arriving", async () => {
    const { answer, finish } = stalledUpload(shipperB, bookingOfA);
    const res = await Promise.race([answer, new Promise<'still reading'>((resolve) => setTimeout(() => resolve('still reading'), 5_000))]);
    finish();
    expect(res).not.toBe('still reading');
    expectError(res as Awaited<typeof answer>, 404, MESSAGES.notFound);
  });

  it('a file sent before the fields that name its owner is refused (400), never read', async () => {
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pod.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      PDF,
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="bookingId"\r\n\r\n${bookingOfA}\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/bookingDocument/upload', headers: headers(shipperA), payload: body });
    expect(res.statusCode).toBe(400);
  });

  it('a PDF named .html is stored and offered as .pdf', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/bookingDocument/upload', headers: headers(shipperA), payload: Buffer.concat([formHead(bookingOfA, 'invoice.html'), PDF, formTail]) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ fileName: 'invoice.pdf', contentType: 'application/pdf' });
    const download = await t.as(shipperA, 'GET', `/api/bookingDocument/${res.json().data.id}/download`);
    expect(download.headers['content-disposition']).toContain('filename="invoice.pdf"');
  });

});

describe('one user, a few uploads at once', () => {
  let capped: TestApp;
  beforeAll(async () => {
    capped = await createTestApp({ uploadsPerUser: 3 });
  });
  afterAll(() => capped?.close());

  const stalled = (token: string) => {
    const body = new PassThrough();
    body.write(formHead(bookingOfA));
    body.write(PDF);
    const answer = capped.app.inject({ method: 'POST', url: '/api/bookingDocument/upload', headers: headers(token), payload: body });
    return { answer, finish: () => body.end(formTail) };
  };
  const whole = (token: string) => capped.app.inject({ method: 'POST', url: '/api/bookingDocument/upload', headers: headers(token), payload: Buffer.concat([formHead(bookingOfA), PDF, formTail]) });

  it("a user's 4th upload at once is refused 429 before its body is read; another user is not held up; once they end, there is room again", async () => {
    const [a, b] = [(await capped.login('shipperA')).token, (await capped.login('shipperB')).token];
    const running = [stalled(a), stalled(a), stalled(a)];
    await new Promise((resolve) => setTimeout(resolve, 200));
    const fourth = stalled(a);
    expectError(await fourth.answer, 429, MESSAGES.tooManyRequests);
    fourth.finish();
    expect((await whole(b)).statusCode).toBe(404);
    running.forEach((upload) => upload.finish());
    for (const upload of running) expect((await upload.answer).statusCode).toBe(201);
    expect((await whole(a)).statusCode).toBe(201);
  });
});

describe('over real sockets', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });

  it('a stalled upload is cut off: a connection silent past CONNECTION_TIMEOUT is closed', async () => {
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`POST /api/bookingDocument/upload HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${shipperA}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 10000000\r\n\r\n`);
        socket.write(formHead(bookingOfA));
      });
      socket.on('close', () => resolve(Date.now() - started));
      socket.on('error', () => {});
      setTimeout(() => reject(new Error('still open after 10 s')), 10_000);
    });
    expect(closedAfter).toBeLessThan(5_000);
  });

  it('memory stays bounded under many refused uploads: 40 parallel 8 MB files to a booking the caller does not own', async () => {
    // The uploads come from another process, so that only the server's memory is measured here.
    const client = `
      const file = Buffer.alloc(8 * 1024 * 1024, 7); file.write('%PDF-1.4\\n', 0);
      const body = Buffer.concat([Buffer.from(process.env.HEAD, 'base64'), file, Buffer.from(process.env.TAIL, 'base64')]);
      Promise.all(Array.from({ length: 40 }, () => fetch(process.env.URL, { method: 'POST', headers: JSON.parse(process.env.HEADERS), body }).then(async (r) => { await r.arrayBuffer(); return r.status; })))
        .then((statuses) => { process.stdout.write(JSON.stringify(statuses)); });`;
    let peak = 0;
    const baseline = process.memoryUsage().arrayBuffers;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers - baseline)), 10);
    const output = await new Promise<string>((resolve, reject) => {
      const env = { ...process.env, URL: `http://127.0.0.1:${port}/api/bookingDocument/upload`, HEADERS: JSON.stringify(headers(shipperB)), HEAD: formHead(bookingOfA).toString('base64'), TAIL: formTail.toString('base64') };
      execFile(process.execPath, ['-e', client], { env, maxBuffer: 1 << 20 }, (error, stdout) => (error ? reject(error) : resolve(stdout)));
    });
    clearInterval(sampler);
    const answers = JSON.parse(output) as number[];
    expect(answers).toHaveLength(40);
    expect(answers.every((status) => status === 404)).toBe(true);
    // Refused files are not held: the server's buffers stay far below the 320 MB the files add up to
    // (before the owner was checked from the fields, every file was read whole first).
    console.info(`peak buffer growth under 40 refused 8 MB uploads: ${Math.round(peak / 1024 / 1024)} MB`);
    expect(peak).toBeLessThan(120 * 1024 * 1024);
  }, 60_000);
});
