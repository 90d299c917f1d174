import {
  TEAM_INVITATION_TTL_DAYS,
  ZAcceptTeamInvitationInput,
  ZErrorResponse,
  ZInviteTeamMemberInput,
  ZTeamInvitation,
  ZTeamInvitationCheck,
  ZTeamInvitationParams,
  ZTeamInvitationTokenQuery,
  ZTeamMemberParams,
  ZTeamResponse,
  ZUpdateTeamMemberInput,
} from '@app/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { entryLimits, tokenInRequest } from '../../lib/entry-limits';
import { requireCompanyMember, requireRole, signedIn } from '../auth/guards';
import { teamService } from './team.service';

const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  429: ZErrorResponse,
};

export async function teamRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Invitations send email: limited per address. The accept link is public and limited per link (an office
  // joining together shares one address), with the address's coarse guard (lib/entry-limits.ts).
  await app.register(rateLimit, { global: false });
  const limits = entryLimits(app, context.config.ADDRESS_RATE_LIMIT);
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, context.db, 'admin');

  typed.get(
    '/api/team',
    {
      onRequest: signedIn,
      schema: {
        tags: ['team'],
        summary: "The company's members (admins and reviewers) and pending invitations",
        description: 'Reviewers see the list read-only.',
        response: { 200: ZTeamResponse, ...errors },
      },
    },
    async (request) => teamService.list(context, await requireCompanyMember(request, context.db)),
  );

  typed.post(
    '/api/team/invitations',
    {
      onRequest: signedIn,
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['team'],
        summary: 'Invite a colleague by email as admin or reviewer',
        description: `Emails a one-time link valid ${TEAM_INVITATION_TTL_DAYS} days; re-inviting an address replaces its earlier link. 409 when the address belongs to a member or a candidate of your company; an address of another company's account or candidate is answered like any other (its link then refuses to join); 429 past the cap of pending invitations.`,
        body: ZInviteTeamMemberInput,
        response: { 201: ZTeamInvitation, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await teamService.invite(context, await admin(request), request.body)),
  );

  typed.post(
    '/api/team/invitations/:id/resend',
    {
      onRequest: signedIn,
      config: { rateLimit: { max: 30, timeWindow: '15 minutes' } },
      schema: {
        tags: ['team'],
        summary: 'Email a pending invitation again with a fresh link (the earlier link stops working)',
        params: ZTeamInvitationParams,
        response: { 200: ZTeamInvitation, ...errors },
      },
    },
    async (request) => teamService.resend(context, await admin(request), request.params.id),
  );

  typed.delete(
    '/api/team/invitations/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['team'],
        summary: 'Revoke a pending invitation',
        params: ZTeamInvitationParams,
        response: { 204: z.null().describe('Revoked'), ...errors },
      },
    },
    async (request, reply) => {
      await teamService.revoke(context, await admin(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  typed.patch(
    '/api/team/members/:userId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['team'],
        summary: "Change a member's role between admin and reviewer",
        description: '409 "A company needs at least one admin." when it would demote the last admin.',
        params: ZTeamMemberParams,
        body: ZUpdateTeamMemberInput,
        response: { 204: z.null().describe('Changed'), ...errors },
      },
    },
    async (request, reply) => {
      await teamService.changeRole(context, await admin(request), request.params.userId, request.body.role);
      return reply.status(204).send(null);
    },
  );

  typed.delete(
    '/api/team/members/:userId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['team'],
        summary: 'Remove a member from the company; their sessions end at once',
        description:
          'An admin may remove themself while another admin remains. 409 "A company needs at least one admin." for the last admin.',
        params: ZTeamMemberParams,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      await teamService.remove(context, await admin(request), request.params.userId);
      return reply.status(204).send(null);
    },
  );

  typed.get(
    '/api/team/invitations/accept',
    {
      onRequest: limits.addressGuard,
      preHandler: limits.perCredential({
        kind: 'team-invitation-check',
        max: 30,
        timeWindow: '15 minutes',
        secretOf: tokenInRequest,
      }),
      schema: {
        tags: ['team'],
        summary:
          'Check a team invitation link: valid (with the company and role), used, expired, invalid, or unavailable (the address has an account that cannot join)',
        querystring: ZTeamInvitationTokenQuery,
        response: { 200: ZTeamInvitationCheck, 400: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request) => teamService.check(context, request.query.token),
  );

  typed.post(
    '/api/team/invitations/accept',
    {
      onRequest: limits.addressGuard,
      preHandler: limits.perCredential({
        kind: 'team-invitation-accept',
        max: 10,
        timeWindow: '15 minutes',
        secretOf: tokenInRequest,
      }),
      schema: {
        tags: ['team'],
        summary: 'Accept a team invitation',
        description:
          'Signed in with the invited address (an account without a company): joins the company. Signed out: creates a verified account from name and password, joins and signs in (session cookie). 400 when the link is invalid, used or expired; 409 when the address already has an account (sign in first), or one that cannot join (of another company, or a candidate).',
        body: ZAcceptTeamInvitationInput,
        response: { 204: z.null().describe('Joined'), ...errors },
      },
    },
    async (request, reply) => {
      const cookies = await teamService.accept(context, await request.getSession(), request.body);
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.status(204).send(null);
    },
  );
}
