import { z } from 'zod';
import { COMPANY_SIZES, CONTACT_PLANS, INDUSTRIES } from './constants';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

export const ZContactRequestInput = z
  .object({
    companyName: z
      .string({ error: 'Company name is required' })
      .trim()
      .min(1, 'Company name is required')
      .max(200),
    contactPerson: z
      .string({ error: 'Contact person is required' })
      .trim()
      .min(1, 'Contact person is required')
      .max(200),
    email: z.email('Enter a valid email address').max(320),
    phone: optionalText(50),
    companySize: z.enum(COMPANY_SIZES).optional(),
    industry: z.enum(INDUSTRIES).optional(),
    preferredPlan: z.enum(CONTACT_PLANS.map((p) => p.id) as ['startup', 'enterprise', 'custom']).optional(),
    additionalNotes: optionalText(5000),
  })
  .meta({ id: 'ContactRequestInput' });
export type TContactRequestInput = z.input<typeof ZContactRequestInput>;

export const ZContactRequestCreated = z.object({ id: z.string() }).meta({ id: 'ContactRequestCreated' });
export type TContactRequestCreated = z.infer<typeof ZContactRequestCreated>;
