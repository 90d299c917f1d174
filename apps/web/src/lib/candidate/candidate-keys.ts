import { currentApplicationId } from './application';

/**
 * Query keys of the signed-in candidate's own data (one factory, never retyped by hand). Everything sits
 * under one key, so a live event or a submission refreshes it all at once; below it, each application
 * (decision 032) has its own keys.
 */
export const candidateKeys = {
  all: ['candidate'] as const,
  /** The keys of the current application's data. */
  application: () => [...candidateKeys.all, currentApplicationId() ?? 'in-progress'] as const,
  self: () => [...candidateKeys.application(), 'self'] as const,
  /** The dashboard's data in one answer (GET …/dashboard). */
  home: () => [...candidateKeys.application(), 'home'] as const,
  list: () => [...candidateKeys.all, 'applications'] as const,
};
