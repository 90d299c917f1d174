import { CUSTOM_TEST_IMPORT_MAX_BYTES } from '@app/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error';
import { formParts } from '../../plugins/multipart';

const NO_FILE = 'Choose a CSV file or a QTI package (.zip) to import.';
const MAX_MEGABYTES = CUSTOM_TEST_IMPORT_MAX_BYTES / (1024 * 1024);
const ZUuid = z.uuid();
const fileTooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `The file is larger than ${MAX_MEGABYTES} MB. Split the questions into smaller files of at most ${MAX_MEGABYTES} MB.`,
  );

export type ImportForm = { fileName: string; bytes: Buffer; testId?: string; name?: string };

/** The import's multipart form: its one file, and testId or name (400, 404, 413 otherwise). */
export async function readImportForm(request: FastifyRequest): Promise<ImportForm> {
  if (!request.isMultipart()) throw new AppError('VALIDATION_ERROR', NO_FILE);
  const fields = new Map<string, string>();
  let upload: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of formParts(request)) {
      if (part.type === 'field') {
        if (part.valueTruncated)
          throw new AppError('VALIDATION_ERROR', `The field ${part.fieldname} is too long.`);
        fields.set(part.fieldname, String(part.value));
        continue;
      }
      if (part.fieldname !== 'file' || !part.filename) throw new AppError('VALIDATION_ERROR', NO_FILE);
      const bytes = await part.toBuffer().catch((error: unknown) => {
        throw part.file.truncated ? fileTooLarge() : error;
      });
      if (part.file.truncated) throw fileTooLarge();
      upload = { fileName: part.filename.slice(0, 255), bytes };
    }
  } catch (error) {
    throw asUploadError(error);
  }
  if (!upload) throw new AppError('VALIDATION_ERROR', NO_FILE);
  const testId = fields.get('testId')?.trim() || undefined;
  // Not a test id of any company: the same answer as another company's test.
  if (testId && !ZUuid.safeParse(testId).success) throw notFound('Test');
  const name = fields.get('name')?.trim() || undefined;
  if (testId && name) {
    throw new AppError(
      'VALIDATION_ERROR',
      'Send either testId (an existing test) or name (a new test), not both.',
    );
  }
  return { ...upload, ...(testId ? { testId } : {}), ...(name ? { name } : {}) };
}

/** @fastify/multipart's limit errors carry terse texts; the admin gets ones that say what to change. */
function asUploadError(error: unknown): unknown {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return fileTooLarge();
    case 'FST_FILES_LIMIT':
      return new AppError('VALIDATION_ERROR', 'Import one file at a time.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(
        'VALIDATION_ERROR',
        'The form has too many fields; expected file, and testId or name.',
      );
    default:
      return error;
  }
}
