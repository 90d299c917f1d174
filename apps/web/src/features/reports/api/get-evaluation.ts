import { ZEvaluation, ZEvaluationAnswers } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportsKeys } from './reports-keys';

export const evaluationQueryOptions = (candidateId: string) =>
  queryOptions({
    queryKey: reportsKeys.evaluation(candidateId),
    queryFn: ({ signal }) => api.get(`/api/evaluations/${candidateId}`, ZEvaluation, { signal }),
  });

export const evaluationAnswersQueryOptions = (candidateId: string) =>
  queryOptions({
    queryKey: reportsKeys.answers(candidateId),
    queryFn: ({ signal }) =>
      api.get(`/api/evaluations/${candidateId}/answers`, ZEvaluationAnswers, { signal }),
  });

export const useEvaluation = (candidateId: string | null) =>
  useQuery({ ...evaluationQueryOptions(candidateId ?? ''), enabled: candidateId !== null });

export const useEvaluationAnswers = (candidateId: string | null, enabled: boolean) =>
  useQuery({ ...evaluationAnswersQueryOptions(candidateId ?? ''), enabled: candidateId !== null && enabled });
