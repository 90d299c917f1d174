import { ZCompany, ZCreateCompanyInput, ZErrorResponse } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireRole, signedIn } from '../auth/guards';
import { onboardCompany } from './companies.service';

export async function companiesRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/companies',
    {
      onRequest: signedIn,
      schema: {
        tags: ['companies'],
        summary: 'Create the company of the signed-in admin (onboarding)',
        body: ZCreateCompanyInput,
        response: {
          201: ZCompany,
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          409: ZErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const actor = await requireRole(request, context.db, 'admin');
      const company = await onboardCompany(context.db, actor, request.body);
      return reply.status(201).send(company);
    },
  );
}
