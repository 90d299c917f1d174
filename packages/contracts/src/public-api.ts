import { z } from 'zod';
import { CANDIDATE_STATUSES, ZTestConfiguration } from './candidates';
import { EVALUATION_STATUSES } from './evaluations';
import { CandidateSource, HiringStage } from './hiring';
import { CANDIDATE_LANGUAGES } from './language-tags';
import { candidateLanguageSchema } from './languages';

/** The public REST API's base path: every route under it takes `Authorization: Bearer <API key>`. */
export const PUBLIC_API_BASE = '/api/v1';
/** Candidates one POST /api/v1/candidates may carry. */
export const PUBLIC_API_MAX_CANDIDATES = 1000;
/** The OpenAPI security scheme of the public API (components.securitySchemes). */
export const PUBLIC_API_SECURITY_SCHEME = 'bearerAuth';
export const publicReportPdfPath = (candidateId: string) =>
  `${PUBLIC_API_BASE}/candidates/${candidateId}/report.pdf`;

export const ZPublicCandidate = z
  .object({
    id: z.uuid(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    position: z.string().nullable(),
    experienceLevel: z.string().nullable(),
    status: z
      .enum(CANDIDATE_STATUSES)
      .describe('pending, questions_generated (Ready), in_progress, completed, submitted'),
    totalScore: z
      .number()
      .nullable()
      .describe('Overall score 0-100 of the latest scored evaluation; null before'),
    evaluationStatus: z
      .enum(EVALUATION_STATUSES)
      .nullable()
      .describe("The latest evaluation's status; null before the first final submission"),
    createdAt: z.string().describe('ISO 8601'),
    stage: HiringStage.describe(
      'The hiring stage inside the assessment: new, shortlisted, rejected or hired (the keys; companies rename only their labels)',
    ),
    stageChangedAt: z.string().nullable().describe('ISO 8601 of the last stage change; null while new'),
    language: candidateLanguageSchema
      .nullable()
      .describe("The candidate's own language; null: the assessment's (else English) applies"),
  })
  .meta({ id: 'PublicCandidate' });
export type TPublicCandidate = z.infer<typeof ZPublicCandidate>;

export const ZPublicCandidateListQuery = z
  .object({
    status: z.enum(CANDIDATE_STATUSES).optional(),
    stage: HiringStage.optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  // No schema id: @fastify/swagger inlines query parameters and cannot follow a $ref there.
  .describe('Candidate list query');
export type TPublicCandidateListQuery = z.input<typeof ZPublicCandidateListQuery>;

export const ZPublicCandidateList = z
  .object({
    items: z.array(ZPublicCandidate).describe('Newest first'),
    total: z.number().int().describe('Candidates matching the filter, on every page'),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'PublicCandidateList' });
export type TPublicCandidateList = z.infer<typeof ZPublicCandidateList>;

/**
 * One candidate as sent. Only the types are checked here; the rules (a name, a valid email, lengths,
 * duplicates) are the CSV upload's, applied per candidate, so one bad row is skipped, not the request.
 */
export const ZPublicCandidateInput = z
  .object({
    fullName: z.string().max(1000),
    email: z.string().max(1000),
    phone: z.string().max(1000).optional(),
    position: z.string().max(1000).optional(),
    experienceLevel: z.string().max(1000).optional(),
    language: z
      .string()
      .max(1000)
      .optional()
      .describe(
        `The language the candidate's emails and pages are in, as a BCP 47 tag (${CANDIDATE_LANGUAGES.join(', ')}; 'pt' or 'es-MX' read as the closest); without it the assessment's, else English. An unknown one skips the candidate with the reason`,
      ),
  })
  .meta({ id: 'PublicCandidateRequest' });
export type TPublicCandidateInput = z.input<typeof ZPublicCandidateInput>;

const testConfiguration = ZTestConfiguration.optional().describe(
  'The tests to assign, as in the upload wizard; without it the candidates get AI-generated questions',
);

export const ZPublicCandidatesCreate = z
  .union([
    z.object({
      candidates: z.array(ZPublicCandidateInput).min(1).max(PUBLIC_API_MAX_CANDIDATES),
      testConfiguration,
    }),
    ZPublicCandidateInput.extend({ testConfiguration }),
  ])
  .meta({ id: 'PublicCandidatesCreate' });
export type TPublicCandidatesCreate = z.input<typeof ZPublicCandidatesCreate>;

export const ZPublicCandidateParams = z.object({ id: z.uuid('Candidate not found') });

/**
 * One application (decision 032): a person's application to one opening. Its id is the candidate id of v1's
 * candidate routes (evaluation, report, stage); `personId` is the company's record of the person, shared by
 * their applications to its other openings (GET /api/v1/people/{id}).
 */
export const ZPublicApplication = z
  .object({
    id: z.uuid().describe('The application; the same id as v1 candidate routes take'),
    personId: z
      .uuid()
      .nullable()
      .describe("The company's record of the person; null only for rows older than it"),
    assessmentId: z.uuid().nullable(),
    assessmentName: z.string().nullable(),
    attempt: z
      .number()
      .int()
      .describe('Which application of the person to this opening it is: 2 and on are re-applications'),
    fullName: z.string(),
    email: z.string(),
    status: z
      .enum(CANDIDATE_STATUSES)
      .describe('pending, questions_generated (Ready), in_progress, completed, submitted'),
    stage: HiringStage,
    stageChangedAt: z.string().nullable().describe('ISO 8601 of the last stage change; null while new'),
    totalScore: z
      .number()
      .nullable()
      .describe('Overall score 0-100 of the latest scored evaluation; null before'),
    evaluationStatus: z.enum(EVALUATION_STATUSES).nullable(),
    source: CandidateSource.describe('How the application came in: upload, manual, api, link or ats'),
    createdAt: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'PublicApplication' });
export type TPublicApplication = z.infer<typeof ZPublicApplication>;

export const ZPublicApplicationListQuery = z
  .object({
    assessmentId: z.uuid('Assessment not found').optional().describe("Only one opening's applications"),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .optional()
      .describe("Only one person's, by address (exact)"),
    status: z.enum(CANDIDATE_STATUSES).optional(),
    stage: HiringStage.optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .describe('Application list query');
export type TPublicApplicationListQuery = z.input<typeof ZPublicApplicationListQuery>;

export const ZPublicApplicationList = z
  .object({
    items: z.array(ZPublicApplication).describe('Newest first'),
    total: z.number().int().describe('Applications matching the filter, on every page'),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'PublicApplicationList' });
export type TPublicApplicationList = z.infer<typeof ZPublicApplicationList>;

/** The company's record of a person, with every application of theirs to its openings. */
export const ZPublicPerson = z
  .object({
    id: z.uuid(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    language: candidateLanguageSchema.nullable(),
    createdAt: z.string().describe('ISO 8601'),
    applications: z.array(ZPublicApplication).describe('Oldest first'),
  })
  .meta({ id: 'PublicPerson' });
export type TPublicPerson = z.infer<typeof ZPublicPerson>;

export const ZPublicPersonParams = z.object({ id: z.uuid('Person not found') });
