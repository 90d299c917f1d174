import { type TSuggestionConfirmationsRequest, ZSuggestionConfirmations } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { candidatesKeys } from '@/lib/candidates-keys';

/** Confirms the model's suggestions of several answers as they stand; their candidates' scores are recomputed. */
export function useConfirmSuggestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSuggestionConfirmationsRequest) =>
      api.post('/api/ratings/suggestion-confirmations', body, ZSuggestionConfirmations),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatesKeys.all }),
  });
}
