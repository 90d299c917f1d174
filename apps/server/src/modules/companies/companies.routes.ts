import {
  ZCompany,
  ZCompanyRegion,
  ZCompanyRegionUpdate,
  ZCreateCompanyInput,
  ZErrorResponse,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireRole, signedIn } from '../auth/guards';
import { onboardCompany, setCompanyRegion } from './companies.service';

export async function companiesRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
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

  typed.put(
    '/api/company/region',
    {
      onRequest: signedIn,
      schema: {
        tags: ['companies'],
        summary: "Set the locale and time zone of the admin pages' dates and numbers",
        description:
          "locale is one of the offered BCP 47 tags (en-US, hi-IN, ja-JP…), timeZone an IANA name (Asia/Kolkata); null stands for the admin's browser. GET /api/me returns both with the company.",
        body: ZCompanyRegionUpdate,
        response: { 200: ZCompanyRegion, 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse },
      },
    },
    async (request) => {
      const actor = await requireRole(request, context.db, 'admin');
      return setCompanyRegion(context.db, actor, request.body);
    },
  );
}
