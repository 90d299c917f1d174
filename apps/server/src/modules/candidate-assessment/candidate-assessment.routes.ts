import {
  ZCandidateApplications,
  ZCandidateLanguage,
  ZCandidateLanguageInput,
  ZCandidateSectionDetail,
  ZCandidateSectionsResponse,
  ZCandidateSelf,
  ZErrorResponse,
  ZIntegrityEventsRequest,
  ZSaveAnswerRequest,
  ZSaveAnswerResponse,
  ZStartSectionQuery,
  ZStartSectionResponse,
  ZSubmissionEligibility,
  ZSubmitAssessmentRequest,
  ZSubmitAssessmentResponse,
  ZSubmitSectionResponse,
  ZUpdateCandidateProfile,
} from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/uuid';
import { candidateMounts, candidateScope, namedApplication } from '../auth/candidate-scope';
import { requireRole, signedIn } from '../auth/guards';
import { answerSaveGuard } from './answer-save-guard';
import { candidateRepository } from './candidate-assessment.repository';
import { candidateAssessmentService as service } from './candidate-assessment.service';
import { MESSAGES } from './rules';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const SectionParams = z.object({ sectionId: z.string().max(100).describe("The section's id (uuid)") });
const QuestionParams = z.object({ questionId: z.string().max(100).describe("The question's id (uuid)") });
/**
 * A path id that is no id is just another section or question the candidate does not have: 404 with the
 * message the page shows, like a foreign one.
 */
const ownId = (id: string, message: string) => {
  if (!isUuid(id)) throw new AppError('NOT_FOUND', message);
  return id;
};
const sectionIdOf = (params: { sectionId: string }) => ownId(params.sectionId, MESSAGES.sectionNotFound);
const tags = ['candidate'];

/**
 * The candidate's side (role candidate only). The candidate record is the one linked to the session's
 * user; no route takes a candidate id it trusts, and a section or question of anyone else is 404.
 */
