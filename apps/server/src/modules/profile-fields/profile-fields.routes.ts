import { ZErrorResponse, ZProfileFields, ZProfileFieldsInput } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requireCompanyMember, requireRole, signedIn } from '../auth/guards';
import { profileFieldsService as service } from './profile-fields.service';

const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
const tags = ['profile-fields'];

/** The company's own candidate profile fields: members read them, admins change them. */
export async function profileFieldsRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/company/profile-fields',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary: 'The details the company asks candidates for on their profile, beside the built-in ones',
        response: { 200: ZProfileFields, ...errors },
      },
    },
    async (request) => service.get(context.db, await requireCompanyMember(request, context.db)),
  );

  typed.put(
    '/api/company/profile-fields',
    {
      onRequest: signedIn,
      schema: {
        tags,
        summary:
          "Set the company's own profile fields (at most 8, in order); what candidates wrote under a removed one stays in their profile data",
        body: ZProfileFieldsInput,
        response: { 200: ZProfileFields, ...errors },
      },
    },
    async (request) => service.set(context.db, await requireRole(request, context.db, 'admin'), request.body),
  );
}
