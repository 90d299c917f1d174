import {
  ZErrorResponse,
  ZScimGroupRolesInput,
  ZScimGroupRolesResponse,
  ZScimSettings,
  ZScimToken,
  ZScimTokenCreated,
  ZScimTokenParams,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireRole, signedIn } from '../auth/guards';
import { scimService as service } from './scim.service';
import { scimProtocolRoutes } from './scim-protocol.routes';

/** 402 PLAN_FEATURE answers every route on the Startup plan. */
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  402: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
};
const BASE = '/api/company/scim';

/**
 * Managing the company's SCIM provisioning (a signed-in admin's session), and the SCIM endpoint itself
 * (a directory's bearer token), which Better Auth's SCIM plugin answers.
 */
export async function scimRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, context.db, 'admin');
  const tags = ['scim'];

  typed.get(
    BASE,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'SCIM provisioning settings (Enterprise plan)',
        description:
          'The SCIM 2.0 base URL to paste into the identity provider, the bearer tokens (never their secret), the group → role mapping and which members the directory provisioned.',
        response: { 200: ZScimSettings, ...errors },
      },
    },
    async (request) => service.settings(context, await admin(request)),
  );

  typed.post(
    `${BASE}/tokens`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Create a SCIM bearer token; the whole token is in this answer only',
        description: `Valid for a year; at most five are active at once, so a rotation can overlap.`,
        response: { 201: ZScimTokenCreated, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createToken(context, await admin(request))),
  );

  typed.post(
    `${BASE}/tokens/:id/revoke`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Revoke a SCIM token: the token's next request answers 401",
        description: 'Revoking every token stops provisioning; members already provisioned stay.',
        params: ZScimTokenParams,
        response: { 200: ZScimToken, ...errors },
      },
    },
    async (request) => service.revokeToken(context, await admin(request), request.params.id),
  );

  typed.put(
    `${BASE}/group-roles`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Map SCIM groups to roles',
        description:
          'Members of a group mapped to admin are admins (admin beats reviewer); everyone else the directory provisions is a reviewer. Applied to the provisioned members at once; refused (409) when it would leave the company without an admin.',
        body: ZScimGroupRolesInput,
        response: { 200: ZScimGroupRolesResponse, ...errors },
      },
    },
    async (request) => ({
      groupRoles: await service.setGroupRoles(context, await admin(request), request.body.groupRoles),
    }),
  );

  await app.register(scimProtocolRoutes, { context });
}
