import { candidatesKeys } from '@/lib/candidates-keys';

/**
 * Under the candidates key on purpose: the admin's live stream refetches everything under it when the
 * evaluation job finishes, so an open report that was still scoring fills in by itself.
 */
export const reportsKeys = {
  evaluation: (candidateId: string) => [...candidatesKeys.all, 'evaluation', candidateId] as const,
  answers: (candidateId: string) => [...candidatesKeys.all, 'evaluation', candidateId, 'answers'] as const,
};
