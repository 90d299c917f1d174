import { z } from 'zod';
import { ZCompany } from './companies';
import { ROLES } from './constants';

export const ZProfile = z
  .object({
    id: z.string(),
    role: z.enum(ROLES),
    companyId: z.string().nullable(),
    profileData: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'Profile' });
export type TProfile = z.infer<typeof ZProfile>;

export const ZCurrentUser = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'CurrentUser' });
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

/** GET /api/me. `profile` is null for an account without a profile: protected routes stay blocked. */
export const ZMeResponse = z
  .object({ user: ZCurrentUser, profile: ZProfile.nullable(), company: ZCompany.nullable() })
  .meta({ id: 'MeResponse' });
export type TMeResponse = z.infer<typeof ZMeResponse>;
