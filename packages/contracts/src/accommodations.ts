import { z } from 'zod';
import { EXTRA_TIME } from './candidate-assessment';

export const ACCOMMODATION_KINDS = ['extra_time', 'other'] as const;
export type TAccommodationKind = (typeof ACCOMMODATION_KINDS)[number];
export const ACCOMMODATION_STATUSES = ['open', 'granted', 'answered'] as const;
export type TAccommodationStatus = (typeof ACCOMMODATION_STATUSES)[number];
export const ACCOMMODATION_REASON = { min: 10, max: 2000 } as const;
/** The multipliers the grant dialog offers; any value within EXTRA_TIME is accepted. */
export const EXTRA_TIME_CHOICES = [1.25, 1.5, 2] as const;

/** POST /api/candidate/accommodations. */
export const ZCreateAccommodationRequest = z
  .object({
    kind: z.enum(ACCOMMODATION_KINDS),
    reason: z
      .string()
      .trim()
      .min(ACCOMMODATION_REASON.min, `Please write at least ${ACCOMMODATION_REASON.min} characters`)
      .max(ACCOMMODATION_REASON.max, `Please keep it under ${ACCOMMODATION_REASON.max} characters`),
  })
  .meta({ id: 'CreateAccommodationRequest' });
export type TCreateAccommodationRequest = z.infer<typeof ZCreateAccommodationRequest>;

/** A request as its candidate sees it. */
export const ZOwnAccommodationRequest = z
  .object({
    id: z.uuid(),
    kind: z.enum(ACCOMMODATION_KINDS),
    reason: z.string(),
    status: z.enum(ACCOMMODATION_STATUSES),
    extraTimeMultiplier: z.number().nullable(),
    response: z.string().nullable(),
    createdAt: z.iso.datetime(),
    decidedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'OwnAccommodationRequest' });
export type TOwnAccommodationRequest = z.infer<typeof ZOwnAccommodationRequest>;

export const ZOwnAccommodationRequests = z
  .object({ requests: z.array(ZOwnAccommodationRequest) })
  .meta({ id: 'OwnAccommodationRequests' });
export type TOwnAccommodationRequests = z.infer<typeof ZOwnAccommodationRequests>;

/** A request as the company's admins and reviewers see it. */
export const ZAccommodationRequestItem = ZOwnAccommodationRequest.extend({
  candidateId: z.uuid(),
  candidateName: z.string(),
  candidateEmail: z.string(),
  assessmentName: z.string().nullable(),
  currentExtraTimeMultiplier: z.number(),
  decidedByName: z.string().nullable(),
}).meta({ id: 'AccommodationRequestItem' });
export type TAccommodationRequestItem = z.infer<typeof ZAccommodationRequestItem>;

export const ZAccommodationRequestList = z
  .object({
    requests: z.array(ZAccommodationRequestItem),
    openCount: z.number().int().describe('Open requests of the company, whatever the filter'),
  })
  .meta({ id: 'AccommodationRequestList' });
export type TAccommodationRequestList = z.infer<typeof ZAccommodationRequestList>;

/** How many requests wait for an answer, without reading any of them (the candidates page's banner). */
export const ZAccommodationOpenCount = z
  .object({ openCount: z.number().int() })
  .meta({ id: 'AccommodationOpenCount' });
export type TAccommodationOpenCount = z.infer<typeof ZAccommodationOpenCount>;

export const ZAccommodationListQuery = z.object({
  status: z.enum(ACCOMMODATION_STATUSES).optional().describe('Only requests in this status'),
});

export const ZAccommodationIdParams = z.object({ id: z.uuid().describe("The request's id") });

const ZResponseText = z.string().trim().max(2000, 'Please keep the answer under 2000 characters');

/** POST /api/accommodations/:id/grant. */
export const ZGrantAccommodation = z
  .object({
    extraTimeMultiplier: z
      .number()
      .gt(EXTRA_TIME.min, 'Choose more time than the standard')
      .max(EXTRA_TIME.max, `At most ${EXTRA_TIME.max}× the time`),
    response: ZResponseText.optional(),
  })
  .meta({ id: 'GrantAccommodation' });
export type TGrantAccommodation = z.infer<typeof ZGrantAccommodation>;

/** POST /api/accommodations/:id/answer. */
export const ZAnswerAccommodation = z
  .object({ response: ZResponseText.min(1, 'Write an answer to the candidate') })
  .meta({ id: 'AnswerAccommodation' });
export type TAnswerAccommodation = z.infer<typeof ZAnswerAccommodation>;
