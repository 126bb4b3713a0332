import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { testAppPerFile } from '../testApp';

const t = testAppPerFile();
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Operation = { operationId?: string; security?: unknown[]; tags?: string[] };
type Document = { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>> };

async function apiDocument() {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return { text: res.body, doc: res.json() as Document };
}

const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => (item[method] ? [{ path, method, operation: item[method] }] : [])),
  );

describe('the OpenAPI document, as other tools read it', () => {
  it("passes Redocly's recommended rules with no error", async () => {
    const { text } = await apiDocument();
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('names every operation once, after its method and path, and says how each is signed in', async () => {
    const { doc } = await apiDocument();
    const all = operations(doc);
    expect(all.length).toBeGreaterThan(200);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/shipment/{id}']?.get?.operationId).toBe('getShipmentById');
    for (const { operation } of all) expect(operation.security).toBeDefined();
    expect(doc.paths['/api/auth/user/login']?.post?.security).toEqual([]);
    expect(doc.paths['/api/shipment/{id}']?.get?.security).toEqual([{ bearerAuth: [] }]);
  });

  it('gives openapi-typescript a document whose generated types type-check', async () => {
    const { text } = await apiDocument();
    const source = astToString(await openapiTS(text));
    const dir = mkdtempSync(join(tmpdir(), 'freight-openapi-'));
    try {
      const file = join(dir, 'api.d.ts');
      writeFileSync(file, source);
      const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: false, types: [] });
      const problems = ts
        .getPreEmitDiagnostics(program)
        .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      expect(problems).toEqual([]);
      expect(source).toContain('getShipmentById');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
