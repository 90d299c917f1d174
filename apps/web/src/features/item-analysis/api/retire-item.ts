import type { TItemRetirementRequest } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { itemAnalysisKeys } from './get-item-analysis';

type Target = { testId: string; itemId: string };
const retirePath = ({ testId, itemId }: Target) =>
  `/api/item-analysis/${encodeURIComponent(testId)}/items/${encodeURIComponent(itemId)}/retire`;

/** POST …/retire: the company's new forms stop drawing the item (a custom question is removed from its test). */
export const retireItem = ({ reason, ...target }: Target & TItemRetirementRequest) =>
  api.post(retirePath(target), { reason });

/** DELETE …/retire: the company's new forms may draw the library item again. */
export const restoreItem = (target: Target) => api.delete(retirePath(target));

function useReload() {
  const queryClient = useQueryClient();
  return (_: unknown, target: Target) =>
    queryClient.invalidateQueries({ queryKey: itemAnalysisKeys.test(target.testId) });
}

export function useRetireItem() {
  const reload = useReload();
  return useMutation({ mutationFn: retireItem, onSuccess: reload });
}

export function useRestoreItem() {
  const reload = useReload();
  return useMutation({ mutationFn: restoreItem, onSuccess: reload });
}
