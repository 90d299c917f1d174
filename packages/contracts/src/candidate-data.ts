import { z } from 'zod';

/**
 * Candidates' rights over their data (issue 21): the download of everything held about them, erasure (on
 * request, by an admin, or when the company's retention period has passed), and the privacy settings.
 */

export const CANDIDATE_RETENTION_MONTHS = { min: 6, max: 60 } as const;
export const AUDIT_LOG_RETENTION_MONTHS = { min: 12, max: 120 } as const;
/** Days an erasure request may wait for an admin before the daily job erases it (GDPR's one month). */
export const ERASURE_REQUEST_DAYS = 30;
/** The name an erased candidate is shown under everywhere (lists, exports, webhooks, reports). */
export const ERASED_CANDIDATE_NAME = 'Erased candidate';
/** The version of the my-data download's format (its `format` field). */
export const MY_DATA_FORMAT = 'hireassess.candidate-data.v1';

export const ZPrivacySettings = z
  .object({
    privacyContactEmail: z.email('Enter a valid email address').max(320).nullable(),
    privacyPolicyUrl: z
      .url({ protocol: /^https$/, message: 'Enter an https:// address' })
      .max(2000)
      .nullable(),
    candidateRetentionMonths: z
      .number()
      .int('Enter a whole number of months')
      .min(CANDIDATE_RETENTION_MONTHS.min, 'Keep candidate data at least 6 months')
      .max(CANDIDATE_RETENTION_MONTHS.max, 'Keep candidate data at most 60 months'),
    auditLogRetentionMonths: z
      .number()
      .int('Enter a whole number of months')
      .min(AUDIT_LOG_RETENTION_MONTHS.min, 'Keep the audit log at least 12 months')
      .max(AUDIT_LOG_RETENTION_MONTHS.max, 'Keep the audit log at most 120 months'),
  })
  .meta({ id: 'PrivacySettingsChange' });
export type TPrivacySettings = z.infer<typeof ZPrivacySettings>;

/** What the retention job will do with the company's candidates under the stored settings. */
export const ZRetentionForecast = z.object({
  /** Candidates past their retention date, anonymised on the next run. */
  dueNow: z.number().int(),
  /** When the next daily run starts (ISO). */
  nextRunAt: z.string(),
  /** Candidates whose date falls within the 30 days after the next run. */
  dueWithin30Days: z.number().int(),
  /** Erasure requests no admin has acted on yet. */
  pendingErasureRequests: z.number().int(),
});
export type TRetentionForecast = z.infer<typeof ZRetentionForecast>;

export const ZPrivacySettingsResponse = z
  .object({
    settings: ZPrivacySettings,
    /** The company's own email: the contact candidates see while no privacy contact is set. */
    companyEmail: z.string(),
    companyName: z.string(),
    forecast: ZRetentionForecast,
  })
  .meta({ id: 'PrivacySettings' });
export type TPrivacySettingsResponse = z.infer<typeof ZPrivacySettingsResponse>;

export const ZDeleteCompanyInput = z
  .object({ confirmName: z.string().min(1, "Type the company's name to confirm") })
  .meta({ id: 'DeleteCompanyInput' });
export type TDeleteCompanyInput = z.infer<typeof ZDeleteCompanyInput>;

export const ZErasureRequestStatus = z
  .object({
    /** When the candidate asked (ISO); null: no request. */
    requestedAt: z.string().nullable(),
    /** When the request is erased by the daily job at the latest, if no admin acts first (ISO). */
    dueBy: z.string().nullable(),
  })
  .meta({ id: 'ErasureRequestStatus' });
export type TErasureRequestStatus = z.infer<typeof ZErasureRequestStatus>;

export const ZPendingErasureRequest = z.object({
  candidateId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  assessmentName: z.string().nullable(),
  requestedAt: z.string(),
  dueBy: z.string(),
});
export const ZPendingErasureRequests = z
  .object({ items: z.array(ZPendingErasureRequest) })
  .meta({ id: 'PendingErasureRequests' });
export type TPendingErasureRequests = z.infer<typeof ZPendingErasureRequests>;

export const ZEraseResult = z
  .object({ candidateId: z.uuid(), erasedAt: z.string() })
  .meta({ id: 'EraseResult' });
export type TEraseResult = z.infer<typeof ZEraseResult>;

/**
 * The my-data download (format MY_DATA_FORMAT): everything held about the signed-in candidate. Answer
 * keys, scoring keys, other candidates' data and the company's notes are never part of it.
 */
export const ZMyData = z
  .object({
    format: z.literal(MY_DATA_FORMAT),
    generatedAt: z.string(),
    controller: z.object({
      name: z.string(),
      contactEmail: z.string(),
      privacyPolicyUrl: z.string().nullable(),
    }),
    profile: z.record(z.string(), z.unknown()),
    account: z.object({ email: z.string(), name: z.string(), createdAt: z.string() }).nullable(),
    assessment: z.record(z.string(), z.unknown()).nullable(),
    noticeAcknowledgements: z.array(z.record(z.string(), z.unknown())),
    accommodationRequests: z.array(z.record(z.string(), z.unknown())),
    sections: z.array(z.record(z.string(), z.unknown())),
    answers: z.array(z.record(z.string(), z.unknown())),
    integrityEvents: z.array(z.record(z.string(), z.unknown())),
    submissions: z.array(z.record(z.string(), z.unknown())),
    evaluations: z.array(z.record(z.string(), z.unknown())),
    stageHistory: z.array(z.record(z.string(), z.unknown())),
    selfIdentification: z.record(z.string(), z.unknown()).nullable(),
    aiCalls: z.array(z.record(z.string(), z.unknown())),
    emails: z.array(z.record(z.string(), z.unknown())),
    reminders: z.array(z.record(z.string(), z.unknown())),
  })
  .meta({ id: 'MyData' });
export type TMyData = z.infer<typeof ZMyData>;

export const PERSON_DATA_FORMAT = 'hireassess.person-data.v1';

/**
 * The person's data in one file (format PERSON_DATA_FORMAT): each application as its own MY_DATA_FORMAT
 * document, which names the company that holds it. `company`: what the company of one application holds
 * (every application of the person there); `account`: every company's, for the whole account.
 */
export const ZPersonData = z
  .object({
    format: z.literal(PERSON_DATA_FORMAT),
    generatedAt: z.string(),
    scope: z.enum(['company', 'account']),
    applications: z.array(ZMyData),
  })
  .meta({ id: 'PersonData' });
export type TPersonData = z.infer<typeof ZPersonData>;

/** Where the person's erasure requests stand, one entry per company that holds an application of theirs. */
export const ZAccountErasureStatus = z
  .object({
    companies: z.array(
      ZErasureRequestStatus.extend({
        companyName: z.string(),
        /** The applications the company holds of the person (its erasure erases them all). */
        applications: z.number().int().positive(),
      }),
    ),
  })
  .meta({ id: 'AccountErasureStatus' });
export type TAccountErasureStatus = z.infer<typeof ZAccountErasureStatus>;
