import {
  INVITATION_TTL_DAYS,
  ZCandidateIdParams,
  ZCandidateInvitationLink,
  ZEnterApplicationInput,
  ZEnterApplicationResult,
  ZErrorResponse,
  ZInvitationCheck,
  ZInvitationTokenQuery,
  ZResendInvitationsInput,
  ZResendInvitationsResult,
} from '@app/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
          `Creates the candidate's account (without a password) when missing and a link that opens this application only, with no password to set, valid until the candidate's deadline (the assessment's closing time, else their own; ${INVITATION_TTL_DAYS} days when neither lies ahead). Earlier links keep working.`,
          `Skipped, with the reason: pending candidates ("${INVITATION_SKIP_REASONS.notReady}"),`,
          `submitted candidates ("${INVITATION_SKIP_REASONS.submitted}"), candidates whose email belongs to an administrator's or reviewer's account (a person with a candidate's account from another company is invited on it), and addresses over their mail budget ("${INVITATION_SKIP_REASONS.tooMany}") or a company over its day's ("${INVITATION_SKIP_REASONS.companyDay}").`,
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
          `A link like the invitation email's (kind application), returned and not sent: it signs its holder into this application only, sets no password, and works any number of times until expiresAt (the candidate's deadline, or ${INVITATION_TTL_DAYS} days when none lies ahead).`,
          "The person's other applications, account and data need their own proof (a code to their address), so the link reaches nothing beyond what the company holds. Earlier links keep working.",
          `Refused with 409 and the reason for a candidate whose questions are not ready ("${INVITATION_SKIP_REASONS.notReady}"), who submitted, or whose email belongs to an administrator's or reviewer's account. Another company's candidate: 404.`,
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
        summary: 'Check an application link before entering: valid, expired or invalid',
        description:
          "Public and read-only. A valid link names the inviting company, the opening and its white-label for the page's header; one that cannot be used says why and what to do instead (expired, or invalid: unknown). Rate limited per link (30 checks in 15 minutes), and per address only by a coarse guard (ADDRESS_RATE_LIMIT a minute).",
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

  typed.post(
    '/api/invitations/enter',
    {
      onRequest: limits.addressGuard,
      preHandler: limits.perCredential({
        kind: 'invitation-enter',
        max: 30,
        timeWindow: '15 minutes',
        secretOf: tokenInRequest,
      }),
      schema: {
        tags: ['account'],
        summary: 'Open the application of a link: signs this browser in to that application only',
        description: `No password is set or asked for (decision 033). A browser already signed in as the person with their own proof keeps its session; otherwise the new session cookie reaches this application only; the person's other applications, data export, erasure request and account need a sign-in code sent to their address (403 PROOF_REQUIRED until then). Answers 400 with the reason when the link is unknown or expired (links last until the candidate's deadline, or ${INVITATION_TTL_DAYS} days when none lies ahead). Rate limited per link (30 entries in 15 minutes), so the people behind one address never share a budget; the address has only a coarse guard (ADDRESS_RATE_LIMIT a minute).`,
        body: ZEnterApplicationInput,
        response: {
          200: ZEnterApplicationResult,
          400: ZErrorResponse,
          403: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const headers = new Headers({ 'x-forwarded-for': request.ip });
      const agent = request.headers['user-agent'];
      if (agent) headers.set('user-agent', agent);
      const signedIn = await request.getSession();
      const current = signedIn
        ? { userId: signedIn.user.id, applicationId: signedIn.session.applicationId ?? null }
        : null;
      const { result, cookies } = await invitationsService.enter(
        context,
        request.body.token,
        headers,
        current,
      );
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      reply.header('cache-control', 'no-store');
      return result;
    },
  );
}
