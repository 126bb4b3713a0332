import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#domain/messages';
import { testAppPerFile } from '../testApp';

const t = testAppPerFile();

describe('platform', () => {
  it('GET /api/health answers 200 {data:{status:"ok"}} without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().data).toMatchObject({ status: 'ok' });
  });

  it('an unknown /api path answers 404 with the JSON error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: MESSAGES.notFound, error: 'Not Found', statusCode: 404 });
  });

  it('an unknown /api path answers 404 (not 401) for other methods too, even without a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nope/deeper', payload: { a: 1 } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: MESSAGES.notFound, statusCode: 404 });
  });

  it('GET /api/docs/json serves an OpenAPI document that lists the login route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/auth/user/login');
    expect(Object.keys(doc.paths)).toContain('/api/auth/user/shipper/login');
    expect(Object.keys(doc.paths)).toContain('/api/auth/user/refresh');
  });

  it('the OpenAPI document marks protected routes with bearer auth and public ones without', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/auth/user/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/auth/user/login'].post.security).toEqual([]);
  });

  it('security headers are set on /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('security headers are set on error answers too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });
});
