import { z } from 'zod';
import { INDUSTRIES } from './constants';

export const ZCompany = z
  .object({ id: z.string(), name: z.string(), industry: z.string(), email: z.string() })
  .meta({ id: 'Company' });
export type TCompany = z.infer<typeof ZCompany>;

export const ZCreateCompanyInput = z
  .object({
    name: z
      .string({ error: 'Please fill in all fields' })
      .trim()
      .min(1, 'Please fill in all fields')
      .max(200),
    industry: z.enum(INDUSTRIES, { error: 'Please fill in all fields' }),
  })
  .meta({ id: 'CreateCompanyInput' });
export type TCreateCompanyInput = z.infer<typeof ZCreateCompanyInput>;
