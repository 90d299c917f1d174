import { type SQL, sql } from 'drizzle-orm';

/**
 * Seconds from the candidate's first section start to their first final submission (an unlock and a
 * resubmission do not stretch it); null before both exist. `candidateId` is the outer query's column.
 * The candidates list and the analytics both use it, so the two always agree.
 */
export const timeToCompleteSeconds = (candidateId: SQL) => sql`extract(epoch from (
  (SELECT min(s.submitted_at) FROM submissions s WHERE s.candidate_id = ${candidateId})
  - (SELECT min(sa.started_at) FROM section_attempts sa WHERE sa.candidate_id = ${candidateId})
))::float8`;
