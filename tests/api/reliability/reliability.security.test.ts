import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { asc } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { MESSAGES } from '#domain/messages';
import { DOCUMENT_MAX_BYTES } from '#domain/limits';
import { bookings, documents, drivers, invoices, shipments, vehicles } from '../../../server/db/schema';
import { createTestApp, DEMO, DEMO_PASSWORD, expectError, SECRETS, type TestApp } from '../testApp';
import { createSecurityApp, rawMultipart, type SecurityApp } from './securityApp';

/*
 * Security, the API side: what a browser or an attacker sees of the server — security
 * headers on served pages, forged and stale JWTs, the login rate limit, hostile uploads, secrets in
 * the logs and CORS. (auth.tokens.test.ts and auth.login.test.ts hold the basic token and limit
 * cases; this file adds the rest.)
 */
const PORTAL_ORIGIN = 'https://portal.example.com';
const GOOGLE_MAPS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(64)]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(64)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');

let distDir: string;
let s: SecurityApp;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'freight-security-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(distDir, 'assets', 'app.js'), 'console.log("portal")');
  s = await createSecurityApp({ distDir, corsOrigins: [PORTAL_ORIGIN] });
});
afterAll(async () => {
  await s?.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** A CSP header as directive → sources. */
function cspOf(res: LightMyRequestResponse) {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers on what the server serves', () => {
  const pages = ['/', '/shipments', '/shipments/12/show', '/index.html', '/assets/app.js', '/api/health', '/api/nope'];

  it('every page, asset and API answer: a CSP with only what the portal needs, nosniff, no referrer, no framing', async () => {
    for (const url of pages) {
      const res = await s.app.inject({ method: 'GET', url });
      const csp = cspOf(res);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src'), url).toEqual(["'self'", ...GOOGLE_MAPS]);
      expect(csp.get('connect-src'), url).toEqual(["'self'", ...GOOGLE_MAPS]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(csp.get('base-uri'), url).toEqual(["'self'"]);
      expect(csp.get('form-action'), url).toEqual(["'self'"]);
      expect(csp.get('script-src-attr'), url).toEqual(["'none'"]);
      const everySource = [...csp.values()].flat();
      expect(everySource, url).not.toContain("'unsafe-eval'");
      expect(everySource, url).not.toContain('*');
      expect(csp.get('script-src'), url).not.toContain("'unsafe-inline'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('the portal routes really are the portal (so the headers above are the ones a browser gets with it)', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/shipments' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
  });

  it('the API docs page has its own strict CSP: no unsafe-eval, no inline script, framed by no other origin', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const csp = cspOf(res);
    expect([...csp.values()].flat()).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('forged and stale access tokens', () => {
  const ME = '/api/auth/user/me';
  const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const key = () => new TextEncoder().encode(s.config.jwtSecret!);
  const expect401 = (res: LightMyRequestResponse) => expectError(res, 401, MESSAGES.unauthorized);

  it('a token signed with the right key for a live session but expired a minute ago → 401', async () => {
    const { token } = await s.login('shipperA');
    const { sub, sid, userType } = claimsOf(token);
    const now = Math.floor(Date.now() / 1000);
    const stale = await new SignJWT({ sid, userType })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer('freight-api')
      .setAudience('freight-portal')
      .setIssuedAt(now - 960)
      .setExpirationTime(now - 60)
      .sign(key());
    expect401(await s.as(stale, 'GET', ME));
    expect((await s.as(token, 'GET', ME)).statusCode).toBe(200);
  });

  it('a token signed with the right key but without an expiry → 401 (no token lives for ever)', async () => {
    const { token } = await s.login('shipperA');
    const { sub, sid, userType } = claimsOf(token);
    const endless = await new SignJWT({ sid, userType })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuer('freight-api')
      .setAudience('freight-portal')
      .setIssuedAt()
      .sign(key());
    expect401(await s.as(endless, 'GET', ME));
  });

  it('alg none in any spelling, an empty signature, or a header switched to another algorithm → 401', async () => {
    const { token } = await s.login('shipperA');
    const [header, payload, signature] = token.split('.');
    const forged = [
      ...['none', 'None', 'NONE', 'nOnE'].map((alg) => `${b64url({ alg, typ: 'JWT' })}.${payload}.`),
      `${header}.${payload}.`,
      `${b64url({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`,
      `${b64url({ alg: 'RS256', typ: 'JWT' })}.${payload}.${signature}`,
      `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      `${header}.${b64url({ ...claimsOf(token), exp: claimsOf(token).exp + 86400 * 365 })}.${signature}`,
      `${header}.${payload}.${signature}.extra`,
    ];
    for (const candidate of forged) expect401(await s.as(candidate, 'GET', ME));
  });

  it('a token of another user’s session (sub swapped, signed with the right key) → 401', async () => {
    const shipper = await s.login('shipperA');
    const staff = await s.login('csr');
    const { sid, userType } = claimsOf(shipper.token);
    const swapped = await new SignJWT({ sid, userType })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(staff.userId))
      .setIssuer('freight-api')
      .setAudience('freight-portal')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(key());
    expect401(await s.as(swapped, 'GET', ME));
  });

  describe('refresh tokens past their lifetime', () => {
    let short: TestApp;
    beforeAll(async () => {
      short = await createTestApp({ refreshTokenTtl: 1 });
    });
    afterAll(() => short?.close());

    it('a refresh token older than REFRESH_TOKEN_TTL → 401 sessionExpired', async () => {
      const { refreshToken } = await short.login('shipperA');
      await new Promise((done) => setTimeout(done, 1100));
      expectError(
        await short.app.inject({
          method: 'POST',
          url: '/api/auth/user/refresh',
          payload: { refreshToken, clientSecret: SECRETS.shipper },
        }),
        401,
        MESSAGES.sessionExpired,
      );
    });
  });
});

describe('login rate limit (LOGIN_RATE_LIMIT_MAX per username and IP)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
  });
  afterAll(() => limited?.close());

  const login = (
    path: string,
    phoneNumber: string,
    clientSecret: string,
    {
      isEmail = false,
      password = 'wrong-pass-1',
      headers = {} as Record<string, string>,
      remoteAddress = '127.0.0.1',
    } = {},
  ) =>
    limited.app.inject({
      method: 'POST',
      url: path,
      remoteAddress,
      headers,
      payload: { phoneNumber, password, clientSecret, isEmail },
    });

  it('a spoofed X-Forwarded-For does not buy a fresh budget (the proxy is not trusted by default); the 429 says when to retry', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push(
        (
          await login('/api/auth/user/shipper/login', DEMO.shipperA.phoneNumber, SECRETS.shipper, {
            headers: { 'x-forwarded-for': `203.0.113.${i}` },
          })
        ).statusCode,
      );
    expect(codes).toEqual([401, 401, 401, 429, 429]);
    const blocked = await login('/api/auth/user/shipper/login', DEMO.shipperA.phoneNumber, SECRETS.shipper, {
      password: DEMO_PASSWORD,
    });
    expectError(blocked, 429, MESSAGES.tooManyRequests);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('an e-mail username in other capitals or with spaces counts as the same username', async () => {
    const spellings = [
      'broker@example.com',
      'BROKER@example.com',
      ' Broker@Example.com ',
      'broker@EXAMPLE.COM',
      'broker@example.com',
    ];
    const codes: number[] = [];
    for (const name of spellings)
      codes.push((await login('/api/auth/user/shipper/login', name, SECRETS.shipper, { isEmail: true })).statusCode);
    expect(codes).toEqual([401, 401, 401, 429, 429]);
  });

  it('the internal login is limited too; another IP still has its own budget (one attacker cannot lock the user out everywhere)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await login('/api/auth/user/login', DEMO.csr.phoneNumber, SECRETS.csr)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect(
      (
        await login('/api/auth/user/login', DEMO.csr.phoneNumber, SECRETS.csr, {
          password: DEMO_PASSWORD,
          remoteAddress: '198.51.100.7',
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('uploads', () => {
  /** The form fields each upload route needs, for a record staff may file to. A new upload route fails the first test until it is added here. */
  let forms: Record<string, Record<string, number>>;
  let staff: string;
  beforeAll(async () => {
    const { db } = s.app.ctx.database;
    const first = async (
      table: typeof shipments | typeof bookings | typeof drivers | typeof vehicles | typeof invoices,
    ) => (await db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1))[0].id;
    const partner = await s.login('partner');
    staff = (await s.login('csr')).token;
    forms = {
      '/api/shipment-document/upload': { shipmentId: await first(shipments), documentTypeId: 1 },
      '/api/bookingDocument/upload': { bookingId: await first(bookings), documentTypeId: 1 },
      '/api/driverDocument/upload': { driverId: await first(drivers), documentTypeId: 15 },
      '/api/vehicleDocument/upload': { vehicleId: await first(vehicles), documentTypeId: 15 },
      '/api/userDocument/upload': { userId: partner.userId, documentTypeId: 15 },
      '/api/invoice-document/upload': { invoiceId: await first(invoices), documentTypeId: 15 },
    };
  });

  const send = (url: string, fields: Record<string, number | string>, file: Parameters<typeof rawMultipart>[1]) => {
    const body = rawMultipart(fields, file);
    return s.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { authorization: `Bearer ${staff}`, 'content-type': body.contentType },
    });
  };
  const uploadRoutes = () =>
    s.app.routeTable.filter((r) => r.method === 'POST' && r.url.endsWith('/upload')).map((r) => r.url);
  const documentRoutes = () => uploadRoutes().filter((url) => url !== '/api/shipment/contract-amount/upload');

  it('every document upload route is known here (new ones must be added to the sweep)', () => {
    expect(documentRoutes().sort()).toEqual(Object.keys(forms).sort());
  });

  it('on every route the type comes from the content: HTML, an executable or SVG named .pdf/.png is 415, and nothing is stored', async () => {
    const before = await s.app.ctx.database.db.$count(documents);
    for (const url of documentRoutes()) {
      for (const [content, name, type] of [
        [HTML, 'invoice.pdf', 'application/pdf'],
        [EXE, 'scan.png', 'image/png'],
        [ELF, 'photo.jpg', 'image/jpeg'],
        [SVG, 'logo.png', 'image/png'],
      ] as const) {
        expectError(
          await send(url, forms[url], { disposition: `filename="${name}"`, contentType: type, content }),
          415,
          MESSAGES.fileTypeNotAllowed,
        );
      }
    }
    expect(await s.app.ctx.database.db.$count(documents)).toBe(before);
  });

  it('on every route a file one byte over 10 MB is 413 fileTooLarge', async () => {
    const over = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES - PDF.length + 1, 0x20)]);
    for (const url of documentRoutes()) {
      expectError(
        await send(url, forms[url], {
          disposition: 'filename="big.pdf"',
          contentType: 'application/pdf',
          content: over,
        }),
        413,
        MESSAGES.fileTooLarge,
      );
    }
  });

  it('the contract-amount CSV: an executable named .csv is refused, more than 1 MB is 413', async () => {
    const url = '/api/shipment/contract-amount/upload';
    expectError(
      await send(url, {}, { disposition: 'filename="amounts.csv"', contentType: 'text/csv', content: EXE }),
      400,
      MESSAGES.csvRequired,
    );
    const big = Buffer.from(`referenceNumber,contractAmount\n${'R-1,1000\n'.repeat(120_000)}`);
    expectError(
      await send(url, {}, { disposition: 'filename="amounts.csv"', contentType: 'text/csv', content: big }),
      413,
      MESSAGES.csvTooLarge,
    );
  });

  it('a JSON body over BODY_LIMIT_BYTES is 413 before any route work', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phoneNumber: 'x'.repeat(s.config.bodyLimitBytes), password: 'p' }),
    });
    expect(res.statusCode).toBe(413);
  });

  const MARK = 'sec9marker';
  /** `refused`: the multipart parser drops a part whose name holds a line break, so there is no file at all. */
  const hostileNames: { disposition: string; raw: string; refused?: string }[] = [
    { disposition: `filename="../../../../../etc/${MARK}passwd"`, raw: `../../../../etc/${MARK}passwd` },
    { disposition: `filename="..\\\\..\\\\windows\\\\${MARK}.ini"`, raw: `..\\..\\windows\\${MARK}.ini` },
    { disposition: `filename="/tmp/${MARK}-absolute.pdf"`, raw: `/tmp/${MARK}-absolute.pdf` },
    { disposition: `filename*=UTF-8''${MARK}%00.pdf%00.sh`, raw: `${MARK}\u0000.pdf\u0000.sh` },
    {
      disposition: `filename*=UTF-8''${MARK}%0D%0AX-Injected%3A%201.pdf`,
      raw: `${MARK}\r\nX-Injected: 1.pdf`,
      refused: MESSAGES.fileRequired,
    },
    { disposition: `filename*=UTF-8''${MARK}%E2%80%AEfdp.exe`, raw: `${MARK}\u202Efdp.exe` },
    { disposition: `filename="${'a'.repeat(5000)}${MARK}.pdf"`, raw: `${'a'.repeat(5000)}${MARK}.pdf` },
    {
      disposition: `filename="<img src=x onerror=alert(1)>${MARK}.pdf"`,
      raw: `<img src=x onerror=alert(1)>${MARK}.pdf`,
    },
  ];
  const fingerprint = (path: string) =>
    existsSync(path) ? createHash('sha256').update(readFileSync(path)).digest('hex') : 'absent';

  it('hostile file names are stored as plain names, served back safely, and never become a path', async () => {
    const places = (raw: string) => [
      resolve(process.cwd(), raw),
      resolve(tmpdir(), raw),
      resolve('/', raw),
      '/etc/passwd',
    ];
    const before = new Map(hostileNames.flatMap(({ raw }) => places(raw)).map((p) => [p, fingerprint(p)]));
    const url = '/api/shipment-document/upload';
    for (const { disposition, raw: fullRaw, refused } of hostileNames) {
      const raw = fullRaw.slice(0, 80);
      const res = await send(url, forms[url], { disposition, contentType: 'application/pdf', content: PDF });
      if (refused) {
        expectError(res, 400, refused);
        continue;
      }
      expect(res.statusCode, `${raw}: ${res.body}`).toBe(201);
      const stored: string = res.json().data.fileName;
      expect(stored, raw).toContain(MARK);
      // eslint-disable-next-line no-control-regex
      expect(stored, raw).not.toMatch(/[/\\\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/);
      expect(stored.length, raw).toBeLessThanOrEqual(200);
      const id = res.json().data.id;
      const download = await s.as(staff, 'GET', `/api/shipment-document/${id}/download`);
      expect(download.statusCode, raw).toBe(200);
      expect(download.rawPayload.equals(PDF), raw).toBe(true);
      const disposition_ = String(download.headers['content-disposition']);
      expect(disposition_, raw).toMatch(
        /^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!$&+,;=:@^`{}|[\]#-]*$/,
      );
      expect(download.headers['x-injected'], raw).toBeUndefined();
      expect(download.headers['x-content-type-options'], raw).toBe('nosniff');
    }
    // Uploads live in the database only: nothing was written where the names point, and /etc/passwd is untouched.
    for (const [path, print] of before) expect(fingerprint(path), path).toBe(print);
  });
});

describe('no secret or password in the logs', () => {
  it('login, failed login, password change, refresh, logout and one-time-code checks leave no password, token, code or secret in the trace-level log', async () => {
    const wrongPassword = 'Wr0ng-h4-Passw0rd';
    const newPassword = 'N3w-h4-Secret99';
    const leakyPassword = 'L3aky-h4-In-Bad-Json';
    const passwordInQuery = 'Qu3ry-h4-Passw0rd';
    const codeInPath = '918273';
    const codeInQuery = '564738';
    const from = s.logLines.length;

    expect((await s.login('broker', wrongPassword)).res.statusCode).toBe(401);
    const first = await s.login('broker');
    expect(first.res.statusCode).toBe(200);
    const changed = await s.as(first.token, 'POST', `/api/user/${first.userId}/changePassword`, {
      oldPassword: DEMO_PASSWORD,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const refreshed = await s.app.inject({
      method: 'POST',
      url: '/api/auth/user/refresh',
      payload: { refreshToken: first.refreshToken, clientSecret: SECRETS.shipper },
    });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json().data.auth;
    const again = await s.login('broker', newPassword);
    expect(again.res.statusCode).toBe(200);
    // A body the parser rejects with a password in it; a password in a query string; SPEC's one-time codes in a path and a query.
    const badJson = await s.app.inject({
      method: 'POST',
      url: '/api/auth/user/shipper/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"phoneNumber":"${DEMO.broker.phoneNumber}","password":"${leakyPassword}",`,
    });
    expect(badJson.statusCode).toBe(400);
    await s.as(second.token, 'GET', `/api/auth/user/me?password=${passwordInQuery}`);
    await s.app.inject({ method: 'GET', url: `/api/otp/validate/user/${DEMO.broker.phoneNumber}/${codeInPath}` });
    await s.app.inject({
      method: 'POST',
      url: `/api/otp/forgot-password/validate?username=${DEMO.broker.phoneNumber}&otp=${codeInQuery}&isEmail=false`,
    });
    expect((await s.as(second.token, 'POST', '/api/auth/user/logout')).statusCode).toBe(200);

    const log = s.logLines.slice(from).join('');
    expect(log).toContain('incoming request');
    const secrets = {
      demoPassword: DEMO_PASSWORD,
      wrongPassword,
      newPassword,
      leakyPasswordInBody: leakyPassword,
      passwordInQuery,
      codeInPath,
      codeInQuery,
      accessToken: first.token,
      refreshToken: first.refreshToken,
      rotatedAccessToken: second.token,
      rotatedRefreshToken: second.refreshToken,
      laterAccessToken: again.token,
      jwtSecret: s.config.jwtSecret!,
      ...SECRETS,
    };
    for (const [name, secret] of Object.entries(secrets))
      expect(log.includes(secret), `${name} appears in the log`).toBe(false);
  });
});

describe('CORS', () => {
  const EVIL = 'https://evil.example.net';

  it('an allowed Origin gets Access-Control-Allow-Origin (on errors too); no credentials are allowed', async () => {
    const ok = await s.app.inject({ method: 'GET', url: '/api/health', headers: { origin: PORTAL_ORIGIN } });
    expect(ok.headers['access-control-allow-origin']).toBe(PORTAL_ORIGIN);
    expect(String(ok.headers.vary)).toMatch(/origin/i);
    expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
    const unauthorized = await s.app.inject({
      method: 'GET',
      url: '/api/auth/user/me',
      headers: { origin: PORTAL_ORIGIN },
    });
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['access-control-allow-origin']).toBe(PORTAL_ORIGIN);
  });

  it('any other Origin — look-alikes and null included — gets no CORS header', async () => {
    for (const origin of [
      EVIL,
      `${PORTAL_ORIGIN}.evil.example.net`,
      'http://portal.example.com',
      'https://portal.example.com:8443',
      'null',
    ]) {
      const res = await s.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
    }
  });

  it('a preflight from the allowed Origin is answered (no token needed); one from another Origin gets nothing', async () => {
    const preflight = (origin: string) =>
      s.app.inject({
        method: 'OPTIONS',
        url: '/api/shipment/v3',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
    const allowed = await preflight(PORTAL_ORIGIN);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(PORTAL_ORIGIN);
    expect(String(allowed.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
    const refused = await preflight(EVIL);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(refused.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('with no CORS_ORIGINS configured (the default: the portal on the same origin) no Origin gets a CORS header', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/health', headers: { origin: PORTAL_ORIGIN } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
