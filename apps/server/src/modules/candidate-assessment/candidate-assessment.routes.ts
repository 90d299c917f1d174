import {
  ZCandidateLanguage,
  ZCandidateLanguageInput,
  ZCandidateSectionDetail,
  ZCandidateSectionsResponse,
  ZCandidateSelf,
  ZErrorResponse,
  ZIntegrityEventsRequest,
  ZSaveAnswerRequest,
  ZSaveAnswerResponse,
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
import { requireRole, signedIn } from '../auth/guards';
import { answerSaveGuard } from './answer-save-guard';
import { candidateRepository } from './candidate-assessment.repository';
import { candidateAssessmentService as service } from './candidate-assessment.service';
import { MESSAGES } from './rules';

const errors = { 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SectionParams = z.object({ sectionId: z.string().max(100).describe("The section's id (uuid)") });
const QuestionParams = z.object({ questionId: z.string().max(100).describe("The question's id (uuid)") });
/**
 * A path id that is no id is just another section or question the candidate does not have: 404 with the
 * message the page shows, like a foreign one.
 */
const ownId = (id: string, message: string) => {
  if (!UUID.test(id)) throw new AppError('NOT_FOUND', message);
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
  const candidateUser = async (request: FastifyRequest) =>
    (await requireRole(request, context.db, 'candidate')).session.user.id;

  typed.get(
    '/api/candidate/me',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The signed-in candidate's own record, with company and submission state",
        response: { 200: ZCandidateSelf, ...errors },
      },
    },
    async (request) => service.me(context.db, await candidateUser(request)),
  );

  typed.patch(
    '/api/candidate/me',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Edit the profile: full name, phone (empty saves null) and additional information',
        description:
          'ASSESSMENT_LOCKED (423) once the assessment is submitted (SPEC.md: no edits are possible), until an admin unlocks it.',
        body: ZUpdateCandidateProfile,
        response: { 200: ZCandidateSelf, 400: ZErrorResponse, 423: ZErrorResponse, ...errors },
      },
    },
    async (request) => service.updateMe(context.db, await candidateUser(request), request.body),
  );

  typed.put(
    '/api/candidate/language',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Choose the language of the candidate's pages and emails",
        description:
          "Remembered on the candidate's own record: their pages, invitation and reminder emails, notice and feedback report follow it. A tag such as 'pt' or 'es-MX' is read as the closest supported language; another is VALIDATION_ERROR (400) naming the supported ones. Allowed after the submission too.",
        body: ZCandidateLanguageInput,
        response: { 200: ZCandidateLanguage, 400: ZErrorResponse, ...errors },
      },
    },
    async (request) => service.setLanguage(context.db, await candidateUser(request), request.body.language),
  );

  typed.get(
    '/api/candidate/sections',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The sections of the assessment in order, with question and answered counts and attempts',
        response: { 200: ZCandidateSectionsResponse, ...errors },
      },
    },
    async (request) => service.sections(context.db, await candidateUser(request)),
  );

  typed.get(
    '/api/candidate/sections/:sectionId',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "One section: the candidate's questions (once started), saved answers and the attempt",
        params: SectionParams,
        response: { 200: ZCandidateSectionDetail, ...errors },
      },
    },
    async (request) =>
      service.section(
        context.db,
        await candidateUser(request),
        sectionIdOf(request.params),
        request.headers['accept-language'],
      ),
  );

  typed.post(
    '/api/candidate/sections/:sectionId/start',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Start a section: the deadline is now + its time × the candidate's extra time (idempotent)",
        description:
          "A section not started yet is refused with ASSESSMENT_NOT_OPEN (409) before the assessment's window opens, and with DEADLINE_PASSED (409) after the candidate's deadline (their own or the assessment's closing time) or while the assessment is closed or archived; `details` carries the times. A section already started keeps its own clock.",
        params: SectionParams,
        response: {
          200: ZStartSectionResponse,
          409: ZErrorResponse,
          423: ZErrorResponse,
          ...errors,
        },
      },
    },
    async (request) => service.start(context, await candidateUser(request), sectionIdOf(request.params)),
  );

  const answerGuard = answerSaveGuard(context);
  typed.put(
    '/api/candidate/answers/:questionId',
    {
      config: { checksSessionItself: true },
      onRequest: answerGuard.onRequest,
      errorHandler: answerGuard.errorHandler,
      schema: {
        tags,
        summary: 'Save (upsert) the answer to a question',
        description:
          "SECTION_CLOSED (409) after Submit Section or once the deadline plus DEADLINE_GRACE_SECONDS has passed; ASSESSMENT_LOCKED (423) after the final submission. An answer to a section not started yet starts it, with the start's window rules (ASSESSMENT_NOT_OPEN, DEADLINE_PASSED).",
        params: QuestionParams,
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
        const saved = await service.saveAnswerInSession(context, session, questionId, request.body);
        if (saved) return saved;
        await answerGuard.guards(request);
      }
      return service.saveAnswer(context, await candidateUser(request), questionId, request.body);
    },
  );

  typed.post(
    '/api/candidate/sections/:sectionId/submit',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Submit a section (idempotent): no more answers to it',
        params: SectionParams,
        response: {
          200: ZSubmitSectionResponse,
          409: ZErrorResponse,
          423: ZErrorResponse,
          ...errors,
        },
      },
    },
    async (request) => ({
      attempt: await service.submitSection(
        context.db,
        await candidateUser(request),
        sectionIdOf(request.params),
      ),
    }),
  );

  typed.post(
    '/api/candidate/sections/:sectionId/integrity-events',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Record integrity signals (tab hidden, window blur, paste, leaving full screen)',
        description:
          "Each event is stamped with the server's time; the browser's `occurredAt` is kept only when it lies within a day before and two minutes after it.",
        params: SectionParams,
        body: ZIntegrityEventsRequest,
        response: { 204: z.null().describe('Recorded'), 400: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      await service.recordIntegrityEvents(
        context.db,
        await candidateUser(request),
        sectionIdOf(request.params),
        request.body.events,
      );
      return reply.status(204).send(null);
    },
  );

  typed.get(
    '/api/candidate/submission-eligibility',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Whether the final submission is possible now, and why (check_submission_eligibility)',
        response: { 200: ZSubmissionEligibility, ...errors },
      },
    },
    async (request) => service.eligibility(context.db, await candidateUser(request)),
  );

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
        await candidateUser(request),
        request.body,
      );
      return reply.status(created ? 201 : 200).send(response);
    },
  );

  typed.get(
    '/api/candidate/events',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Server-sent events: 'candidate' whenever the candidate's own record changes",
        description: 'E.g. an admin unlocking the assessment, or a section closed by its deadline.',
        produces: ['text/event-stream'],
        response: { ...errors, 429: ZErrorResponse },
      },
    },
    async (request, reply) => {
      const userId = await candidateUser(request);
      await app.liveEvents.open(reply, userId, async () => {
        const candidate = await candidateRepository.byUser(context.db, userId);
        if (!candidate) throw new AppError('NOT_FOUND', MESSAGES.noRecord);
        return { companyId: candidate.companyId, candidateId: candidate.id };
      });
    },
  );
}
