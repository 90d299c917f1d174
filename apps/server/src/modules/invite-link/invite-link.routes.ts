import {
  JOIN_CONFIRMATION_TTL_HOURS,
  JOIN_RATE_LIMITS,
  ZAssessmentIdParams,
  ZErrorResponse,
  ZInviteLink,
  ZInviteLinkUpdate,
  ZJoinConfirmCheck,
  ZJoinConfirmInput,
  ZJoinConfirmQuery,
  ZJoinConfirmResult,
  ZJoinInfo,
  ZJoinSignUpInput,
  ZJoinSignUpResult,
  ZJoinTokenParams,
} from '@app/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { entryLimits, tokenInRequest } from '../../lib/entry-limits';
import { requireCompanyMember, requireRole, signedIn } from '../auth/guards';
import { inviteLinkService as service } from './invite-link.service';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/**
 * An assessment's public invitation link (issue 18): admins make, replace, switch and cap it; anyone
 * with the link signs up under /api/join and joins once their email is confirmed.
 */
export async function inviteLinkRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // The public routes are limited per confirmation token, and per link and email address for sign-ups
  // (on top of the per-email and per-link limits counted in the database, which hold across processes);
  // the client address keeps only a coarse guard, so a campus lab behind one address can join together.
  await app.register(rateLimit, { global: false });
  const limits = entryLimits(app, context.config.ADDRESS_RATE_LIMIT);
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, context.db, 'admin');

  typed.get(
    '/api/assessments/:id/invite-link',
    {
      onRequest: signedIn,
      schema: {
        tags: ['assessments'],
        summary: "The assessment's public invitation link: its URL, switch, cap, and who joined through it",
        description:
          'url is null until a link is made. state is what a candidate opening the link sees now (open, disabled, not_yet_open, closed, full).',
        params: ZAssessmentIdParams,
        response: { 200: ZInviteLink, ...errors },
      },
    },
    async (request) =>
      service.get(context, await requireCompanyMember(request, context.db), request.params.id),
  );

  typed.post(
    '/api/assessments/:id/invite-link',
    {
      onRequest: signedIn,
      schema: {
        tags: ['assessments'],
        summary: 'Make the public invitation link, or replace it with a new one (the old link stops working)',
        description:
          "A new random link each time. The first one is enabled; a replacement keeps the switch as it was, and the old link's unconfirmed sign-ups expire.",
        params: ZAssessmentIdParams,
        response: { 200: ZInviteLink, ...errors },
      },
    },
    async (request) => service.regenerate(context, await admin(request), request.params.id),
  );

  typed.patch(
    '/api/assessments/:id/invite-link',
    {
      onRequest: signedIn,
      schema: {
        tags: ['assessments'],
        summary: 'Enable or disable the public invitation link, or set its cap (null: no cap)',
        description: 'Enabling an assessment without a link makes one. Only the fields sent change.',
        params: ZAssessmentIdParams,
        body: ZInviteLinkUpdate,
        response: { 200: ZInviteLink, ...errors },
      },
    },
    async (request) => service.update(context, await admin(request), request.params.id, request.body),
  );

  typed.get(
    '/api/join/confirm',
    {
      onRequest: limits.addressGuard,
      preHandler: limits.perCredential({
        kind: 'join-confirm-check',
        max: 30,
        timeWindow: '15 minutes',
        secretOf: tokenInRequest,
      }),
      schema: {
        tags: ['join'],
        summary: 'Check a sign-up confirmation link before using it: valid, used, expired or invalid',
        description: 'Public and read-only: the link stays usable.',
        querystring: ZJoinConfirmQuery,
        response: { 200: ZJoinConfirmCheck, 400: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.check(context, request.query.token);
    },
  );

  typed.post(
    '/api/join/confirm',
    {
      onRequest: limits.addressGuard,
      preHandler: limits.perCredential({
        kind: 'join-confirm',
        max: 10,
        timeWindow: '15 minutes',
        secretOf: tokenInRequest,
      }),
      schema: {
        tags: ['join'],
        summary: 'Confirm a sign-up through an invitation link, with the token of its email',
        description: [
          "Works once. A new address joins the assessment (its account, form and invitation email follow, as for an uploaded candidate), within the link's switch, window and cap and the plan's limit; an address that is already a candidate of the assessment gets its invitation email again, never a second candidate.",
          'Always 200 with the outcome: joined, resent, used, expired, invalid, unavailable, disabled, not_yet_open, closed or full, and a title and message for the page. A refused confirmation can be tried again while the link lasts.',
        ].join('\n\n'),
        body: ZJoinConfirmInput,
        response: { 200: ZJoinConfirmResult, 400: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.confirm(context, request.body.token);
    },
  );

  typed.get(
    '/api/join/:token',
    {
      onRequest: limits.addressGuard,
      schema: {
        tags: ['join'],
        summary: "A public invitation link's page: the company, the assessment, and whether one can join",
        description:
          'Public. state is open, disabled, not_yet_open, closed, full or unknown (no such link, or replaced by a new one); every state but open carries a message for the page.',
        params: ZJoinTokenParams,
        response: { 200: ZJoinInfo, 400: ZErrorResponse, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.info(context, request.params.token);
    },
  );

  typed.post(
    '/api/join/:token',
    {
      onRequest: limits.addressGuard,
      // One person's repeats through one link; the people of a lab each have their own.
      preHandler: limits.perCredential({
        kind: 'join-sign-up',
        max: 10,
        timeWindow: '15 minutes',
        secretOf: (request) =>
          `${(request.params as { token?: string }).token}\n${String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
      }),
      schema: {
        tags: ['join'],
        summary: 'Sign up through a public invitation link: emails a one-time confirmation link',
        description: [
          `202 "Check your email" alike for a new address, an existing candidate and an address over its limit, so the answer tells nobody who is a candidate. The confirmation link is valid ${JOIN_CONFIRMATION_TTL_HOURS} hours and works once.`,
          `Limits: ${JOIN_RATE_LIMITS.perAddressPerHour} sign-ups per email address an hour (beyond, nothing is sent), ${JOIN_RATE_LIMITS.perLinkPerHour} per link an hour, or the link's cap when it is higher (429), 10 requests per link and email address in 15 minutes (429), and a coarse guard per client address (ADDRESS_RATE_LIMIT a minute, 429).`,
          'A link nobody can join now answers 409 with details.state (disabled, not_yet_open, closed, full) and its message; an unknown link 404.',
        ].join('\n\n'),
        params: ZJoinTokenParams,
        body: ZJoinSignUpInput,
        response: {
          202: ZJoinSignUpResult,
          400: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await service.signUp(context, request.params.token, request.body)),
  );
}
