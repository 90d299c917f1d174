import {
  type TDecisionEmailTemplateInput,
  type THiringStage,
  type TStageLabelsInput,
  ZDecisionEmailPreview,
  ZDecisionEmailTemplateList,
  ZStageLabels,
} from '@app/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { DECISION_EMAILS_PATH, hiringKeys, STAGE_LABELS_PATH } from '@/lib/hiring-stages';

export function useSaveStageLabels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (labels: TStageLabelsInput) => api.put(STAGE_LABELS_PATH, labels, ZStageLabels),
    onSuccess: (labels) => {
      queryClient.setQueryData(hiringKeys.labels, labels);
      // Previews name the stage by its label.
      return queryClient.invalidateQueries({ queryKey: ['hiring', 'decision-preview'] });
    },
  });
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TDecisionEmailTemplateInput) =>
      api.put(DECISION_EMAILS_PATH, input, ZDecisionEmailTemplateList),
    onSuccess: (list) => {
      queryClient.setQueryData(hiringKeys.templates, list);
      return queryClient.invalidateQueries({ queryKey: ['hiring', 'decision-preview'] });
    },
  });
}

/** The draft as a candidate would get it, with sample data; null while the draft is not valid. */
export const useDraftPreview = (draft: { stage: THiringStage; subject: string; body: string } | null) =>
  useQuery({
    queryKey: ['hiring', 'decision-preview', 'draft', draft],
    queryFn: ({ signal }) =>
      api.post(`${DECISION_EMAILS_PATH}/preview`, draft, ZDecisionEmailPreview, { signal }),
    enabled: draft !== null,
    placeholderData: keepPreviousData,
  });
