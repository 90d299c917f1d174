import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { sendError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * The SAML Assertion Consumer Service: the identity provider's page POSTs the signed assertion from its
 * own origin. The assertion's signature, audience, InResponseTo and expiry authenticate it, not cookies.
 */
const SAML_ACS_PATH = /^\/api\/auth\/sso\/saml2\/sp\/acs\/[A-Za-z0-9_-]+$/;

const HELMET_OPTIONS: HelmetOptions = {
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
};

/**
 * What helmet does to a response, recorded once: its headers depend on nothing in the request, and
 * @fastify/helmet rebuilt them (CSP parsing included) on every request, a measurable part of an answer
 * save's CPU. Replayed on the raw response as helmet sets them, so streamed and hijacked replies get them too.
 */
function helmetHeaders(options: HelmetOptions) {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => set.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return (response: ServerResponse) => {
    for (const name of removed) response.removeHeader(name);
    for (const [name, value] of set) response.setHeader(name, value);
  };
}

/**
 * Helmet headers with a CSP the built SPA runs under (no inline scripts; Radix and sonner set inline
 * styles), and a CSRF guard: a browser always sends Origin on cross-site mutations, and cookies are
 * SameSite=Lax, so a mutation whose Origin is not ours is refused before any handler runs.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: { trustedOrigins: string[] }) => {
    const applyHelmet = helmetHeaders(HELMET_OPTIONS);
    app.addHook('onRequest', (_request, reply, done) => {
      applyHelmet(reply.raw);
      done();
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
