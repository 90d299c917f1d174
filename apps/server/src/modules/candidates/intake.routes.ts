import {
  CSV_COLUMNS,
  CSV_LIMITS,
  type TIntakeResponse,
  UPLOAD_CHECK_ADDED_LISTED,
  ZAssessmentCandidateInput,
  ZAssessmentIdParams,
  ZCreateCandidateInput,
  ZErrorResponse,
  ZIntakeResponse,
  ZTestConfiguration,
  ZUploadCheckResponse,
} from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import { parseJsonText } from '../../lib/json-text';
import { formParts, multipartForms } from '../../plugins/multipart';
import { type Actor, requireRole, signedIn } from '../auth/guards';
import { companyOf } from './candidates.service';
import { readCandidateCsv } from './csv-reader';
import {
  admitCandidate,
  admitCandidates,
  admitOneToAssessment,
  admitToAssessment,
  afterAdmission,
  checkAdmission,
  type IntakeRow,
  type TestConfiguration,
} from './intake.service';

const ZUuid = z.uuid();
const MAX_MEGABYTES = CSV_LIMITS.maxBytes / (1024 * 1024);
const FIELDS = [
  'adminUserId',
  'companyId',
  'companyName',
  'industry',
  'filename',
  'testConfiguration',
  'assessmentId',
];
const NO_FILE = 'Please select a CSV file to upload.';
const fileTooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The file is larger than ${MAX_MEGABYTES} MB. Please split it into smaller files of at most ${MAX_MEGABYTES} MB.`,
  );
/** The add-candidate form chooses no tests, so its candidate gets AI-generated questions. */
const AI_GENERATED: TestConfiguration = ZTestConfiguration.parse({ testMode: 'ai-generated' });

export async function intakeRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const admitted = (result: TIntakeResponse, actor: Actor) =>
    afterAdmission(context, companyOf(actor), result);

  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipartForms, {
    fileSize: CSV_LIMITS.maxBytes,
    files: 1,
    // room for a few fields a client may add beyond SPEC.md's, still bounded
    fields: 2 * FIELDS.length,
    fieldSize: 64 * 1024,
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/n8n/csv-upload',
    {
      onRequest: signedIn,
      schema: {
        tags: ['candidates'],
        summary: 'Upload candidates from a CSV file, creating one assessment for them',
        description: [
          'multipart/form-data with the fields:',
          `- file (required): a .csv file, UTF-8 with or without BOM, at most ${MAX_MEGABYTES} MB and ${CSV_LIMITS.maxRows.toLocaleString('en-US')} rows;`,
          `  header columns ${CSV_COLUMNS.required.join(', ')} (required) and ${CSV_COLUMNS.optional.join(', ')} (optional), matched case- and space-insensitively; other columns are ignored.`,
          '- testConfiguration (required): JSON of TestConfiguration {selectedTests: [{id}], testMode, customInstructions}.',
          "- adminUserId, companyId (optional): when sent, must be the signed-in admin's ids, otherwise 403.",
          "- companyName, industry, filename (optional, informational): the company is always the signed-in admin's.",
          '- assessmentId (optional): add the candidates to this existing assessment of the company instead of creating one; its tests apply and testConfiguration is not needed. The assessment must be open and its window not closed (409 otherwise, 404 for an unknown or another company\'s assessment). An email that is already a candidate of this assessment is skipped ("Already a candidate of this assessment"); a person known from another of the company\'s assessments gets a new application to this one, on the same candidate record.',
          'Invalid rows, duplicates within the file and candidates already in the assessment are skipped and listed in `skipped`',
          '(row numbers as a spreadsheet shows them, the header being row 1); a file that cannot be read as a',
          'whole is refused and nothing is written.',
          "Each new candidate is one test generation of the company's plan this month: when the new candidates do",
          'not fit in what is left (the limit minus generations used this month and candidates still waiting for',
          'their questions), the whole upload is refused with 402 PLAN_LIMIT_REACHED and nothing is written.',
        ].join('\n'),
        consumes: ['multipart/form-data'],
        response: {
          200: ZIntakeResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          402: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          413: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const actor = await requireRole(request, context.db, 'admin');
      companyOf(actor); // refused before a byte of the file is read
      const { fields, upload } = await readUploadForm(request);
      assertOwnIds(actor, fields);
      const assessmentId = fields.get('assessmentId');
      if (assessmentId) {
        if (!ZUuid.safeParse(assessmentId).success) throw notFound('Assessment');
        const result = await admitToAssessment(context.db, { companyId: companyOf(actor) }, assessmentId, {
          rows: upload.rows,
          source: 'upload',
        });
        await admitted(result, actor);
        return result;
      }
      const result = await admitCandidates(context.db, actor, {
        rows: upload.rows,
        testConfiguration: parseTestConfiguration(fields.get('testConfiguration')),
        sourceFilename: upload.filename,
      });
      await admitted(result, actor);
      return result;
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/candidates/csv-check',
    {
      onRequest: signedIn,
      schema: {
        tags: ['candidates'],
        summary:
          'Check a CSV file before uploading it: what the upload would do with each row, nothing written',
        description: [
          'The dry run of POST /api/n8n/csv-upload: the same multipart form (file, testConfiguration or assessmentId,',
          'and the optional fields), read and screened by the same code, so every row gets the verdict the upload',
          'would give it: `add`, or `skip` with the reason the upload would list in `skipped` (invalid or missing',
          'fields, a duplicate within the file, already a candidate of the company or of this assessment).',
          'A file, test configuration or assessment the upload would refuse is refused alike (400, 403, 404, 409, 413),',
          'as are custom tests beyond what the Startup plan includes per assessment (402 PLAN_FEATURE).',
          `Every skipped row is listed, and the first ${UPLOAD_CHECK_ADDED_LISTED.toLocaleString('en-US')} rows to add.`,
          "`plan` says whether the rows to add fit in what the company's plan has left this month; when they do not,",
          '`message` is the one the upload would refuse with (402), and the check still answers 200.',
          'Nothing is written and nothing is locked: an upload made meanwhile may change the answer, and the',
          'upload itself decides again. Admins only.',
        ].join('\n'),
        consumes: ['multipart/form-data'],
        response: {
          200: ZUploadCheckResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          402: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
          413: ZErrorResponse,
        },
      },
    },
    async (request) => {
      const actor = await requireRole(request, context.db, 'admin');
      const scope = { companyId: companyOf(actor) }; // refused before a byte of the file is read
      const { fields, upload } = await readUploadForm(request);
      assertOwnIds(actor, fields);
      const assessmentId = fields.get('assessmentId');
      if (assessmentId) {
        if (!ZUuid.safeParse(assessmentId).success) throw notFound('Assessment');
        return checkAdmission(context.db, scope, { rows: upload.rows, into: 'existing', assessmentId });
      }
      return checkAdmission(context.db, scope, {
        rows: upload.rows,
        into: 'new',
        testConfiguration: parseTestConfiguration(fields.get('testConfiguration')),
      });
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/n8n/create-candidate',
    {
      onRequest: signedIn,
      schema: {
        tags: ['candidates'],
        summary: 'Add one candidate (the same rules as a one-row CSV upload)',
        description:
          "Without testConfiguration the candidate gets AI-generated questions. An invalid or already existing candidate is refused (400, 409) rather than skipped; a candidate beyond what the company's plan has left this month is refused with 402.",
        body: ZCreateCandidateInput,
        response: {
          201: ZIntakeResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          402: ZErrorResponse,
          403: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const actor = await requireRole(request, context.db, 'admin');
      const { testConfiguration, ...candidate } = request.body;
      const result = await admitCandidate(context.db, actor, {
        candidate,
        testConfiguration: testConfiguration ?? AI_GENERATED,
      });
      await admitted(result, actor);
      return reply.status(201).send(result);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/assessments/:id/candidates',
    {
      onRequest: signedIn,
      schema: {
        tags: ['assessments'],
        summary: 'Add one candidate to an existing assessment; its tests apply',
        description: [
          'The same rules as a one-row CSV upload into the assessment. The assessment must be open and its window not closed (409 naming what to do; a draft: "Open the assessment before inviting candidates."); another company\'s assessment answers 404.',
          "An email that is already a candidate of this assessment answers 409; a person known from another of the company's assessments gets a new application to this one; a candidate beyond what the plan has left this month, 402.",
          'The candidate gets their account, form and invitation email as an uploaded one does.',
        ].join('\n\n'),
        params: ZAssessmentIdParams,
        body: ZAssessmentCandidateInput,
        response: {
          201: ZIntakeResponse,
          400: ZErrorResponse,
          401: ZErrorResponse,
          402: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const actor = await requireRole(request, context.db, 'admin');
      const result = await admitOneToAssessment(
        context.db,
        { companyId: companyOf(actor) },
        request.params.id,
        { candidate: request.body, source: 'manual' },
      );
      await admitted(result, actor);
      return reply.status(201).send(result);
    },
  );
}

/** The upload's multipart form: its fields and the rows of its one .csv file (400, 413 otherwise). */
async function readUploadForm(
  request: FastifyRequest,
): Promise<{ fields: Map<string, string>; upload: { filename: string; rows: IntakeRow[] } }> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_ERROR', NO_FILE);
  const fields = new Map<string, string>();
  let upload: { filename: string; rows: IntakeRow[] } | null = null;
  try {
    for await (const part of formParts(request)) {
      if (part.type === 'field') {
        if (part.valueTruncated)
          throw new AppError('VALIDATION_ERROR', `The field ${part.fieldname} is too long.`);
        fields.set(part.fieldname, String(part.value));
        continue;
      }
      if (part.fieldname !== 'file' || !part.filename) throw new AppError('VALIDATION_ERROR', NO_FILE);
      if (!part.filename.toLowerCase().endsWith('.csv')) {
        throw new AppError('VALIDATION_ERROR', 'Invalid file type: please select a CSV file.');
      }
      const rows = await readCandidateCsv(part.file).catch((error: unknown) => {
        // A file over the limit is cut short, not failed: whatever the cut-off part held, refuse it.
        throw part.file.truncated ? fileTooLarge() : error;
      });
      if (part.file.truncated) throw fileTooLarge();
      upload = { filename: part.filename.slice(0, 255), rows };
    }
  } catch (error) {
    throw asUploadError(error);
  }
  if (!upload) throw new AppError('VALIDATION_ERROR', NO_FILE);
  return { fields, upload };
}

/** The form repeats the caller's ids; they are checked, never used, so a forged form cannot reach another tenant. */
function assertOwnIds(actor: Actor, fields: Map<string, string>) {
  const adminUserId = fields.get('adminUserId');
  const companyId = fields.get('companyId');
  if (
    (adminUserId && adminUserId !== actor.session.user.id) ||
    (companyId && companyId !== actor.profile.companyId)
  ) {
    throw forbidden('You can only upload candidates for your own company.');
  }
}

function parseTestConfiguration(raw: string | undefined): TestConfiguration {
  let json: unknown;
  try {
    // A form field is not a JSON body, so the body parser's rules are applied here.
    json = parseJsonText(raw ?? '{}');
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_ERROR', 'The test configuration is not valid JSON.');
  }
  const parsed = ZTestConfiguration.safeParse(json);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const message =
    issue?.code === 'custom'
      ? issue.message
      : `The test configuration is invalid${issue?.path.length ? ` (${issue.path.join('.')})` : ''}: ${issue?.message ?? 'unknown error'}.`;
  throw new AppError('VALIDATION_ERROR', message, { issues: parsed.error.issues });
}

/** @fastify/multipart's limit errors carry terse texts; the admin gets ones that say what to change. */
function asUploadError(error: unknown): unknown {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge();
    case 'FST_FILES_LIMIT':
      return new AppError('VALIDATION_ERROR', 'Please upload one CSV file at a time.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(
        'VALIDATION_ERROR',
        `The form has too many fields; expected file and ${FIELDS.join(', ')}.`,
      );
    default:
      return error;
  }
}
