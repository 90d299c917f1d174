import {
  INVITATION_TTL_DAYS,
  ZAcceptInvitationInput,
  ZCandidateIdParams,
  ZCandidateInvitationLink,
  ZErrorResponse,
  ZInvitationCheck,
  ZInvitationTokenQuery,
  ZResendInvitationsInput,
  ZResendInvitationsResult,
} from '@app/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { entryLimits, tokenInRequest } from '../../lib/entry-limits';
import { requireRole, signedIn } from '../auth/guards';
import { INVITATION_SKIP_REASONS, invitationsService } from './invitations.service';

export async function invitationsRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // The accept endpoints are public. A token is 256 random bits, so nobody guesses one; its own budget
  // bounds what its holder can repeat, and the address keeps only a coarse guard (a campus lab enters
  // through one address).
  await app.register(rateLimit, { global: false });
  const limits = entryLimits(app, context.config.ADDRESS_RATE_LIMIT);

  typed.post(
    '/api/candidates/invitations/resend',
    {
      config: { bulkCandidateIds: 'ids' },
      onRequest: signedIn,
      schema: {
        tags: ['candidates'],
        summary: 'Email the selected candidates a fresh invitation link; ids of other companies are ignored',
        description: [
          `Creates the candidate's account when missing and a one-time link, valid until the candidate's deadline (the assessment's closing time, else their own; ${INVITATION_TTL_DAYS} days when neither lies ahead), that replaces earlier links.`,
          'A candidate who already set a password gets no such link: their invitation asks them to sign in.',
          `Skipped, with the reason: pending candidates ("${INVITATION_SKIP_REASONS.notReady}"),`,
          `submitted candidates ("${INVITATION_SKIP_REASONS.submitted}"), candidates whose email already belongs to another account, and addresses over their mail budget ("${INVITATION_SKIP_REASONS.tooMany}") or a company over its day's ("${INVITATION_SKIP_REASONS.companyDay}").`,
          'More than one candidate is a bulk operation: 402 PLAN_FEATURE on the Startup plan.',
        ].join(' '),
        body: ZResendInvitationsInput,
        response: {
          200: ZResendInvitationsResult,
          400: ZErrorResponse,
          401: ZErrorResponse,
          402: ZErrorResponse,
          403: ZErrorResponse,
        },
      },
    },
    async (request) =>
      invitationsService.resend(context, await requireRole(request, context.db, 'admin'), request.body.ids),
  );

  typed.post(
    '/api/candidates/:id/invitation-link',
    {
      onRequest: signedIn,
      schema: {
        tags: ['candidates'],
        summary: 'A fresh personal invitation link for one candidate, to copy instead of emailing it',
        description: [
          `The same link as the invitation email's (kind set-password: set a password, valid until expiresAt, the candidate's deadline or ${INVITATION_TTL_DAYS} days when none lies ahead, works once), returned and not sent.`,
          "Links work once, so each copy is a new link and the candidate's earlier links stop working.",
          'For a candidate who already set a password the answer is kind sign-in, the sign-in page with expiresAt null: no admin action yields a link that sets the password of an account its owner activated.',
          `Refused with 409 and the reason for a candidate whose questions are not ready ("${INVITATION_SKIP_REASONS.notReady}"), who submitted, or whose email belongs to another account. Another company's candidate: 404.`,
        ].join(' '),
        params: ZCandidateIdParams,
        response: {
          200: ZCandidateInvitationLink,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      // The link is a credential: the answer must not be kept by shared caches.
      reply.header('cache-control', 'no-store');
      return invitationsService.issueLink(
        context,
        await requireRole(request, context.db, 'admin'),
        request.params.id,
      );
    },
  );

  typed.get(
    '/api/invitations/accept',
    {
      onRequest: limits.addressGuard,
      preHandler: limits.perCredential({
        kind: 'invitation-check',
        max: 30,
        timeWindow: '15 minutes',
        secretOf: tokenInRequest,
      }),
      schema: {
        tags: ['account'],
        summary: 'Check an invitation link before setting a password: valid, used, expired or invalid',
        description:
          "Public and read-only: the link stays usable. A valid link names the inviting company and its white-label for the page's header; one that cannot be used says why and what to do instead (used, expired, or invalid: unknown or replaced by a newer invitation). Rate limited per link (30 checks in 15 minutes), and per address only by a coarse guard (ADDRESS_RATE_LIMIT a minute).",
        querystring: ZInvitationTokenQuery,
        response: { 200: ZInvitationCheck, 400: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      // The token is a credential: the answer must not be kept by shared caches.
      reply.header('cache-control', 'no-store');
      return invitationsService.check(context.db, request.query.token);
    },
  );

  // The page posts here rather than to Better Auth's /api/auth/reset-password so that a bad or expired
  // link answers with the invitation's own message (Better Auth would say "Invalid token"); the reset
  // page keeps calling Better Auth, whose errors it shows the same way (a toast with the server message).
  typed.post(
    '/api/invitations/accept',
    {
      onRequest: limits.addressGuard,
      preHandler: limits.perCredential({
        kind: 'invitation-accept',
        max: 10,
        timeWindow: '15 minutes',
        secretOf: tokenInRequest,
      }),
      schema: {
        tags: ['account'],
        summary: "Set a candidate's password with the token of their invitation link",
        description: `Signs out every other session of the account and signs this browser in (session cookie). Answers 400 when the link is invalid, used or expired (links last until the candidate's deadline, or ${INVITATION_TTL_DAYS} days when none lies ahead). Rate limited per link (10 tries in 15 minutes), so the people behind one address never share a budget; the address has only a coarse guard (ADDRESS_RATE_LIMIT a minute).`,
        body: ZAcceptInvitationInput,
        response: {
          204: z.null().describe('Password set and signed in'),
          400: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const cookies = await invitationsService.accept(context, request.body);
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.status(204).send(null);
    },
  );
}
