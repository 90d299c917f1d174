import {
  type TAssessmentCreateInput,
  type TAssessmentListFilters,
  type TAssessmentStatusInput,
  type TAssessmentUpdateInput,
  ZAssessment,
  ZAssessmentList,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listQueryString } from '@/lib/list-filters';
import { useLiveRefetch } from '@/lib/use-live-refetch';

export const assessmentsKeys = {
  all: ['assessments'] as const,
  list: (filters: TAssessmentListFilters) => [...assessmentsKeys.all, 'list', filters] as const,
  detail: (id: string) => [...assessmentsKeys.all, 'detail', id] as const,
};

function getAssessments(filters: TAssessmentListFilters, signal?: AbortSignal) {
  return api.get(`/api/assessments?${listQueryString(filters)}`, ZAssessmentList, { signal });
}

/** The previous page stays on screen while the next loads, so the list does not flash empty. */
export const useAssessments = (filters: TAssessmentListFilters) =>
  useQuery({
    queryKey: assessmentsKeys.list(filters),
    queryFn: ({ signal }) => getAssessments(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useAssessment = (id: string | null) =>
  useQuery({
    queryKey: assessmentsKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      api.get(`/api/assessments/${encodeURIComponent(id ?? '')}`, ZAssessment, { signal }),
    enabled: id !== null,
  });

/** Counts per status move as candidates do: the candidates' event stream refreshes the assessments. */
export const useAssessmentEvents = () =>
  useLiveRefetch({
    url: '/api/candidates/events',
    event: 'candidates',
    queryKey: assessmentsKeys.all,
    enabled: true,
  });

function useAssessmentMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assessmentsKeys.all }),
  });
}

export const useCreateAssessment = () =>
  useAssessmentMutation((input: TAssessmentCreateInput) => api.post('/api/assessments', input, ZAssessment));

export const useUpdateAssessment = () =>
  useAssessmentMutation(({ id, ...input }: TAssessmentUpdateInput & { id: string }) =>
    api.patch(`/api/assessments/${encodeURIComponent(id)}`, input, ZAssessment),
  );

export const useDuplicateAssessment = () =>
  useAssessmentMutation((id: string) =>
    api.post(`/api/assessments/${encodeURIComponent(id)}/duplicate`, undefined, ZAssessment),
  );

export const useSetAssessmentStatus = () =>
  useAssessmentMutation(({ id, status }: TAssessmentStatusInput & { id: string }) =>
    api.post(`/api/assessments/${encodeURIComponent(id)}/status`, { status }, ZAssessment),
  );
