import { ZErrorResponse, ZTestLibrary } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { isAiConfigured } from '../ai';
import { requireCompanyMember, signedIn } from '../auth/guards';
import { testLanguages } from '../items/library/translations';
import { testLibraryRepository } from './test-library.repository';

export async function testLibraryRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/test-library',
    {
      onRequest: signedIn,
      schema: {
        tags: ['assessments'],
        summary:
          "The active tests an assessment can include: the library's, then the company's own (custom), each ordered by category then name",
        response: { 200: ZTestLibrary, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => {
      const actor = await requireCompanyMember(request, context.db);
      const tests = await testLibraryRepository.listActive(context.db, actor.profile.companyId ?? null);
      return {
        items: tests.map((test) => ({ ...test, languages: test.custom ? null : testLanguages(test.id) })),
        aiProviderConfigured: isAiConfigured(context.config),
      };
    },
  );
}