export async function candidateAssessmentRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  /** The session's user and, on a session an application link opened, its one application (decision 033). */
  const candidateSession = async (request: FastifyRequest) => {
    const { session } = await requireRole(request, context.db, 'candidate');
    return { userId: session.user.id, linkedTo: session.session.applicationId ?? null };
  };
  const scopeOf = (request: FastifyRequest) => candidateScope(request, context.db);

  typed.post(
    '/api/submit-assessment',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The final submission (idempotent): locks the assessment',
        description:
          "candidate_id and user_id must be the caller's own. 201 for a new submission; 200 with the same submission when it was already submitted (a double click). 409 with the reason when a section is not completed.",
        body: ZSubmitAssessmentRequest,
        response: {
          200: ZSubmitAssessmentResponse,
          201: ZSubmitAssessmentResponse,
          400: ZErrorResponse,
          409: ZErrorResponse,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { created, response } = await service.submitAssessment(
        context,
        await candidateSession(request),
        request.body,
      );
      return reply.status(created ? 201 : 200).send(response);
    },
  );

  typed.get(
    '/api/candidate/applications',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The signed-in person's applications: company, opening, window, deadline and status",
        description:
          "Each id opens its application under /api/candidate/applications/{applicationId}/…; the unscoped /api/candidate/… routes answer for the first listed (the one in progress). A session an application link opened lists that application only, with linkedTo set: the person's other applications need a sign-in code to their address first (decision 033).",
        response: { 200: ZCandidateApplications, ...errors },
      },
    },
    async (request) => service.applications(context.db, await candidateSession(request)),
  );

  for (const mount of candidateMounts(context.db)) {
    typed.get(
      `${mount.base}/me`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags,
          params: mount.params,
          summary: "The signed-in candidate's own record, with company and submission state",
          response: { 200: ZCandidateSelf, ...errors },
        },
      },
      async (request) => service.me(context.db, await scopeOf(request)),
    );

    typed.patch(
      `${mount.base}/me`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags,
          params: mount.params,
          summary: 'Edit the profile: full name, phone (empty saves null) and additional information',
          description:
            'ASSESSMENT_LOCKED (423) once the assessment is submitted (SPEC.md: no edits are possible), until an admin unlocks it.',
          body: ZUpdateCandidateProfile,
          response: { 200: ZCandidateSelf, 400: ZErrorResponse, 423: ZErrorResponse, ...errors },
        },
      },
      async (request) => service.updateMe(context.db, await scopeOf(request), request.body),
    );

    typed.put(
      `${mount.base}/language`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags,
          params: mount.params,
          summary: "Choose the language of the candidate's pages and emails",
          description:
            "Remembered on the candidate's own record: their pages, invitation and reminder emails, notice and feedback report follow it. A tag such as 'pt' or 'es-MX' is read as the closest supported language; another is VALIDATION_ERROR (400) naming the supported ones. Allowed after the submission too.",
          body: ZCandidateLanguageInput,
          response: { 200: ZCandidateLanguage, 400: ZErrorResponse, ...errors },
        },
      },
      async (request) => service.setLanguage(context.db, await scopeOf(request), request.body.language),
    );

    typed.get(
      `${mount.base}/sections`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags,
          params: mount.params,
          summary: 'The sections of the assessment in order, with question and answered counts and attempts',
          response: { 200: ZCandidateSectionsResponse, ...errors },
        },
      },
      async (request) => service.sections(context.db, await scopeOf(request)),
    );

    typed.get(
      `${mount.base}/sections/:sectionId`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags,
          summary: "One section: the candidate's questions (once started), saved answers and the attempt",
          params: mount.params.extend(SectionParams.shape),
          response: { 200: ZCandidateSectionDetail, ...errors },
        },
      },
      async (request) =>
        service.section(
          context.db,
          await scopeOf(request),
          sectionIdOf(request.params),
          request.headers['accept-language'],
        ),
    );

    typed.post(
      `${mount.base}/sections/:sectionId/start`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags,
          summary:
            "Start a section: the deadline is now + its time × the candidate's extra time (idempotent)",
          description:
            "A section not started yet is refused with ASSESSMENT_NOT_OPEN (409) before the assessment's window opens, and with DEADLINE_PASSED (409) after the candidate's deadline (their own or the assessment's closing time) or while the assessment is closed or archived; `details` carries the times. A section already started keeps its own clock.",
          params: mount.params.extend(SectionParams.shape),
          querystring: ZStartSectionQuery,
          response: {
            200: ZStartSectionResponse,
            409: ZErrorResponse,
            423: ZErrorResponse,
            ...errors,
          },
        },
      },
      async (request) => {
        const scope = await scopeOf(request);
        const sectionId = sectionIdOf(request.params);
        const started = await service.start(context, scope, sectionId);
        if (request.query.with !== 'section') return started;
        // The runner's first start: its questions in the same round trip (issue 38), read after the start.
        const section = await service.section(
          context.db,
          scope,
          sectionId,
          request.headers['accept-language'],
        );
        return { ...started, section };
      },
    );

    const answerGuard = answerSaveGuard(context);
    typed.put(
      `${mount.base}/answers/:questionId`,
      {
        config: { checksSessionItself: true },
        onRequest: answerGuard.onRequest,
        errorHandler: answerGuard.errorHandler,
        schema: {
          tags,
          summary: 'Save (upsert) the answer to a question',
          description:
            "SECTION_CLOSED (409) after Submit Section or once the deadline plus DEADLINE_GRACE_SECONDS has passed; ASSESSMENT_LOCKED (423) after the final submission. An answer to a section not started yet starts it, with the start's window rules (ASSESSMENT_NOT_OPEN, DEADLINE_PASSED).",
          params: mount.params.extend(QuestionParams.shape),
          body: ZSaveAnswerRequest,
          response: {
            200: ZSaveAnswerResponse,
            400: ZErrorResponse,
            409: ZErrorResponse,
            423: ZErrorResponse,
            ...errors,
          },
        },
      },
      async (request) => {
        const questionId = ownId(request.params.questionId, MESSAGES.questionNotFound);
        const session = answerGuard.take(request);
        if (session) {
          const applicationId = namedApplication(request);
          const saved = await service.saveAnswerInSession(
            context,
            session,
            applicationId,
            questionId,
            request.body,
          );
          if (saved) return saved;
          await answerGuard.guards(request);
        }
        return service.saveAnswer(context, await scopeOf(request), questionId, request.body);
      },
    );

    typed.post(
      `${mount.base}/sections/:sectionId/submit`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags,
          summary: 'Submit a section (idempotent): no more answers to it',
          params: mount.params.extend(SectionParams.shape),
          response: {
            200: ZSubmitSectionResponse,
            409: ZErrorResponse,
            423: ZErrorResponse,
            ...errors,
          },
        },
      },
      async (request) => ({
        attempt: await service.submitSection(context.db, await scopeOf(request), sectionIdOf(request.params)),
      }),
    );

    typed.post(
      `${mount.base}/sections/:sectionId/integrity-events`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags,
          summary: 'Record integrity signals (tab hidden, window blur, paste, leaving full screen)',
          description:
            "Each event is stamped with the server's time; the browser's `occurredAt` is kept only when it lies within a day before and two minutes after it.",
          params: mount.params.extend(SectionParams.shape),
          body: ZIntegrityEventsRequest,
          response: { 204: z.null().describe('Recorded'), 400: ZErrorResponse, ...errors },
        },
      },
      async (request, reply) => {
        await service.recordIntegrityEvents(
          context.db,
          await scopeOf(request),
          sectionIdOf(request.params),
          request.body.events,
        );
        return reply.status(204).send(null);
      },
    );

    typed.get(
      `${mount.base}/submission-eligibility`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags,
          params: mount.params,
          summary: 'Whether the final submission is possible now, and why (check_submission_eligibility)',
          response: { 200: ZSubmissionEligibility, ...errors },
        },
      },
      async (request) => service.eligibility(context.db, await scopeOf(request)),
    );

    typed.get(
      `${mount.base}/events`,
      {
        onRequest: mount.onRequest,
        schema: {
          tags,
          params: mount.params,
          summary: "Server-sent events: 'candidate' whenever the candidate's own record changes",
          description: 'E.g. an admin unlocking the assessment, or a section closed by its deadline.',
          produces: ['text/event-stream'],
          response: { ...errors, 429: ZErrorResponse },
        },
      },
      async (request, reply) => {
        const scope = await scopeOf(request);
        await app.liveEvents.open(reply, scope.userId, async () => {
          const candidate = await candidateRepository.ofScope(context.db, scope);
          if (!candidate) throw new AppError('NOT_FOUND', MESSAGES.noRecord);
          return { companyId: candidate.companyId, candidateId: candidate.id };
        });
      },
    );
  }
}
