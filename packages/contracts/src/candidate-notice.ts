import { z } from 'zod';

/**
 * Answered in `error.details.reason` with a 409 CONFLICT when a section is started before the current
 * notice is acknowledged, so the dashboard can show the notice instead of a bare error.
 */
export const NOTICE_NOT_ACKNOWLEDGED = 'NOTICE_NOT_ACKNOWLEDGED';

export const ZNoticeSection = z
  .object({
    name: z.string(),
    measures: z.string().describe('What the section measures, from the test library'),
    category: z.string(),
    minutes: z.number().int().describe('The standard time limit'),
    yourMinutes: z.number().int().describe("The time with the candidate's extra time applied"),
    gradedBy: z
      .enum(['key', 'ai', 'person'])
      .describe(
        'key: an answer key; ai: an AI model twice, as a suggestion a person confirms (open answers); person: rated by a person',
      ),
  })
  .meta({ id: 'NoticeSection' });

/** What the candidate is told before the first section (issue 21), generated from the assessment. */
export const ZCandidateNotice = z
  .object({
    companyName: z.string(),
    assessmentName: z.string(),
    sections: z.array(ZNoticeSection),
    extraTimeMultiplier: z.number(),
    ai: z.object({
      questionsWrittenByAi: z.boolean(),
      answersGradedByAi: z.boolean(),
      ratedByPeople: z.boolean(),
      statements: z.array(z.string()).describe('Plain-language sentences on where AI is and is not used'),
    }),
    humanDecision: z.string(),
    integrity: z.object({
      signals: z.array(z.object({ type: z.string(), label: z.string() })),
      statement: z.string(),
    }),
    retention: z.object({ months: z.number().int(), statement: z.string() }),
    accommodations: z.string(),
    contactEmail: z.string(),
    privacyPolicyUrl: z.string().nullable(),
  })
  .meta({ id: 'CandidateNotice' });
export type TCandidateNotice = z.infer<typeof ZCandidateNotice>;
export type TNoticeSection = z.infer<typeof ZNoticeSection>;

/** GET /api/candidate/notice. */
export const ZCandidateNoticeResponse = z
  .object({
    notice: ZCandidateNotice,
    version: z
      .string()
      .describe(
        "SHA-256 of the notice's canonical JSON, the candidate's own times left out: a granted extra time asks for no new acknowledgement",
      ),
    acknowledgedAt: z.iso
      .datetime()
      .nullable()
      .describe('When this version was acknowledged; null: not yet (or the notice changed since)'),
  })
  .meta({ id: 'CandidateNoticeResponse' });
export type TCandidateNoticeResponse = z.infer<typeof ZCandidateNoticeResponse>;

/** POST /api/candidate/notice/acknowledge. */
export const ZAcknowledgeNoticeRequest = z
  .object({ version: z.string().regex(/^[0-9a-f]{64}$/, 'Not a notice version') })
  .meta({ id: 'AcknowledgeNoticeRequest' });
export type TAcknowledgeNoticeRequest = z.infer<typeof ZAcknowledgeNoticeRequest>;
