import { createHash } from 'node:crypto';
import apiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';

/** Where the readable API reference is served (its script from the same place, never a CDN). */
const API_REFERENCE_PATH = '/api/docs';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * The readable reference of /api/openapi.json (Scalar), bundled in the npm package and served by us,
 * so it works offline. Its page starts itself with one inline script: this route's CSP allows exactly
 * that script by its hash, the rest of the policy is the app's own (fonts, requests: same origin only).
 * Not wrapped in fastify-plugin: the hook below stays scoped to these routes.
 */
export async function apiReferencePlugin(app: FastifyInstance) {
  app.addHook('onSend', async (_request, reply, payload) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof payload !== 'string' || typeof policy !== 'string') return payload;
    if (!String(reply.getHeader('content-type')).startsWith('text/html')) return payload;
    const hashes = [...payload.matchAll(INLINE_SCRIPT)].map(
      ([, body]) =>
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
    );
    reply.header('content-security-policy', policy.replace(/script-src [^;]*/, `$& ${hashes.join(' ')}`));
    return payload;
  });
  await app.register(apiReference, {
    routePrefix: API_REFERENCE_PATH,
    configuration: {
      url: '/api/openapi.json',
      pageTitle: 'HireAssess API reference',
      // Offline: no web fonts from Scalar's servers, no usage reports, none of its hosted services
      // (AI agent, MCP generation, the toolbar's share and deploy).
      withDefaultFonts: false,
      telemetry: false,
      agent: { disabled: true },
      mcp: { disabled: true },
      showDeveloperTools: 'never',
    },
  });
}
