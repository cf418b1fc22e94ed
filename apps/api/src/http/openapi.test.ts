import {
  endpoints,
  errorCatalog,
  errorsOf,
  publicDataEndpoints,
  TOKEN_QUOTA_HEADER,
  type Endpoint,
} from '@pasarlens/contracts';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness.ts';

interface Operation {
  operationId?: string;
  tags?: string[];
  responses: Record<string, unknown>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let app: TestApp;
let document: Document;
beforeAll(async () => {
  app = await createTestApp();
  const answer = await app.agent().get('/api/openapi.json');
  expect(answer.status).toBe(200);
  document = answer.body as Document;
});
afterAll(() => app.close());

const openApiPath = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '{$1}');
const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  it('documents every endpoint of the table, tagged by feature, with its errors', () => {
    for (const [name, endpoint] of Object.entries(endpoints as Record<string, Endpoint>)) {
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${endpoint.path}`).toBeDefined();
      expect(operation!.operationId).toBe(name);
      expect(operation!.tags).toEqual([endpoint.tag]);
      const statuses = Object.keys(operation!.responses).map(Number);
      expect(statuses).toContain(endpoint.status ?? 200);
      for (const code of errorsOf(endpoint))
        expect(statuses, `${name} answers ${code}`).toContain(errorCatalog[code].status);
    }
  });

  it("declares the token quota header on exactly the charged endpoints' answers", () => {
    for (const [name, endpoint] of Object.entries(endpoints as Record<string, Endpoint>)) {
      const operation = document.paths[openApiPath(endpoint.path)]![endpoint.method.toLowerCase()]!;
      const ok = operation.responses[String(endpoint.status ?? 200)] as { headers?: Record<string, unknown> };
      expect(Object.keys(ok.headers ?? {}), name).toEqual(endpoint.charged ? [TOKEN_QUOTA_HEADER] : []);
    }
  });

  it('has no route that the endpoint table does not declare', () => {
    const declared = new Set(
      Object.entries(endpoints).map(([name, e]) => `${e.method} ${openApiPath(e.path)} ${name}`),
    );
    const undeclared = operations().filter(
      ({ path, method, operation }) => !declared.has(`${method} ${path} ${operation.operationId}`),
    );
    expect(undeclared.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
  });
});

describe('the public data API in the document', () => {
  it('shows a real answer for every data endpoint, one its schema accepts', () => {
    for (const [name, endpoint] of Object.entries(publicDataEndpoints as Record<string, Endpoint>)) {
      const ok = document.paths[openApiPath(endpoint.path)]!.post!.responses['200'] as {
        content: Record<string, { example?: unknown }>;
      };
      const { example } = ok.content['application/json']!;
      expect(example, name).toBeDefined();
      const parsed = endpoint.response.safeParse(example);
      expect(parsed.success, `${name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });
});
