import { ROLES, type TMeResponse, type TRole, ZErrorResponse, ZMeResponse } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { profileOf, requireSession } from '../auth/guards';

export async function profilesRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/me',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user with their profile (role, company)',
        description: 'The company is null for a candidate: only company members see its record.',
        response: { 200: ZMeResponse, 401: ZErrorResponse },
      },
    },
    async (request): Promise<TMeResponse> => {
      const { user } = await requireSession(request);
      const profile = await profileOf(request, context.db, user.id);
      return {
        user: {
          id: user.id,
          email: user.email,
          name: user.name,
          emailVerified: user.emailVerified,
          createdAt: new Date(user.createdAt).toISOString(),
        },
        profile: profile
          ? {
              id: profile.id,
              role: asRole(profile.role),
              companyId: profile.companyId,
              profileData: profile.profileData,
            }
          : null,
        // The company record (legal name, contact email) is for its members; a candidate knows the
        // company by the display name on their candidate record (GET /api/candidate/me).
        company:
          profile?.company?.id && asRole(profile.role) !== 'candidate'
            ? { ...profile.company, id: profile.company.id }
            : null,
      };
    },
  );
}

/** SPEC.md section 4: an unknown role name counts as candidate, the least privileged. */
function asRole(name: string): TRole {
  return (ROLES as readonly string[]).includes(name) ? (name as TRole) : 'candidate';
}
