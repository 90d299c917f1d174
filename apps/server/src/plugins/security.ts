import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * The SAML Assertion Consumer Service: the identity provider's page POSTs the signed assertion from its
 * own origin. The assertion's signature, audience, InResponseTo and expiry authenticate it, not cookies.
 */
const SAML_ACS_PATH = /^\/api\/auth\/sso\/saml2\/sp\/acs\/[A-Za-z0-9_-]+$/;

/**
 * Helmet headers with a CSP the built SPA runs under (no inline scripts; Radix and sonner set inline
 * styles), and a CSRF guard: a browser always sends Origin on cross-site mutations, and cookies are
 * SameSite=Lax, so a mutation whose Origin is not ours is refused before any handler runs.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { trustedOrigins: string[] }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    const trusted = new Set(options.trustedOrigins);
    // Every mutation whatever its path: the router decodes the path before matching, so a check on the
    // raw URL let /%61pi/... reach the API unchecked, and no other path accepts a mutation anyway.
    // No Origin and no Sec-Fetch-Site passes: browsers send Origin on every cross-origin POST, PUT,
    // PATCH and DELETE, so only non-browser clients (the public API's integrations, scripts) omit it.
    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (request.method === 'POST' && SAML_ACS_PATH.test(request.url)) return;
      const origin = request.headers.origin;
      const site = request.headers['sec-fetch-site'];
      if (
        (origin && origin !== 'null' && !trusted.has(origin)) ||
        origin === 'null' ||
        site === 'cross-site'
      ) {
        return sendError(reply, 403, 'FORBIDDEN', 'Cross-site request refused.');
      }
    });
  },
  { name: 'security' },
);
