import {
  CUSTOM_TEST_IMPORT_MAX_BYTES,
  CUSTOM_TEST_MAX_ITEMS,
  ZCustomItem,
  ZCustomItemParams,
  ZCustomTest,
  ZCustomTestExportQuery,
  ZCustomTestList,
  ZCustomTestParams,
  ZCustomTestPreview,
  ZCustomTestRemoval,
  ZCustomTestSettings,
  ZErrorResponse,
  ZImportReport,
  ZItemDraft,
  ZItemOrder,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { attachmentHeader } from '../../lib/attachment-header';
import { multipartForms } from '../../plugins/multipart';
import { requireCompanyMember, requireRole, signedIn } from '../auth/guards';
import { customTestsService as service } from './custom-tests.service';
import { customTestsTransfer as transfer } from './import-export.service';
import { readImportForm } from './import-form';
import { itemsCsvTemplate } from './interchange/items-csv-template';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
/** Files are sent as they are (fastify never serializes a Buffer or a typed string): documented only. */
const file = (types: string[], description: string) => ({
  description,
  content: Object.fromEntries(
    types.map((type) => [type, { schema: z.any().meta({ type: 'string', format: 'binary' }) }]),
  ),
});
const BASE = '/api/custom-tests';
const tags = ['custom-tests'];
const MAX_MEGABYTES = CUSTOM_TEST_IMPORT_MAX_BYTES / (1024 * 1024);

/**
 * A company's own tests (decision 016): admins write them, members read them. Every id is looked up
 * within the caller's company, so another company's test answers 404.
 */
export async function customTestsRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const admin = (request: Parameters<typeof requireRole>[0]) => requireRole(request, context.db, 'admin');
  const member = (request: Parameters<typeof requireCompanyMember>[0]) =>
    requireCompanyMember(request, context.db);

  // Scoped to this plugin: the import's one file and its two fields.
  await app.register(multipartForms, {
    fileSize: CUSTOM_TEST_IMPORT_MAX_BYTES,
    files: 1,
    fields: 4,
    fieldSize: 1024,
  });

  typed.get(
    BASE,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The company's own tests, active and archived, newest first",
        response: { 200: ZCustomTestList, ...errors },
      },
    },
    async (request) => service.list(context.db, await member(request)),
  );

  typed.post(
    BASE,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Create a test (its questions are added next)',
        description: 'Names are unique within the company: 409 when the name is taken.',
        body: ZCustomTestSettings,
        response: { 201: ZCustomTest, 409: ZErrorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(context.db, await admin(request), request.body)),
  );

  typed.get(
    `${BASE}/template.csv`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The CSV template for importing questions, with an example of each question type',
        response: { 200: file(['text/csv'], 'The template, as an attachment'), ...errors },
      },
    },
    async (request, reply) => {
      await member(request);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', attachmentHeader('custom-test-template.csv'))
        .send(itemsCsvTemplate());
    },
  );

  typed.post(
    `${BASE}/import`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Import questions from a CSV file or a QTI 2.1 / 3.0 package',
        description: [
          'multipart/form-data with the fields:',
          `- file (required): a .csv file in the template's columns, or a QTI content package (.zip), at most ${MAX_MEGABYTES} MB;`,
          '- testId: import into this test of the company (404 for an unknown one), or',
          "- name: create a new test with this name (409 when taken); without either, a new test named after the package's title or the file.",
          'Questions that cannot be used are skipped and listed with the reason; the rest are added after the',
          `test's questions, up to ${CUSTOM_TEST_MAX_ITEMS} in a test. A file that cannot be read as a whole is refused (400) and nothing is written.`,
        ].join('\n'),
        consumes: ['multipart/form-data'],
        response: { 200: ZImportReport, 409: ZErrorResponse, 413: ZErrorResponse, ...errors },
      },
    },
    async (request) => {
      const actor = await admin(request); // refused before a byte of the file is read
      return transfer.importFile(context.db, actor, await readImportForm(request));
    },
  );

  typed.get(
    `${BASE}/:testId`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          'One test with its active questions in order, each with its key, version and whether forms use it',
        params: ZCustomTestParams,
        response: { 200: ZCustomTest, ...errors },
      },
    },
    async (request) => service.get(context.db, await member(request), request.params.testId),
  );

  typed.put(
    `${BASE}/:testId`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Change the test's name, description, category, timing, draw and option shuffling",
        description:
          'Assessments that chose the test keep the snapshot taken then; new forms are drawn with the new settings. 409 when the name is taken.',
        params: ZCustomTestParams,
        body: ZCustomTestSettings,
        response: { 200: ZCustomTest, 409: ZErrorResponse, ...errors },
      },
    },
    async (request) => service.update(context.db, await admin(request), request.params.testId, request.body),
  );

  typed.post(
    `${BASE}/:testId/restore`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Restore an archived test: back in the test library, editable and selectable again',
        params: ZCustomTestParams,
        response: { 200: ZCustomTest, ...errors },
      },
    },
    async (request) => service.restore(context.db, await admin(request), request.params.testId),
  );

  typed.delete(
    `${BASE}/:testId`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Delete a test, or archive it when assessments or candidates' forms use it",
        description:
          'An archived test leaves the test library but stays for the assessments and forms that use it; the answer says which happened.',
        params: ZCustomTestParams,
        response: { 200: ZCustomTestRemoval, ...errors },
      },
    },
    async (request) => service.remove(context.db, await admin(request), request.params.testId),
  );

  typed.post(
    `${BASE}/:testId/items`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Add a question at the end of the test',
        description: `At most ${CUSTOM_TEST_MAX_ITEMS} questions in a test (400 beyond).`,
        params: ZCustomTestParams,
        body: ZItemDraft,
        response: { 201: ZCustomItem, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.addItem(context.db, await admin(request), request.params.testId, request.body)),
  );

  typed.put(
    `${BASE}/:testId/items/:itemKey`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'Edit a question',
        description:
          "A version no candidate's form uses is changed in place; one a form uses is kept for it, and the edit becomes the next version at the same position.",
        params: ZCustomItemParams,
        body: ZItemDraft,
        response: { 200: ZCustomItem, ...errors },
      },
    },
    async (request) =>
      service.editItem(
        context.db,
        await admin(request),
        request.params.testId,
        request.params.itemKey,
        request.body,
      ),
  );

  typed.delete(
    `${BASE}/:testId/items/:itemKey`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Remove a question (a version candidates' forms use is kept for them, retired)",
        params: ZCustomItemParams,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeItem(
        context.db,
        await admin(request),
        request.params.testId,
        request.params.itemKey,
      );
      return reply.status(204).send(null);
    },
  );

  typed.put(
    `${BASE}/:testId/order`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "Put the test's questions in a new order",
        description: 'itemKeys names every active question exactly once (400 otherwise).',
        params: ZCustomTestParams,
        body: ZItemOrder,
        response: { 200: ZCustomTest, ...errors },
      },
    },
    async (request) =>
      service.reorder(context.db, await admin(request), request.params.testId, request.body.itemKeys),
  );

  typed.get(
    `${BASE}/:testId/preview`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          'The test as one candidate would get it, drawn and shuffled afresh on each call, without keys',
        params: ZCustomTestParams,
        response: { 200: ZCustomTestPreview, ...errors },
      },
    },
    async (request) => service.preview(context.db, await member(request), request.params.testId),
  );

  typed.get(
    `${BASE}/:testId/export`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: "The test's questions as a CSV file (the template's columns) or a QTI 2.1 / 3.0 package",
        params: ZCustomTestParams,
        querystring: ZCustomTestExportQuery,
        response: {
          200: file(['text/csv', 'application/zip'], 'The file, as an attachment named after the test'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const exported = await transfer.exportFile(
        context.db,
        await member(request),
        request.params.testId,
        request.query.format,
      );
      return reply
        .type(exported.contentType)
        .header('Content-Disposition', attachmentHeader(exported.fileName))
        .send(exported.body);
    },
  );
}
