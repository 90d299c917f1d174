import { PUBLIC_API_SECURITY_SCHEME } from '@app/contracts';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type OpenApiDocument = { paths?: Record<string, unknown>; tags?: { name: string }[] };

/**
 * A multipart route reads its form itself, so it has no body schema, which would leave it with no
 * request body in the document; its description lists the form's fields.
 */
const MULTIPART_BODY = {
  type: 'object',
  description: "A multipart/form-data form: the operation's description lists its fields.",
};
const documentMultipartBody: typeof jsonSchemaTransform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  if (schema.body || !schema.consumes?.includes('multipart/form-data')) return { schema, url };
  return { schema: { ...schema, body: MULTIPART_BODY }, url };
};

/**
 * The OpenAPI 3.1 document at /api/openapi.json: our routes from their zod schemas, plus Better
 * Auth's endpoints under /api/auth from the schema it generates (`authDocument`), so every API route
 * is listed.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { authDocument: () => Promise<unknown>; appUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'HireAssess API',
          version: '1.0.0',
          description: 'Every error answers {"error": {"code", "message", "details?"}}.',
        },
        servers: [{ url: options.appUrl }],
        tags: [
          {
            name: 'public-api',
            description:
              'The public REST API v1 for integrations (Enterprise plan): send an API key as `Authorization: Bearer ha_live_…`; an admin creates keys under Settings → API keys.',
          },
        ],
        components: {
          securitySchemes: {
            [PUBLIC_API_SECURITY_SCHEME]: {
              type: 'http',
              scheme: 'bearer',
              description:
                'An API key of your company (ha_live_…), created by an admin under Settings → API keys.',
            },
          },
        },
      },
      transform: documentMultipartBody,
      transformObject: jsonSchemaTransformObject,
    });

    let cached: OpenApiDocument | null = null;
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => {
      if (cached) return cached;
      const document = app.swagger() as OpenApiDocument;
      const authDocument = (await options.authDocument()) as OpenApiDocument;
      const authPaths = Object.fromEntries(
        Object.entries(authDocument.paths ?? {}).map(([path, item]) => [`/api/auth${path}`, item]),
      );
      cached = { ...document, paths: { ...document.paths, ...authPaths } };
      return cached;
    });
  },
  { name: 'openapi' },
);
