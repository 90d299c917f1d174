import type { TSectionAttempt } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hasFields } from '@/lib/api-client';
import { candidateApiPath } from '@/lib/candidate/application';

/** Idempotent: a second submit (another tab, the timer and the button together) answers the same attempt. */
export const submitSection = (sectionId: string) =>
  api.post(
    candidateApiPath(`/sections/${encodeURIComponent(sectionId)}/submit`),
    undefined,
    hasFields<{ attempt: TSectionAttempt }>('attempt'),
  );

/** After a submit everything the candidate sees (dashboard sections, progress, eligibility) is stale. */
export function useSubmitSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitSection,
    onSettled: () => queryClient.invalidateQueries(),
  });
}
