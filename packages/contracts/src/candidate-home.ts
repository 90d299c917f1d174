import { z } from 'zod';
import { ZOwnAccommodationRequests } from './accommodations';
import { ZCandidateSectionsResponse, ZCandidateSelf, ZSubmissionEligibility } from './candidate-assessment';
import { ZCandidateNoticeResponse } from './candidate-notice';

/**
 * GET /api/candidate/dashboard (issue 38): what the candidate's dashboard shows, in one round trip
 * instead of three one after another. Each part is what its own route answers.
 */
export const ZCandidateHome = z
  .object({
    self: ZCandidateSelf,
    sections: ZCandidateSectionsResponse,
    eligibility: ZSubmissionEligibility,
    notice: ZCandidateNoticeResponse,
    accommodations: ZOwnAccommodationRequests,
  })
  .meta({ id: 'CandidateHome' });
export type TCandidateHome = z.infer<typeof ZCandidateHome>;
