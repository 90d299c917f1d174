import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  tags?: { name: string }[];
};

const DOCUMENT_ID = 'https://hireassess.test/openapi.json';
/** JSON pointer escaping (RFC 6901) of one path segment. */
const pointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Checks responses against /api/openapi.json as served: the route, method and status must be documented
 * and a JSON body must validate (JSON Schema 2020-12, $refs resolved against the document's components).
 */
export async function openApiContract(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode, response.body).toBe(200);
  const document: OpenApiDocument = response.json();
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  // The whole document under one id, so '#/components/schemas/X' resolves inside it.
  ajv.addSchema({ ...document, $id: DOCUMENT_ID });
  const compiled = new Map<string, ValidateFunction>();

  return {
    document,
    /** `path` is the documented template, e.g. '/api/v1/candidates/{id}/evaluation'. */
    check(method: string, path: string, response: LightMyRequestResponse) {
      const operation = document.paths[path]?.[method.toLowerCase()];
      expect(operation, `${method} ${path} is documented`).toBeDefined();
      const status = String(response.statusCode);
      const documented = operation?.responses?.[status];
      expect(documented, `${method} ${path} documents ${status}`).toBeDefined();
      const content = documented?.content ?? {};
      const type = String(response.headers['content-type'] ?? '').split(';')[0] ?? '';
      if (response.body === '') {
        expect(type === '' || Object.keys(content).length === 0, `${status} has no body`).toBe(true);
        return;
      }
      expect(Object.keys(content), `${method} ${path} ${status} content types`).toContain(type);
      if (type !== 'application/json') return;
      const ref = `${DOCUMENT_ID}#/paths/${pointer(path)}/${method.toLowerCase()}/responses/${status}/content/${pointer(type)}/schema`;
      let validate = compiled.get(ref);
      if (!validate) {
        validate = ajv.compile({ $ref: ref });
        compiled.set(ref, validate);
      }
      const body: unknown = response.json();
      const valid = validate(body);
      expect(valid, `${method} ${path} ${status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    },
  };
}
