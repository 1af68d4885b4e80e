import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { OpenAPIV3_1 } from 'openapi-types';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { ROUTE_ACCESS } from '../test/quality/route-access.ts';

const CLIENT_DIR = path.join(process.cwd(), 'apps', 'api', 'openapi-client');

let t: TestApp;
let doc: OpenAPIV3_1.Document;
beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger() as OpenAPIV3_1.Document;
});
afterAll(async () => t.close());

function operations() {
  return Object.entries(doc.paths ?? {}).flatMap(([url, item]) =>
    Object.entries(item ?? {}).map(([method, op]) => ({
      route: `${method.toUpperCase()} ${url}`,
      op: op as OpenAPIV3_1.OperationObject,
    })),
  );
}

describe('the OpenAPI document (decision 0190)', () => {
  it('is OpenAPI 3.1 with servers, a licence, a Bearer scheme and the shared error schema', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers?.[0]?.url).toBe(t.app.config.publicUrl);
    expect(doc.info.license?.name).toBeTruthy();
    expect(doc.components?.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components?.schemas?.Error).toMatchObject({ required: ['error'] });
  });

  it('gives every route an operationId, a summary, an area tag and its error answers', () => {
    const declared = new Set((doc.tags ?? []).map((tag) => tag.name));
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { route, op } of operations()) {
      expect(op.operationId, route).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(op.summary, route).toBeTruthy();
      expect(op.tags?.length, route).toBe(1);
      expect(declared.has(op.tags?.[0] ?? ''), route).toBe(true);
      const responses = op.responses as Record<string, OpenAPIV3_1.ResponseObject>;
      expect(
        Object.keys(responses).some((s) => s.startsWith('2')),
        route,
      ).toBe(true);
      const bad = responses['400']?.content?.['application/json']?.schema;
      expect(bad, route).toEqual({ $ref: '#/components/schemas/Error' });
    }
  });

  it('says which routes need a token, as the authorisation matrix does', () => {
    for (const { route, op } of operations()) {
      const access = ROUTE_ACCESS[route];
      expect(access, `${route} is missing from ROUTE_ACCESS`).toBeDefined();
      const responses = Object.keys(op.responses ?? {});
      const needsToken = op.security?.length === 1 && 'bearerAuth' in (op.security[0] ?? {});
      if (access === 'public') {
        expect(needsToken, route).toBe(false);
      } else {
        expect(needsToken, route).toBe(true);
        expect(responses, route).toContain('401');
        if (access !== 'signed_in' && access.length < 3) expect(responses, route).toContain('403');
      }
    }
  });

  it('has nullable fields typed (no OpenAPI 3.0 `nullable`)', () => {
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
  });

  it('generates a typed client that compiles against the contract', async () => {
    const types = astToString(await openapiTS(doc as never));
    mkdirSync(path.join(CLIENT_DIR, 'generated'), { recursive: true });
    writeFileSync(path.join(CLIENT_DIR, 'generated', 'openapi.d.ts'), types);
    const tsc = path.join(process.cwd(), 'node_modules', 'typescript', 'bin', 'tsc');
    const run = promisify(execFile)(process.execPath, [tsc, '-p', CLIENT_DIR], { cwd: process.cwd() });
    await expect(run.then(() => 'compiles')).resolves.toBe('compiles');
  }, 120_000);
});
