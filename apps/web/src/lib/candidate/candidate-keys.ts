/**
 * Query keys of the signed-in candidate's own data (one factory, never retyped by hand). Everything sits
 * under one key, so a live event or a submission refreshes it all at once.
 */
export const candidateKeys = {
  all: ['candidate'] as const,
  self: () => [...candidateKeys.all, 'self'] as const,
  sections: () => [...candidateKeys.all, 'sections'] as const,
  eligibility: () => [...candidateKeys.all, 'submission-eligibility'] as const,
};
