import {
  ZErrorResponse,
  ZInvitationPreview,
  ZInvitationPreviewInput,
  ZInvitationTextInput,
  ZInvitationTextList,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireCompanyMember, requireRole, signedIn } from '../auth/guards';
import { invitationEmailsService as service } from './invitation-emails.service';
import { previewInvitationEmail } from './invitation-preview';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const tags = ['invitation-emails'];
const PLACEHOLDERS = '{{candidate_name}}, {{company_name}}, {{assessment_name}} and {{deadline}}';

/**
 * Issue 36 item 0: the company's words for the invitation email and the deadline reminders, per
 * candidate language. Admins write and preview; reviewers read (decision 009).
 */
export async function invitationEmailsRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, context.db, 'admin');
  const member = (request: Parameters<typeof requireCompanyMember>[0]) =>
    requireCompanyMember(request, context.db);

  typed.get(
    '/api/company/invitation-emails',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "The company's invitation and reminder texts in every candidate language, the built-in ones and the placeholders",
        description:
          'One item per kind (invitation, reminder) and candidate language. A null subject or message is sent as the built-in one of that language (builtIn; a reminder to a candidate who has started: builtInStarted).',
        response: { 200: ZInvitationTextList, ...errors },
      },
    },
    async (request) => service.list(context.db, await member(request)),
  );

  typed.put(
    '/api/company/invitation-emails',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Write or clear one kind's subject and message in one candidate language",
        description: `The message replaces the email's opening paragraph; the greeting, the deadline, the sections and times, the personal link, the privacy line and what to prepare stay generated. Subject and message may use ${PLACEHOLDERS}; any other placeholder is refused with 400 naming it. Null or empty keeps the built-in subject or message; both null goes back to the built-in text of that language. Candidates get the text of their own language only.`,
        body: ZInvitationTextInput,
        response: { 200: ZInvitationTextList, ...errors },
      },
    },
    async (request) => service.save(context.db, await admin(request), request.body),
  );

  typed.post(
    '/api/company/invitation-emails/preview',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Render an invitation or reminder email as a candidate would get it, with sample data',
        description:
          'Renders the draft subject and message when given (null or empty: the built-in one), else the saved text of the kind and language. Nothing is sent.',
        body: ZInvitationPreviewInput,
        response: { 200: ZInvitationPreview, ...errors },
      },
    },
    async (request) => previewInvitationEmail(context, await admin(request), request.body),
  );
}
