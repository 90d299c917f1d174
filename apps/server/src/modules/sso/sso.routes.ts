import {
  ZCreateSsoConnectionInput,
  ZErrorResponse,
  ZSsoConnection,
  ZSsoConnectionParams,
  ZSsoSettings,
  ZSsoVerifyResult,
  ZUpdateSsoConnectionInput,
  ZUpdateSsoPolicyInput,
} from '@app/contracts';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { requireRole, signedIn } from '../auth/guards';
import { ssoService } from './sso.service';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  402: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const tags = ['sso'];

/** A company's single sign-on connections and policy: admins of Enterprise companies only. */
export async function ssoRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: FastifyRequest) => requireRole(request, context.db, 'admin');

  typed.get(
    '/api/sso/connections',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The company's SSO connections, the require-SSO policy and its admins",
        description:
          'Each connection with its DNS TXT record to publish and the values to paste into the IdP.',
        response: { 200: ZSsoSettings, ...errors },
      },
    },
    async (request) => ssoService.settings(context, await admin(request)),
  );

  typed.post(
    '/api/sso/connections',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Add an OpenID Connect or SAML connection for an email domain',
        description:
          'OIDC reads the issuer discovery document; SAML takes the IdP metadata (URL or XML) or its entry point, entity ID and certificate. The domain must then be verified by a DNS TXT record. 409 when another company has verified the domain.',
        body: ZCreateSsoConnectionInput,
        response: { 201: ZSsoConnection, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await ssoService.create(
            context,
            await admin(request),
            fromNodeHeaders(request.headers),
            request.body,
          ),
        ),
  );

  typed.patch(
    '/api/sso/connections/:providerId',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Change a connection's default role for people who join through it",
        params: ZSsoConnectionParams,
        body: ZUpdateSsoConnectionInput,
        response: { 200: ZSsoConnection, ...errors },
      },
    },
    async (request) =>
      ssoService.updateDefaultRole(
        context,
        await admin(request),
        request.params.providerId,
        request.body.defaultRole,
      ),
  );

  typed.delete(
    '/api/sso/connections/:providerId',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Delete a connection',
        description:
          'Members keep their accounts; requiring SSO is switched off when no verified connection is left.',
        params: ZSsoConnectionParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await ssoService.remove(context, await admin(request), request.params.providerId);
      return reply.status(204).send(null);
    },
  );

  typed.post(
    '/api/sso/connections/:providerId/verify-domain',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Check the connection's DNS TXT record now (verify or re-verify)",
        description:
          'Found: the domain is verified. Not found: the domain is (again) unverified and sign-in through the connection is refused.',
        params: ZSsoConnectionParams,
        response: { 200: ZSsoVerifyResult, ...errors },
      },
    },
    async (request) => ssoService.verifyDomain(context, await admin(request), request.params.providerId),
  );

  typed.put(
    '/api/sso/policy',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Require SSO for members, with a break-glass admin',
        description:
          "Password sign-in and reset are then refused for the company's admins and reviewers, except the break-glass admin; candidates keep their sign-in. 409 without a verified connection.",
        body: ZUpdateSsoPolicyInput,
        response: { 200: ZSsoSettings, ...errors },
      },
    },
    async (request) => ssoService.updatePolicy(context, await admin(request), request.body),
  );
}
